/**
 * @jest-environment node
 */
/**
 * An incremental `gatsby build` after a CSS-only change keeps the pages' old inline CSS and
 * webpack runtime (src/build/stale-pages.ts). Checked here: the premise, read from the installed
 * Gatsby (it always builds in slices mode, where a new browser compilation does not mark pages
 * for rendering); the check itself on built pages, fresh and stale; and the wiring: every build
 * is checked, `npm run build` starts from scratch, and Netlify's adapter restores no build cache.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import config from "../../gatsby-config";
import packageJson from "../../package.json";
import { assertNoStalePages, sharedAssetsNamed, stalePages } from "./stale-pages";
import { withoutBuildCache } from "./without-build-cache";
import { repoRoot } from "../../__tests__/helpers/repo";

const gatsbyFile = (relative: string) =>
  fs.readFileSync(require.resolve(`gatsby/dist/${relative}`), "utf8");

describe("the premise, in the installed Gatsby", () => {
  it("always sets slices mode, in which a new browser compilation hash marks no page for rendering", () => {
    expect(gatsbyFile("bootstrap/load-config/index.js")).toMatch(
      /process\.env\.GATSBY_SLICES = `true`/,
    );
    const reducer = gatsbyFile("redux/reducers/html.js");
    const onBrowserHash = reducer.slice(
      reducer.indexOf("case `SET_WEBPACK_COMPILATION_HASH`"),
      reducer.indexOf("case `ADD_SLICE_DATA_STATS`"),
    );
    expect(onBrowserHash).toMatch(/if \(!\("5" === `5` && process\.env\.GATSBY_SLICES\)\)/);
    expect(onBrowserHash).toContain("FLAG_DIRTY_BROWSER_COMPILATION_HASH");
  });
});

describe("stale pages", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-pages-"));
    fs.mkdirSync(path.join(dir, "servizi"));
    fs.writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({
        assetsByChunkName: {
          app: ["webpack-runtime-bbb222.js", "app.new111.css", "framework-ccc.js", "app-ddd.js"],
          "component---src-pages-index-tsx": [
            "component---src-pages-index-tsx.new222.css",
            "component---src-pages-index-tsx-eee.js",
          ],
        },
      }),
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const page = (styles: string, runtime: string) =>
    `<html><head><style data-href="/${styles}" data-identity="gatsby-global-css">body{}</style>` +
    `<link rel="preload" href="/${runtime}" as="script"><script>var s=["/${runtime}","/app-ddd.js"];</script></head><body></body></html>`;

  it("reads the inline styles' and the runtime's names from a page", () => {
    expect(sharedAssetsNamed(page("app.new111.css", "webpack-runtime-bbb222.js"))).toEqual([
      "/app.new111.css",
      "/webpack-runtime-bbb222.js",
    ]);
  });

  it("passes pages rendered by this build", () => {
    fs.writeFileSync(
      path.join(dir, "index.html"),
      page("app.new111.css", "webpack-runtime-bbb222.js"),
    );
    fs.writeFileSync(
      path.join(dir, "servizi", "index.html"),
      page("app.new111.css", "webpack-runtime-bbb222.js"),
    );
    expect(() => assertNoStalePages(dir)).not.toThrow();
  });

  it("fails a build that left pages with an earlier build's CSS and runtime, naming them", () => {
    fs.writeFileSync(
      path.join(dir, "index.html"),
      page("app.new111.css", "webpack-runtime-bbb222.js"),
    );
    fs.writeFileSync(
      path.join(dir, "servizi", "index.html"),
      page("app.old000.css", "webpack-runtime-aaa000.js"),
    );
    const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8"));
    expect(stalePages(dir, stats)).toEqual([
      { page: "servizi/index.html", assets: ["/app.old000.css", "/webpack-runtime-aaa000.js"] },
    ]);
    expect(() => assertNoStalePages(dir)).toThrow(
      /1 page\(s\)[\s\S]*servizi\/index\.html: \/app\.old000\.css, \/webpack-runtime-aaa000\.js[\s\S]*npm run build/,
    );
  });
});

describe("wiring", () => {
  it("checks every build in onPostBuild, while the stats are still in public/", () => {
    const gatsbyNode = fs.readFileSync(path.join(repoRoot, "gatsby-node.ts"), "utf8");
    const postBuild = gatsbyNode.slice(gatsbyNode.indexOf("export const onPostBuild"));
    expect(postBuild.indexOf("assertNoStalePages(publicDir)")).toBeGreaterThan(-1);
    expect(postBuild.indexOf("assertNoStalePages")).toBeLessThan(
      postBuild.indexOf("moveBuildMeta("),
    );
  });

  it("npm run build starts from scratch", () => {
    expect(packageJson.scripts.build).toMatch(/gatsby clean && .*gatsby build$/);
  });

  it("the Netlify adapter restores and stores no build cache", () => {
    const adapter = config.adapter as { name: string; cache?: unknown; adapt: unknown };
    expect(adapter.name).toBe("gatsby-adapter-netlify");
    expect(adapter.cache).toBeUndefined();
    expect(typeof adapter.adapt).toBe("function");
    const withCache = { name: "x", cache: { restore: () => true, store: () => undefined } };
    expect(withoutBuildCache(withCache)).toEqual({ name: "x", cache: undefined });
  });
});
