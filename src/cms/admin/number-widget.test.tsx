import { fireEvent, render, screen } from "@testing-library/react";
import { NumberControl, numberProblem, readNumber, shownNumber } from "./number-widget";

const field = (options: Record<string, unknown>) => ({ get: (key: string) => options[key] });
const value = field({ label: "Valore", value_type: "float" });
const decimals = field({ label: "Cifre decimali", value_type: "int", min: 0, max: 2 });

describe("a number as an Italian editor writes it", () => {
  it("reads a decimal comma or point as the decimal mark, and nothing else as a number", () => {
    expect(readNumber("4,5")).toBe(4.5);
    expect(readNumber("4.5")).toBe(4.5);
    expect(readNumber(" 250 ")).toBe(250);
    expect(readNumber("-0,25")).toBe(-0.25);
    expect(readNumber("4,")).toBe(4);
    for (const text of ["4,5,6", "4.5,6", "1.000", "12.500", "abc", "4 5", "", "-", ","])
      expect(readNumber(text)).toBeUndefined();
  });

  it("shows a stored number with the decimal comma", () => {
    expect(shownNumber(4.2)).toBe("4,2");
    expect(shownNumber(250)).toBe("250");
    expect(shownNumber(undefined)).toBe("");
  });

  it("says in Italian what is wrong", () => {
    expect(numberProblem(value, 4.5)).toBeUndefined();
    expect(numberProblem(value, "")).toBeUndefined();
    expect(numberProblem(value, "4,5,6")).toBe(
      "«Valore»: scrivi un numero, con la virgola prima dei decimali (per esempio 4,5).",
    );
    expect(numberProblem(decimals, 1.5)).toBe(
      "«Cifre decimali»: serve un numero intero, senza decimali.",
    );
    expect(numberProblem(decimals, 3)).toBe(
      "«Cifre decimali»: serve un numero non inferiore a 0 e non superiore a 2.",
    );
  });

  it("keeps the comma as typed and stores the number; refuses what is not one", () => {
    const onChange = jest.fn();
    let control: NumberControl | null = null;
    render(
      <NumberControl
        ref={(instance) => {
          control = instance;
        }}
        field={value}
        value={250}
        onChange={onChange}
        forID="value"
      />,
    );
    const input = screen.getByRole("textbox");
    expect(input).toHaveValue("250");
    fireEvent.change(input, { target: { value: "4,5" } });
    expect(input).toHaveValue("4,5");
    expect(onChange).toHaveBeenLastCalledWith(4.5);
    expect(control!.isValid()).toBe(true);
    fireEvent.change(input, { target: { value: "4,5,6" } });
    expect(onChange).toHaveBeenLastCalledWith("4,5,6");
    expect(control!.isValid()).toEqual({
      error: { type: "RANGE", message: expect.stringMatching(/^«Valore»: scrivi un numero/) },
    });
    fireEvent.change(input, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith("");
  });
});
