/**
 * Decap's "number" control as an Italian editor writes in it: Decap's <input type="number"> drops
 * a comma, so «4,5» was saved as 45. This text box stores the number it reads with a comma or a
 * point, and refuses in Italian what it cannot read: never another number than the one typed.
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
