import fs from "node:fs";
import path from "node:path";
import { decapPatches, patchDecap, PATCHED } from "./decap-patches";

/** Where the admin bundle finds Decap's core: beside decap-cms-app, which depends on it. */
const decapCore = path.dirname(
  require.resolve("decap-cms-core/package.json", {
    paths: [path.dirname(require.resolve("decap-cms-app/package.json"))],
  }),
);

describe("Decap patches", () => {
  it("each applies, once, to the installed Decap (an update that changes the text fails here)", () => {
    for (const file of new Set(decapPatches.map((patch) => patch.file))) {
      const installed = path.join(decapCore, "..", file);
      expect(installed).toMatch(PATCHED);
      const text = fs.readFileSync(installed, "utf8");
      const patched = patchDecap(installed, text);
      for (const patch of decapPatches.filter((candidate) => candidate.file === file)) {
        expect(patched).toContain(patch.replace);
        expect(patched).not.toContain(patch.find);
      }
    }
  });

  it("refuses, with the reason, a file whose text changed", () => {
    const [patch] = decapPatches;
    expect(() => patchDecap(`/x/node_modules/${patch.file}`, "changed")).toThrow(patch.why);
    expect(() =>
      patchDecap(`/x/node_modules/${patch.file}`, `${patch.find}\n${patch.find}`),
    ).toThrow(/once/);
  });

  it("leaves other files alone", () => {
    expect(patchDecap("/x/node_modules/other/index.js", "text")).toBe("text");
  });
});
