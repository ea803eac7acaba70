/**
 * @jest-environment node
 */
/**
 * src/build/pure-icon-loader.js, in a real webpack production build of a module that imports one
 * icon's data the way the site does: with the loader, lucide's component machinery
 * (createLucideIcon, Icon, …) is left out of the bundle; without it (the control), webpack keeps it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack, { type Configuration, type StatsModule } from "webpack";

const LOADER = path.resolve("src/build/pure-icon-loader.js");
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
function bundle(withLoader: boolean): Promise<{ modules: string[]; warnings: string[]; code: string }> {
  const config: Configuration = {
    mode: "production",
    context: dir,
    entry: "./entry.mjs",
    output: { path: path.join(dir, withLoader ? "with" : "without"), library: { type: "commonjs2" } },
    resolve: { modules: [path.resolve("node_modules")] },
    module: { rules: withLoader ? [{ test: ICON_MODULE, use: [LOADER] }] : [] },
    optimization: { concatenateModules: false },
    devtool: false,
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error("no stats"));
      if (stats.hasErrors()) return reject(new Error(stats.toString("errors-only")));
      const json = stats.toJson({ modules: true, chunks: true, warnings: true });
      // modules webpack built but left out of every chunk (tree-shaken) are not in the bundle
      const inBundle = (m: StatsModule) => (m.chunks ?? []).length > 0;
      const names = (json.modules ?? []).filter(inBundle).map((m) => m.name ?? "").filter((name) => name.includes("lucide-react"));
      const code = fs.readFileSync(path.join(config.output!.path!, "main.js"), "utf8");
      resolve({ modules: names, warnings: (json.warnings ?? []).map((w) => w.message), code });
    });
  });
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
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loader = require(LOADER) as (this: unknown, source: string) => string;
    const context = { resourcePath: "x.mjs", emitWarning: (warning: Error) => warnings.push(warning) };
    expect(loader.call(context, "export const a = 1;")).toBe("export const a = 1;");
    expect(warnings.map((w) => w.message)).toEqual([expect.stringContaining("no createLucideIcon")]);
  });
});
