/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  compileForPattern,
  headersForPath,
  normalizeHeaderValue,
  parseHeadersFile,
  parseNetlifyTomlHeaders,
} from "../../netlify/local/headers";

describe("compileForPattern (Netlify `for` globs)", () => {
  const matches = (pattern: string, pathname: string) => compileForPattern(pattern).test(pathname);

  it("/* matches every path", () => {
    for (const p of ["/", "/a", "/servizi/", "/a/b/c.js", "/page-data/index/page-data.json"]) expect(matches("/*", p)).toBe(true);
  });

  it("/static/* matches the folder and everything below it only", () => {
    expect(matches("/static/*", "/static/abc/logo.png")).toBe(true);
    expect(matches("/static/*", "/static/")).toBe(true);
    expect(matches("/static/*", "/static")).toBe(true);
    // Same quirk as @netlify/headers-parser: the slash before a standalone * is optional.
    expect(matches("/static/*", "/staticky/x")).toBe(true);
    expect(matches("/static/*", "/other/static/x")).toBe(false);
  });

  it("* inside a segment crosses slashes; the rest is literal", () => {
    expect(matches("/*.js", "/app-1234.js")).toBe(true);
    expect(matches("/*.js", "/~partytown/partytown.js")).toBe(true);
    expect(matches("/*.js", "/app.json")).toBe(false);
    expect(matches("/*.js", "/appxjs")).toBe(false);
    expect(matches("/a*.js", "/app-1.js")).toBe(true);
    expect(matches("/a*.js", "/b/app-1.js")).toBe(false);
  });

  it("exact paths match with or without the trailing slash, ignoring case", () => {
    expect(matches("/servizi/", "/servizi/")).toBe(true);
    expect(matches("/servizi/", "/servizi")).toBe(true);
    expect(matches("/servizi", "/SERVIZI/")).toBe(true);
    expect(matches("/servizi/", "/servizi/x")).toBe(false);
    expect(matches("/", "/")).toBe(true);
    expect(matches("/", "/a")).toBe(false);
  });

  it(":placeholder matches one segment", () => {
    expect(matches("/blog/:slug", "/blog/post")).toBe(true);
    expect(matches("/blog/:slug", "/blog/post/more")).toBe(false);
  });
});

describe("parseHeadersFile (_headers)", () => {
  const text = [
    "# comment",
    "/*",
    "  X-Frame-Options: DENY",
    "",
    "/servizi/",
    "  Content-Security-Policy: default-src 'self'; img-src 'self' https://images.example",
    "  Link: </a.css>; rel=preload",
    "  Link: </b.css>; rel=preload",
    "/empty/",
  ].join("\r\n");

  it("reads path blocks, keeps colons in values and joins repeated headers", () => {
    const rules = parseHeadersFile(text);
    expect(rules.map((rule) => rule.for)).toEqual(["/*", "/servizi/"]);
    expect(rules[1].values).toEqual({
      "Content-Security-Policy": "default-src 'self'; img-src 'self' https://images.example",
      Link: "</a.css>; rel=preload, </b.css>; rel=preload",
    });
  });

  it("rejects a header before any path", () => {
    expect(() => parseHeadersFile("  X-A: b\n/x\n  X-B: c")).toThrow(/before any path/);
  });
});

describe("parseNetlifyTomlHeaders", () => {
  it("reads [[headers]] tables and normalises multi-line and array values", () => {
    const rules = parseNetlifyTomlHeaders(`
[build]
  publish = "public"
[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
    Cache-Control = '''
    public,
    max-age=0'''
    Link = ["</a.css>; rel=preload", "</b.css>; rel=preload"]
`);
    expect(rules).toHaveLength(1);
    expect(rules[0].values).toEqual({
      "X-Frame-Options": "DENY",
      "Cache-Control": "public, max-age=0",
      Link: "</a.css>; rel=preload, </b.css>; rel=preload",
    });
  });

  it("returns no rules without [[headers]] and throws on malformed ones", () => {
    expect(parseNetlifyTomlHeaders(`[build]\ncommand = "x"`)).toEqual([]);
    expect(() => parseNetlifyTomlHeaders(`[[headers]]\nfor = "no-slash"\n[headers.values]\nA = "b"`)).toThrow();
    expect(() => parseNetlifyTomlHeaders(`[[headers]]\nfor = "/*"\n[headers.values]\nA = 1`)).toThrow();
    expect(() => parseNetlifyTomlHeaders(`[[headers]\n`)).toThrow();
  });

  it("normalizeHeaderValue never leaves line breaks", () => {
    expect(normalizeHeaderValue("a\n  b")).toBe("a b");
  });
});

describe("headersForPath", () => {
  const rules = [
    ...parseHeadersFile("/*\n  referrer-policy: same-origin\n  X-From-File: 1\n/servizi/\n  Content-Security-Policy: default-src 'self'"),
    ...parseNetlifyTomlHeaders(`[[headers]]\nfor = "/*"\n[headers.values]\nReferrer-Policy = "strict-origin-when-cross-origin"`),
  ];

  it("applies every matching rule; a later rule wins for the same header, case-insensitively", () => {
    expect(headersForPath("/servizi/", rules)).toEqual({
      "X-From-File": "1",
      "Content-Security-Policy": "default-src 'self'",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(headersForPath("/chi-siamo/", rules)).not.toHaveProperty("Content-Security-Policy");
  });
});

describe("the project's netlify.toml", () => {
  const rules = parseNetlifyTomlHeaders(readFileSync(path.join(__dirname, "../../netlify.toml"), "utf8"));
  const IMMUTABLE = "public, max-age=31536000, immutable";
  const REVALIDATE = "public, max-age=0, must-revalidate";

  it("sends the security headers everywhere", () => {
    for (const p of ["/", "/servizi/", "/app-1a2b.js", "/static/x/logo.png", "/404.html"]) {
      expect(headersForPath(p, rules)).toMatchObject({
        "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
        "X-Frame-Options": "DENY",
      });
    }
    expect(JSON.stringify(rules)).not.toMatch(/Content-Security-Policy/i);
  });

  it.each([
    "/app-3f1c2b9a8d7e6f5a4b3c.js",
    "/framework-0a1b2c3d4e5f.js",
    "/webpack-runtime-0a1b2c3d4e5f.js",
    "/polyfill-0a1b2c3d4e5f.js",
    "/commons-0a1b2c3d4e5f.js",
    "/styles-0a1b2c3d4e5f.js",
    "/component---src-pages-index-tsx-0a1b2c3d4e5f.js",
    "/252-0a1b2c3d4e5f.js",
    "/9f86d081-0a1b2c3d4e5f.js",
    "/e3b0c44298fc1c149afbf4c8996fb92427ae41e4-0a1b2c3d4e5f.js",
    "/static/d3f1/logo.png",
  ])("caches the hashed asset %s for a year", (p) => {
    expect(headersForPath(p, rules)["Cache-Control"]).toBe(IMMUTABLE);
  });

  it.each(["/~partytown/partytown.js", "/~partytown/partytown-sw.js", "/~partytown/debug/partytown-atomics.js", "/sw.js"])(
    "does not mark the unhashed %s immutable",
    (p) => {
      expect(headersForPath(p, rules)["Cache-Control"]).not.toBe(IMMUTABLE);
    },
  );

  it.each(["/index.html", "/servizi/index.html", "/404.html", "/page-data/index/page-data.json", "/page-data/app-data.json"])(
    "makes %s revalidate",
    (p) => {
      expect(headersForPath(p, rules)["Cache-Control"]).toBe(REVALIDATE);
    },
  );

  // (Gatsby emits no .html under /static/, the one theoretical overlap of /static/* and /*.html.)
  it("never lets two of its rules set the same header for one file", () => {
    const samples = [
      "/",
      "/index.html",
      "/servizi/",
      "/404.html",
      "/app-1.js",
      "/c-1.js",
      "/component---x-1.js",
      "/static/a/b.js",
      "/page-data/x/page-data.json",
      "/~partytown/partytown.js",
    ];
    for (const sample of samples) {
      const counts = new Map<string, number>();
      for (const rule of rules.filter((r) => r.pattern.test(sample))) {
        for (const name of Object.keys(rule.values)) counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
      }
      for (const [name, count] of counts) expect(`${sample} ${name} ×${count}`).toBe(`${sample} ${name} ×1`);
    }
  });
});
