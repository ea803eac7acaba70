import { OPTIMISATIONS, resolveOptions } from "./options";

const every = (value: boolean) => Object.fromEntries(OPTIMISATIONS.map((name) => [name, value]));

describe("the plugin's options", () => {
  it("are each on unless gatsby-config sets it to false", () => {
    expect(resolveOptions({}, undefined)).toEqual(every(true));
    expect(resolveOptions({ compileHints: false }, "")).toEqual({
      ...every(true),
      compileHints: false,
    });
  });

  it("follow the environment's choice over gatsby-config's: off, all, or the named ones alone", () => {
    expect(resolveOptions({}, "off")).toEqual(every(false));
    expect(resolveOptions({ compileHints: false }, "all")).toEqual(every(true));
    expect(resolveOptions({}, "compileHints, pageOwnCss")).toEqual({
      ...every(false),
      compileHints: true,
      pageOwnCss: true,
    });
  });

  it("refuse a name they do not know", () => {
    expect(() => resolveOptions({}, "compileHint")).toThrow(/unknown compileHint/);
  });
});
