import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  loaderData,
  loaderSources,
  loadScriptsAfterFirstPaint,
  LOADER_ID,
  rewriteBuiltPages,
} from "./scripts-after-first-paint";

const page = (scripts: string) =>
  `<!DOCTYPE html><html lang="it"><head><script>window.splash=1</script></head><body><div id="___gatsby"><main>Ciao</main></div>` +
  `<script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}</body></html>`;
const gatsbyScripts =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

const added = () =>
  [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));
const preloads = () =>
  [...document.querySelectorAll("link[rel=preload]")].map((link) => [
    link.getAttribute("href"),
    link.getAttribute("as"),
    link.getAttribute("crossorigin"),
  ]);

function runLoader(html: string): void {
  document.open();
  document.write(html);
  document.close();
}

describe("chunk scripts after the first paint", () => {
  it("replaces Gatsby's async chunk tags by one loader in the head and keeps every other script", () => {
    const out = loadScriptsAfterFirstPaint(page(gatsbyScripts));
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script>');
    expect(out).toContain("<script>window.splash=1</script>");
    expect(out.match(new RegExp(`id="${LOADER_ID}"`, "g"))).toHaveLength(1);
    expect(out).toMatch(/\["\/webpack-runtime-1\.js","\/framework-2\.js","\/app-3\.js"\]/);
    const loaderAt = out.indexOf(`<script id="${LOADER_ID}">`);
    expect(loaderAt).toBeGreaterThan(out.indexOf("<script>window.splash=1</script>"));
    expect(out.indexOf("</script></head>", loaderAt)).toBeLessThan(out.indexOf("<body>"));
    expect(out.endsWith('window.pagePath="/";</script></body></html>')).toBe(true);
  });

  it("is idempotent and leaves slice fragments and pages without chunk scripts alone", () => {
    const once = loadScriptsAfterFirstPaint(page(gatsbyScripts));
    expect(loadScriptsAfterFirstPaint(once)).toBe(once);
    const fragment = `<script src="/app-3.js" async></script>`;
    expect(loadScriptsAfterFirstPaint(fragment)).toBe(fragment);
    expect(loadScriptsAfterFirstPaint(page(""))).toBe(page(""));
  });

  it("keeps exactly one loader when a warm build re-stitches Gatsby's scripts into a rewritten page", () => {
    const rewritten = loadScriptsAfterFirstPaint(page(gatsbyScripts));
    const end = rewritten.indexOf(`<script id="${LOADER_ID}">`);
    const restitched = `${rewritten.slice(0, end)}${gatsbyScripts.replace("app-3", "app-4")}${rewritten.slice(end)}`;
    const out = loadScriptsAfterFirstPaint(restitched);
    expect(out.match(new RegExp(`id="${LOADER_ID}"`, "g"))).toHaveLength(1);
    expect(out).not.toMatch(/<script src=/);
    expect(loaderSources(out)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-4.js"]);
    expect(out).not.toContain("<link");
    expect(out).not.toContain("app-3.js");
  });

  describe("in the page", () => {
    let frames: FrameRequestCallback[];
    let readyState: jest.SpyInstance;
    let visibility: jest.SpyInstance;
    /** Runs the animation frames requested so far (and only those), as the browser's next frame would. */
    const nextFrame = () => frames.splice(0).forEach((callback) => callback(0));
    const parsed = () => {
      readyState.mockReturnValue("interactive");
      document.dispatchEvent(new Event("DOMContentLoaded"));
    };

    beforeEach(() => {
      frames = [];
      jest
        .spyOn(window, "requestAnimationFrame")
        .mockImplementation((callback) => frames.push(callback));
      readyState = jest.spyOn(document, "readyState", "get").mockReturnValue("loading"); // still parsing the body
      visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    });
    afterEach(() => jest.restoreAllMocks());

    it("preloads the page's JSON and chunks once its first frame is on screen, and runs nothing before the page is parsed", () => {
      const data = ["/page-data/index/page-data.json", "/page-data/app-data.json"];
      const html = loadScriptsAfterFirstPaint(page(gatsbyScripts), {
        scripts: ["/component---index-5.js"],
        data,
      });
      expect(html).not.toContain("<link");
      expect(loaderData(html)).toEqual(data);
      runLoader(html);
      // Nothing is asked for while the first frame (the splash, the hero beneath it) is drawn.
      expect(preloads()).toEqual([]);
      nextFrame();
      expect(preloads()).toEqual([]);
      nextFrame();
      expect(preloads()).toEqual([
        ...data.map((href) => [href, "fetch", "anonymous"]),
        ...["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js", "/component---index-5.js"].map(
          (href) => [href, "script", null],
        ),
      ]);
      expect(added()).toEqual([]);
      parsed();
      expect(added()).toEqual([
        "/webpack-runtime-1.js",
        "/framework-2.js",
        "/app-3.js",
        "/component---index-5.js",
      ]);
      expect(preloads()).toHaveLength(6);
    });

    it("adds the scripts, in order and once, when the page is parsed and its first frame drawn", () => {
      runLoader(loadScriptsAfterFirstPaint(page(gatsbyScripts)));
      parsed();
      // Parsed, but the first frame is not on screen yet: JavaScript from the cache would delay it.
      expect(added()).toEqual([]);
      nextFrame(); // the first frame is being drawn
      expect(added()).toEqual([]);
      nextFrame(); // the next one: the first is on screen
      expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
      expect(
        [...document.querySelectorAll<HTMLScriptElement>("script[src]")].every(
          (script) => script.async,
        ),
      ).toBe(true);
      parsed();
      nextFrame();
      expect(added()).toHaveLength(3);
      expect(preloads()).toHaveLength(3);
    });

    it("waits for the parser when the first frame comes before the end of the page", () => {
      runLoader(loadScriptsAfterFirstPaint(page(gatsbyScripts)));
      nextFrame();
      nextFrame();
      expect(added()).toEqual([]);
      parsed();
      expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    });

    it("does not wait for frames in a hidden tab, where they do not run", () => {
      visibility.mockReturnValue("hidden");
      runLoader(loadScriptsAfterFirstPaint(page(gatsbyScripts)));
      expect(frames).toHaveLength(0);
      parsed();
      expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    });
  });

  it("rewrites every built page under public/ with its own chunks and data, and reports how many", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    try {
      write("index.html", page(gatsbyScripts));
      write(
        "servizi/index.html",
        page(gatsbyScripts).replace('window.pagePath="/"', 'window.pagePath="/servizi/"'),
      );
      write("_gatsby/slices/_gatsby-scripts-1.html", gatsbyScripts);
      write(
        "page-data/index/page-data.json",
        JSON.stringify({
          componentChunkName: "component---index",
          staticQueryHashes: ["42"],
          slicesMap: {},
        }),
      );
      write(
        "page-data/servizi/page-data.json",
        JSON.stringify({ componentChunkName: "component---servizi", staticQueryHashes: [] }),
      );
      write("page-data/app-data.json", "{}");
      write("page-data/sq/d/42.json", "{}");
      // the not-found page's data folder: a directory with an .html name
      write("page-data/404.html/page-data.json", "{}");
      for (const file of ["shared-9.js", "component---index-5.js", "component---servizi-6.js"])
        write(file, "");
      write(
        "webpack.stats.json",
        JSON.stringify({
          namedChunkGroups: {
            "component---index": {
              assets: [
                { name: "styles.css" },
                { name: "shared-9.js" },
                { name: "component---index-5.js" },
              ],
            },
            "component---servizi": { assets: [{ name: "component---servizi-6.js" }] },
          },
        }),
      );
      expect(rewriteBuiltPages(dir)).toBe(2);
      const home = fs.readFileSync(path.join(dir, "index.html"), "utf8");
      expect(loaderSources(home)).toEqual([
        "/webpack-runtime-1.js",
        "/framework-2.js",
        "/app-3.js",
        "/shared-9.js",
        "/component---index-5.js",
      ]);
      expect(loaderData(home)).toEqual([
        "/page-data/index/page-data.json",
        "/page-data/app-data.json",
        "/page-data/sq/d/42.json",
      ]);
      const servizi = fs.readFileSync(path.join(dir, "servizi", "index.html"), "utf8");
      expect(loaderSources(servizi)).toEqual([
        "/webpack-runtime-1.js",
        "/framework-2.js",
        "/app-3.js",
        "/component---servizi-6.js",
      ]);
      expect(loaderData(servizi)).toEqual([
        "/page-data/servizi/page-data.json",
        "/page-data/app-data.json",
      ]);
      expect(
        fs.readFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8"),
      ).toBe(gatsbyScripts);
      expect(rewriteBuiltPages(dir)).toBe(0);

      // A page whose component chunk the build lacks could never hydrate: the build fails.
      write(
        "page-data/index/page-data.json",
        JSON.stringify({ componentChunkName: "component---gone" }),
      );
      write("index.html", page(gatsbyScripts));
      expect(() => rewriteBuiltPages(dir)).toThrow(/component---gone/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("loaderSources", () => {
  it("reads back the scripts a rewritten page loads, and nothing from other pages", () => {
    expect(loaderSources(loadScriptsAfterFirstPaint(page(gatsbyScripts)))).toEqual([
      "/webpack-runtime-1.js",
      "/framework-2.js",
      "/app-3.js",
    ]);
    expect(loaderSources(page(gatsbyScripts))).toEqual([]);
  });
});
