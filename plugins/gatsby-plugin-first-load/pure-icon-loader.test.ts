/**
 * @jest-environment node
 */
/**
 * pure-icon-loader.js, in a real webpack production build of a module that imports one
 * icon's data the way the site does: with the loader, lucide's component machinery
 * (createLucideIcon, Icon, …) is left out of the bundle; without it (the control), webpack keeps it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { productionBundle, type Bundle } from "../../__tests__/helpers/webpack-build";
import { PURE_ICON_LOADER } from "./plugin-files";

const LOADER = PURE_ICON_LOADER;
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "pure-icon-"));
  fs.writeFileSync(
    path.join(dir, "entry.mjs"),
    'import { __iconData as rocket } from "lucide-react/icons/rocket";\nexport const name = rocket.name;\n',
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The lucide-react modules in a production bundle of entry.mjs, its warnings and its code. */
async function bundle(withLoader: boolean): Promise<Bundle> {
  const rules = withLoader ? [{ test: ICON_MODULE, use: [LOADER] }] : [];
  const built = await productionBundle(dir, "entry.mjs", withLoader ? "with" : "without", {
    module: { rules },
  });
  return { ...built, modules: built.modules.filter((name) => name.includes("lucide-react")) };
}

describe("pure-icon-loader", () => {
  it("drops lucide's component machinery and keeps the icon's data", async () => {
    const shaken = await bundle(true);
    expect(shaken.warnings).toEqual([]);
    expect(shaken.modules.some((name) => name.endsWith("icons/rocket.mjs"))).toBe(true);
    expect(shaken.modules.filter((name) => !/icons\/rocket\.mjs$/.test(name))).toEqual([]);
    expect(shaken.code).toContain("M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5"); // the rocket's first path
    expect(shaken.code).not.toMatch(/stroke-width|strokeWidth/); // lucide's default attributes (Icon)
  }, 60_000);

  it("is what removes it: without the loader webpack keeps createLucideIcon and Icon", async () => {
    const plain = await bundle(false);
    expect(plain.modules.some((name) => name.endsWith("createLucideIcon.mjs"))).toBe(true);
    expect(plain.modules.some((name) => name.endsWith("Icon.mjs"))).toBe(true);
  }, 60_000);

  it("warns when a lucide icon module has no createLucideIcon call to mark", () => {
    const warnings: Error[] = [];
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader is a CommonJS module
    const loader = require(LOADER) as (this: unknown, source: string) => string;
    const context = {
      resourcePath: "x.mjs",
      emitWarning: (warning: Error) => warnings.push(warning),
    };
    expect(loader.call(context, "export const a = 1;")).toBe("export const a = 1;");
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringContaining("no createLucideIcon"),
    ]);
  });
});
