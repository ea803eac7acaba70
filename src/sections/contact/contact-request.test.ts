import { asciiJson } from "./contact-request";

describe("asciiJson", () => {
  const value = { name: "Niccolò Été", message: "Ciao 😀 \uFFFD «virgolette» — fine\n", phone: "" };

  it("is plain ASCII", () => {
    expect(asciiJson(value)).toMatch(/^[\x20-\x7e]*$/);
  });

  it("parses back to the same value, emoji and U+FFFD included", () => {
    expect(JSON.parse(asciiJson(value))).toEqual(value);
  });
});
