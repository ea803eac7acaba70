import { classNames } from "./class-names";

describe("classNames", () => {
  it("joins the names given with single spaces and leaves out the absent ones, so no class attribute ends in a space", () => {
    expect(classNames("a", "b")).toBe("a b");
    expect(classNames("a", undefined)).toBe("a");
    expect(classNames(undefined, "b", null, false, "", "c")).toBe("b c");
    expect(classNames()).toBe("");
  });
});
