/** @jest-environment node */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  cspHeaderRules,
  htmlFiles,
  inlineScriptHashes,
  metaContentSecurityPolicy,
  routePaths,
  writeCspHeaders,
  writeNotFoundMetaPolicy,
} from "./csp";

const sha = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("Content-Security-Policy generation", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("hashes inline executable scripts only", () => {
    const html = `<head><script>var a=1;</script><script src="/app.js"></script>
      <script type="application/ld+json">{"@type":"Organization"}</script><script id="x">window.b=2</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha("var a=1;"), sha("window.b=2")].sort());
  });

  it("allows no inline script without its hash and no eval", () => {
    const policy = contentSecurityPolicy([sha("x")]);
    expect(policy).toContain(`script-src 'self' ${sha("x")}`);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of [
      "connect-src 'self'",
      "img-src 'self' data:",
      "font-src 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "base-uri 'self'",
      "object-src 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it("writes one rule per route and no site-wide rule, keeping other headers", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "servizi"));
    fs.writeFileSync(path.join(dir, "index.html"), "<script>home()</script>");
    fs.writeFileSync(path.join(dir, "servizi", "index.html"), "<script>servizi()</script>");
    fs.writeFileSync(path.join(dir, "404.html"), "<script>missing()</script>");
    fs.writeFileSync(path.join(dir, "_headers"), "/static/*\n  Cache-Control: immutable\n");
    expect(routePaths(dir, path.join(dir, "servizi", "index.html"))).toEqual([
      "/servizi/",
      "/servizi",
    ]);

    writeCspHeaders(dir);
    writeCspHeaders(dir); // idempotent
    const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    expect(headers.startsWith("/static/*\n  Cache-Control: immutable\n")).toBe(true);
    expect(headers.match(/# csp start/g)).toHaveLength(1);
    const rules = cspHeaderRules(dir);
    const ruleFor = (route: string) =>
      rules
        .split("\n\n")
        .find((block) => block.includes(`\n${route}\n`) || block.startsWith(`${route}\n`));
    expect(ruleFor("/servizi/")).toContain(sha("servizi()"));
    expect(ruleFor("/servizi/")).not.toContain(sha("home()"));
    expect(ruleFor("/404.html")).toContain(sha("missing()"));
    // No two rules for one path: how a CDN would combine them does not matter.
    expect(rules).not.toMatch(/(^|\n)\/\*\n/);
    // Header names in lower case, as gatsby-adapter-netlify writes its own into the same file and
    // netlify.toml spells them: one spelling per header in what Netlify merges.
    const names = [...rules.matchAll(/^ {2}([^:\n]+):/gm)].map((match) => match[1]);
    expect(names).toContain("content-security-policy");
    expect(names.filter((name) => name !== name.toLowerCase())).toEqual([]);
  });

  it("puts the 404 page's policy (its own hashes, no frame-ancestors) in a <meta> before its scripts, once", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "404"));
    const page =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>missing()</script></head><body></body></html>';
    fs.writeFileSync(path.join(dir, "404.html"), page);
    fs.writeFileSync(path.join(dir, "404", "index.html"), page);
    expect(writeNotFoundMetaPolicy(dir)).toBe(2);
    expect(writeNotFoundMetaPolicy(dir)).toBe(2); // a warm build: replaced, not added
    for (const file of ["404.html", "404/index.html"]) {
      const html = fs.readFileSync(path.join(dir, file), "utf8");
      const metas = [
        ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g),
      ];
      expect(metas).toHaveLength(1);
      expect(metas[0][1]).toBe(metaContentSecurityPolicy([sha("missing()")]));
      expect(metas[0][1]).not.toContain("frame-ancestors");
      expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script>"));
    }
    expect(metaContentSecurityPolicy(["'sha256-x'"])).toBe(
      contentSecurityPolicy(["'sha256-x'"]).replace("frame-ancestors 'none'; ", ""),
    );
  });

  it("gives the admin its own policy and x-robots-tag, last, and leaves it out of the site pages", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "admin"));
    fs.writeFileSync(path.join(dir, "index.html"), "<script>home()</script>");
    fs.writeFileSync(
      path.join(dir, "admin", "index.html"),
      '<script src="admin.js" defer></script>',
    );
    expect(htmlFiles(dir)).toEqual([path.join(dir, "index.html")]);

    const rules = cspHeaderRules(dir, "http://127.0.0.1:8081");
    const blocks = rules.split("\n\n");
    const admin = blocks.filter((block) => /(^|\n)\/admin\/?\n/.test(block));
    expect(admin).toHaveLength(2);
    for (const block of admin) {
      expect(block).toContain(
        `content-security-policy: ${adminContentSecurityPolicy("http://127.0.0.1:8081")}`,
      );
      expect(block).toContain("x-robots-tag: noindex, nofollow");
    }
    // The admin's routes have one policy, its own: no other rule matches them.
    expect(
      rules
        .split("\n")
        .filter((line) => line.startsWith("/"))
        .filter((line) => /^\/(admin\/?|\*)$/.test(line)),
    ).toEqual(["/admin/", "/admin"]);
    // The site's pages keep their policy: no eval, no foreign origin.
    const home = blocks.find((block) => block.startsWith("/\n") || block.includes("\n/\n")) ?? "";
    expect(home).not.toMatch(/unsafe-eval|127\.0\.0\.1|github/);
  });

  it("the admin's policy: no CDN, no inline script, only the local proxy and GitHub's API to talk to", () => {
    const policy = adminContentSecurityPolicy("http://127.0.0.1:8081");
    const directive = (name: string) =>
      policy.split("; ").find((part) => part.startsWith(`${name} `));
    expect(directive("script-src")).toBe("script-src 'self' 'unsafe-eval'");
    expect(directive("connect-src")).toBe(
      "connect-src 'self' blob: http://127.0.0.1:8081 https://api.github.com",
    );
    expect(directive("img-src")).toBe(
      "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    );
    for (const locked of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "default-src 'self'",
      "font-src 'none'",
    ]) {
      expect(policy).toContain(locked);
    }
  });
});
