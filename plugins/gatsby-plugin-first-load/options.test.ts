import { OPTIMISATIONS, resolveOptions } from "./options";

const every = (value: boolean) => Object.fromEntries(OPTIMISATIONS.map((name) => [name, value]));

describe("the plugin's options", () => {
  it("are each on unless gatsby-config sets it to false", () => {
    expect(resolveOptions({}, undefined)).toEqual(every(true));
    expect(resolveOptions({ pureIcons: false }, "")).toEqual({
      ...every(true),
      pureIcons: false,
    });
  });

  it("follow the environment's choice over gatsby-config's: off, all, or the named ones alone", () => {
    expect(resolveOptions({}, "off")).toEqual(every(false));
    expect(resolveOptions({ pureIcons: false }, "all")).toEqual(every(true));
    expect(resolveOptions({}, "pureIcons, pageOwnCss")).toEqual({
      ...every(false),
      pureIcons: true,
      pageOwnCss: true,
    });
  });

  it("refuse a name they do not know", () => {
    expect(() => resolveOptions({}, "pureIcon")).toThrow(/unknown pureIcon/);
  });
});
