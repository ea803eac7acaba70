/**
 * A number field as an Italian editor writes in it: «4,5» is four and a half. Decap's own number
 * field is an <input type="number">, which drops a comma it does not expect, so «4,5» was saved as
 * 45. This one is a text box (with the phone's numeric keyboard) that keeps what is typed, stores
 * the number it reads, with a comma or a point before the decimals, and refuses in Italian what it
 * cannot read as one number: never another number than the one typed.
 *
 * Registered as Decap's "number" widget (index.tsx); the field's options are Decap's own
 * (value_type, min, max).
 */
import { Component, type ChangeEvent } from "react";
import type { ImmutableLike } from "./preview-data";

type Field = Pick<ImmutableLike, "get">;

interface NumberControlProps {
  field: Field;
  value?: unknown;
  onChange(value: unknown): void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?(): void;
  setInactiveStyle?(): void;
}

/** The number in `text` ("4,5", "4.5", "-2", "4," while typing), or undefined. */
export function readNumber(text: string): number | undefined {
  const typed = text.trim();
  // «1.000» would be a thousand to an Italian reader and 1 to a program: not guessed.
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(typed) || /^[+-]?\d{1,3}\.\d{3}$/.test(typed))
    return undefined;
  return Number(typed.replace(",", "."));
}

/** A stored number as the field shows it: with the decimal comma. */
export const shownNumber = (value: unknown): string =>
  typeof value === "number" ? String(value).replace(".", ",") : String(value ?? "");

/** What is wrong with `value` for `field`, in Italian, or undefined. */
export function numberProblem(field: Field, value: unknown): string | undefined {
  if (value === "" || value === undefined || value === null) return undefined;
  const label = `«${String(field.get("label") ?? field.get("name"))}»`;
  if (typeof value !== "number")
    return `${label}: scrivi un numero, con la virgola prima dei decimali (per esempio 4,5).`;
  if (field.get("value_type") === "int" && !Number.isInteger(value))
    return `${label}: serve un numero intero, senza decimali.`;
  const [min, max] = [field.get("min"), field.get("max")];
  const bounds = [
    typeof min === "number" && `non inferiore a ${shownNumber(min)}`,
    typeof max === "number" && `non superiore a ${shownNumber(max)}`,
  ];
  if ((typeof min === "number" && value < min) || (typeof max === "number" && value > max))
    return `${label}: serve un numero ${bounds.filter(Boolean).join(" e ")}.`;
  return undefined;
}

export class NumberControl extends Component<NumberControlProps, { text: string }> {
  state = { text: shownNumber(this.props.value) };

  componentDidUpdate(previous: NumberControlProps): void {
    // A value set from elsewhere (a restored backup): shown, unless it is what the text says.
    const { value } = this.props;
    if (value !== previous.value && value !== this.stored(this.state.text))
      this.setState({ text: shownNumber(value) });
  }

  /** What the entry holds for `text`: the number, empty, or the text itself (refused on save). */
  stored(text: string): unknown {
    return text.trim() === "" ? "" : (readNumber(text) ?? text);
  }

  handleChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const text = event.target.value;
    this.setState({ text });
    this.props.onChange(this.stored(text));
  };

  /** Decap asks each field before saving (its Widget calls isValid on the control). */
  isValid = (): true | { error: { type: string; message: string } } => {
    const message = numberProblem(this.props.field, this.stored(this.state.text));
    return message ? { error: { type: "RANGE", message } } : true;
  };

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return (
      <input
        type="text"
        inputMode="decimal"
        id={forID}
        className={classNameWrapper}
        value={this.state.text}
        onChange={this.handleChange}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}
