/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopAllChildren, withReferenceServer } from "./processes";
import {
  HOME_REFERENCES,
  REFERENCE_HTML,
  localFiles,
  withoutScripts,
  writeReferenceSite,
} from "./reference-page";
import { splashScript } from "../../src/components/splash/splash-script";

const root = path.resolve(__dirname, "..", "..");

afterAll(() => stopAllChildren());

describe("the timeline's reference page", () => {
  it("is served by the site's own host with the site's header rules, and revalidates on reload as a page of the site does", async () => {
    const seen = await withReferenceServer(async (url) => {
      const first = await fetch(`${url}/`);
      const etag = first.headers.get("etag");
      const again = await fetch(`${url}/`, { headers: { "If-None-Match": etag ?? "" } });
      return {
        status: first.status,
        body: await first.text(),
        cacheControl: first.headers.get("cache-control"),
        nosniff: first.headers.get("x-content-type-options"),
        etag,
        revalidated: again.status,
      };
    }, root);
    expect(seen).toEqual({
      status: 200,
      body: REFERENCE_HTML,
      cacheControl: "public, max-age=0, must-revalidate",
      nosniff: "nosniff",
      etag: expect.any(String),
      revalidated: 304,
    });
  }, 60_000);

  it("is deleted once measured, also when the measurement fails", async () => {
    const referenceDirs = () =>
      fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("audit-reference-"));
    const before = referenceDirs();
    let during: string[] = [];
    await expect(
      withReferenceServer(async () => {
        during = referenceDirs();
        throw new Error("the measurement failed");
      }, root),
    ).rejects.toThrow("the measurement failed");
    expect(during.length).toBe(before.length + 1);
    expect(referenceDirs()).toEqual(before);
  }, 60_000);

  it("holds nothing but a main h1: no style, no script, no font", () => {
    const site = writeReferenceSite(root);
    try {
      const html = fs.readFileSync(path.join(site.dir, "public", "index.html"), "utf8");
      expect(html).toMatch(/<main><h1>[^<]+<\/h1><\/main>/);
      expect(html).not.toMatch(/<(style|script|link)\b/);
      expect(fs.readFileSync(path.join(site.dir, "netlify.toml"), "utf8")).toBe(
        fs.readFileSync(path.join(root, "netlify.toml"), "utf8"),
      );
    } finally {
      site.remove();
    }
    expect(fs.existsSync(site.dir)).toBe(false);
  });
});

/** A built Home in miniature: every kind of script and link the real one has. */
const SPLASH = `<script>${splashScript}</script>`;
const LD_JSON =
  '<script type="application/ld+json" data-gatsby-head="true">{"@type":"ProfessionalService"}</script>';
const BODY =
  '<body><div id="___gatsby"><main id="main"><h1>Titolo</h1><a href="/servizi/">Servizi</a><img src="/static/abc/foto.avif" alt=""></main></div>';
const HOME = [
  '<!DOCTYPE html><html lang="it"><head>',
  SPLASH,
  '<style data-href="/app.1.css">html[data-lay=staged] #main>:not([data-laid]){display:none}</style>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" data-gatsby-head="true"/>',
  '<link rel="manifest" href="/site.webmanifest" data-gatsby-head="true"/>',
  LD_JSON,
  '<link rel="preload" href="/page-data/index/page-data.json" as="fetch" crossorigin="anonymous" data-preload="scripts-after-first-paint">',
  '<link rel="preload" href="/app-1.js" as="script" fetchpriority="low" data-preload="scripts-after-first-paint">',
  '<link rel="modulepreload" href="/module-1.js">',
  '<link rel="preload" href="/static/abc/foto.avif" as="image">',
  '<script id="scripts-after-first-paint">(function(d,w){var s=["/app-1.js"];})(document,window);</script>',
  "</head>",
  BODY,
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
  '<script>window.___webpackCompilationHash="1";</script><script src="/later.js" async></script></body></html>',
].join("");

describe("Home's references", () => {
  const executableScripts = (html: string) =>
    [...html.matchAll(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g)].map(
      (match) => match[0],
    );

  it("without any script: no script runs and nothing is preloaded for one, while the document, its styles, icons, image preload and structured data stay", () => {
    const html = withoutScripts(HOME, false);
    expect(executableScripts(html)).toEqual([]);
    expect(html).not.toMatch(/as="(script|fetch)"|modulepreload/);
    for (const kept of [
      LD_JSON,
      BODY,
      "html[data-lay=staged]",
      'href="/favicon.svg"',
      'href="/site.webmanifest"',
      'href="/static/abc/foto.avif" as="image"',
    ])
      expect(html).toContain(kept);
  });

  it("with the splash alone: the splash's head script, first in the head as on the site, is the only script", () => {
    const html = withoutScripts(HOME, true);
    expect(executableScripts(html)).toEqual([SPLASH]);
    expect(html.indexOf(SPLASH)).toBe(HOME.indexOf(SPLASH));
    expect(html).toContain(BODY);
  });

  it("refuses a page without the splash's head script, rather than measure something else under its name", () => {
    expect(() => withoutScripts(HOME.replace(SPLASH, ""), false)).toThrow(/no splash head script/);
  });

  it("are served from the reference site with the site's own files they ask for, and the site's pages are not", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-public-"));
    try {
      fs.writeFileSync(path.join(publicDir, "index.html"), HOME);
      fs.writeFileSync(path.join(publicDir, "favicon.svg"), "<svg/>");
      fs.writeFileSync(path.join(publicDir, "app.1.css"), "inlined already");
      fs.mkdirSync(path.join(publicDir, "static", "abc"), { recursive: true });
      fs.writeFileSync(path.join(publicDir, "static", "abc", "foto.avif"), "avif");
      fs.mkdirSync(path.join(publicDir, "servizi"));
      fs.writeFileSync(path.join(publicDir, "servizi", "index.html"), "servizi");
      expect(localFiles(withoutScripts(HOME, false), publicDir).sort()).toEqual([
        "/favicon.svg",
        "/static/abc/foto.avif",
      ]);

      const seen = await withReferenceServer(
        async (url) => {
          const get = async (route: string) => {
            const response = await fetch(`${url}${route}`);
            return { status: response.status, body: await response.text() };
          };
          return {
            pages: await Promise.all(HOME_REFERENCES.map((reference) => get(reference.route))),
            image: await get("/static/abc/foto.avif"),
            page: await get("/servizi/"),
          };
        },
        root,
        publicDir,
      );
      expect(seen.pages).toEqual(
        HOME_REFERENCES.map((reference) => ({
          status: 200,
          body: withoutScripts(HOME, reference.splash),
        })),
      );
      expect(seen.image).toEqual({ status: 200, body: "avif" });
      expect(seen.page).toEqual({ status: 404, body: REFERENCE_HTML });
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  }, 60_000);
});
