/**
 * @jest-environment node
 */
/**
 * Short CSS Modules class names in production (css-class-names.ts, wired in
 * gatsby-node.ts): set on Gatsby's own CSS Modules rule for both production stages, so that the
 * server render and the browser bundle name every class alike; readable in development; and what
 * css-loader then really exports, in a real webpack build under the server render's rule.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack, { type Configuration } from "webpack";
import {
  PRODUCTION_CLASS_NAME,
  cssModulesOptions,
  shortenCssModuleClassNames,
} from "./css-class-names";
import { gatsbyNodeConfig } from "../../__tests__/helpers/webpack-build";

/** The localIdentName of every css-loader with CSS Modules in a config. */
const identNames = (config: Configuration) =>
  cssModulesOptions(config.module?.rules).map((modules) => modules.localIdentName);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "css-class-names-"));
  fs.writeFileSync(
    path.join(dir, "card.module.css"),
    ".card { color: red; }\n.cardTitle { font-weight: 800; }\n",
  );
  fs.writeFileSync(
    path.join(dir, "entry.js"),
    'export { card, cardTitle } from "./card.module.css";\n',
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("CSS Modules class names", () => {
  it("are short in both production stages, the server render and the browser bundle, and readable in development", () => {
    expect(identNames(gatsbyNodeConfig("build-html"))).toEqual([PRODUCTION_CLASS_NAME]);
    expect(identNames(gatsbyNodeConfig("build-javascript"))).toEqual([PRODUCTION_CLASS_NAME]);
    expect(identNames(gatsbyNodeConfig("develop"))).toEqual(["[name]--[local]--[hash:hex:5]"]);
  });

  it("fail the build loudly when Gatsby's config has no CSS Modules rule to change", () => {
    expect(() =>
      shortenCssModuleClassNames([
        { test: /\.js$/, use: [{ loader: "/x/node_modules/babel-loader/lib/index.js" }] },
      ]),
    ).toThrow(/no css-loader with CSS Modules/);
  });

  it("are what css-loader exports under the server render's rule: six characters, distinct, valid CSS, the same on every build", async () => {
    const build = (outputName: string) =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const config = gatsbyNodeConfig("build-html");
        webpack(
          {
            mode: "production",
            target: "node",
            context: dir,
            entry: "./entry.js",
            output: { path: path.join(dir, outputName), library: { type: "commonjs2" } },
            resolve: { modules: [path.resolve("node_modules")] },
            resolveLoader: { modules: [path.resolve("node_modules")] },
            module: config.module,
            devtool: false,
          },
          (error, stats) => {
            if (error || !stats || stats.hasErrors())
              return reject(error ?? new Error(stats?.toString("errors-only")));
            resolve({
              // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle webpack just wrote, loaded as CommonJS
              ...(require(path.join(dir, outputName, "main.js")) as Record<string, string>),
            });
          },
        );
      });
    const first = await build("one");
    expect(Object.keys(first).sort()).toEqual(["card", "cardTitle"]);
    for (const name of Object.values(first)) {
      expect(name).toMatch(/^_?[\w-]{6}$/); // base64url, "_" first where the hash starts as no CSS name may
      expect(name).not.toMatch(/^(\d|-\d|--)/);
    }
    expect(first.card).not.toBe(first.cardTitle);
    expect(await build("two")).toEqual(first);
  }, 60_000);
});
