/**
 * @jest-environment node
 */
/**
 * V8's compile hint on the built chunks (compile-hints.ts, wired in gatsby-node.ts):
 * which files carry it, and, in a real webpack production build under gatsby-node's config for
 * stage build-javascript, that it survives the minifier as the very first line and that the
 * source map counts that line. `npm run test:html` checks the site's own build.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { COMPILE_HINT, HINTED_CHUNK, startsWithCompileHint } from "./compile-hints";
import { gatsbyNodeConfig, productionBundle } from "../../__tests__/helpers/webpack-build";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  fs.writeFileSync(
    path.join(dir, "entry.js"),
    "module.exports = function greet(name) {\n  return `Ciao, ${name}`;\n};\n",
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("V8's compile hint on the built chunks", () => {
  it("goes on the framework, app, page and shared chunks, not on webpack's runtime, source maps or CSS", () => {
    const hinted = [
      "framework-070ef397b952cb090d0f.js",
      "app-6f3ae5a6715f28c7764e.js",
      "component---src-pages-portfolio-tsx-a3941195700c01c80035.js",
      "454-9fafe00e621f3ccd4289.js",
    ];
    const left = [
      "webpack-runtime-412462104dca1764abb2.js",
      "app-6f3ae5a6715f28c7764e.js.map",
      "app.27176ba0bccd250e323a.css",
      "page-data/index/page-data.json",
    ];
    expect(hinted.filter((file) => HINTED_CHUNK.test(file))).toEqual(hinted);
    expect(left.filter((file) => HINTED_CHUNK.test(file))).toEqual([]);
  });

  it("counts only on the first line, which is the only place V8 reads it", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad");
    expect(
      startsWithCompileHint(`${COMPILE_HINT}\n/*! license */\n(self.webpackChunk=[]).push()`),
    ).toBe(true);
    expect(
      startsWithCompileHint(`/*! license */\n${COMPILE_HINT}\n(self.webpackChunk=[]).push()`),
    ).toBe(false);
    expect(startsWithCompileHint(`${COMPILE_HINT}(self.webpackChunk=[]).push()`)).toBe(false);
  });

  it("is the first line of a minified production chunk, and its source map counts the line", async () => {
    const config = gatsbyNodeConfig("build-javascript");
    const { code } = await productionBundle(dir, "entry.js", "build", {
      plugins: config.plugins,
      devtool: "source-map",
    });
    expect(startsWithCompileHint(code)).toBe(true);
    expect(code.split("\n")[1]).toMatch(/Ciao, /); // minified: the code is the next line, whole
    const map = JSON.parse(fs.readFileSync(path.join(dir, "build", "main.js.map"), "utf8")) as {
      mappings: string;
    };
    expect(map.mappings.startsWith(";")).toBe(true); // line 1, the hint, maps to nothing
    expect(map.mappings.split(";")[1]).not.toBe("");
  }, 60_000);

  it("is what adds it: the development config leaves the chunks alone", async () => {
    const { code } = await productionBundle(dir, "entry.js", "develop", {
      plugins: gatsbyNodeConfig("develop").plugins,
    });
    expect(code).not.toContain(COMPILE_HINT);
  }, 60_000);
});
