import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test } from "./fixtures";
import { content, eventually, MOBILE, ROUTES, settle } from "./helpers";
import { loaderSources } from "../plugins/gatsby-plugin-first-load/scripts-after-first-paint";
import { inlinedStylesheets } from "../plugins/gatsby-plugin-first-load/stylesheet-order";

type Site = Queries.SiteYaml;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[0]))
    .map((m) => m[1]);
}

test("headers: every page is served with the security headers and a strict per-route CSP", async ({
  baseUrl,
}) => {
  for (const route of [...ROUTES, "/pagina-inesistente/"]) {
    const response = await fetch(baseUrl + route);
    const h = response.headers;
    assert.equal(h.get("x-content-type-options"), "nosniff", route);
    assert.equal(h.get("x-frame-options"), "DENY", route);
    assert.equal(h.get("referrer-policy"), "strict-origin-when-cross-origin", route);
    // netlify.toml's value, not Gatsby's deprecated "1; mode=block" from public/_headers.
    assert.equal(h.get("x-xss-protection"), "0", route);
    assert.match(h.get("strict-transport-security") ?? "", /max-age=31536000/, route);
    assert.match(h.get("permissions-policy") ?? "", /camera=\(\)/, route);

    // A page has its policy in a header of its own; the 404 page, served for any unknown path
    // (which no header rule names), carries it in a <meta> before its scripts.
    const body = await response.clone().text();
    const unknown = route === "/pagina-inesistente/";
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(body)?.[1];
    const csp = unknown ? meta : h.get("content-security-policy");
    // The local host answers with /404.html's own rule; Netlify may send none. Either way no other
    // policy may reach the page: a header, if any, is the same policy as the <meta>.
    const header = h.get("content-security-policy");
    if (unknown && header)
      assert.equal(
        header.replace("frame-ancestors 'none'; ", ""),
        meta,
        `${route}: the header policy is the page's own`,
      );
    assert.ok(csp, `${route}: has a CSP`);
    assert.ok(!csp.includes(","), `${route}: a single policy, not several merged ones`);
    const d = directives(csp);
    const scriptSrc = d.get("script-src") ?? d.get("default-src") ?? [];
    assert.ok(scriptSrc.includes("'self'"), `${route}: scripts from self`);
    assert.ok(!csp.includes("'unsafe-eval'"), `${route}: no unsafe-eval`);
    assert.ok(!scriptSrc.includes("'unsafe-inline'"), `${route}: no unsafe-inline for scripts`);
    assert.deepEqual(d.get("connect-src"), ["'self'"]);
    assert.deepEqual(d.get("img-src"), ["'self'", "data:"]);
    if (unknown)
      assert.equal(
        d.get("frame-ancestors"),
        undefined,
        `${route}: frame-ancestors is ignored in <meta>; X-Frame-Options refuses framing`,
      );
    else assert.deepEqual(d.get("frame-ancestors"), ["'none'"]);
    assert.deepEqual(d.get("form-action"), ["'self'"]);
    assert.deepEqual(d.get("base-uri"), ["'self'"]);
    assert.deepEqual(d.get("object-src"), ["'none'"]);
    assert.equal(d.get("default-src")?.join(" "), "'self'");

    // Every inline script the page carries is allowed by its hash, and nothing else inline is.
    if (response.status === 200) {
      const html = await response.text();
      const scripts = inlineScripts(html);
      assert.ok(scripts.length >= 1, `${route}: Gatsby's inline scripts found`);
      for (const script of scripts) {
        const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
        assert.ok(
          scriptSrc.includes(hash),
          `${route}: CSP allows inline script ${script.slice(0, 40)}…`,
        );
      }
    }
  }
});

test("headers: the site runs under its CSP with zero violations (first visit, navigation, contact form)", async ({
  baseUrl,
  root,
  openPage,
}) => {
  test.setTimeout(120_000);
  const site = content<Site>(root, "site.yaml");
  const opened = await openPage({ viewport: MOBILE, skipSplash: false });
  try {
    const { page } = opened;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = async () =>
      page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    const found: string[] = [];
    for (const route of ROUTES) {
      await page.goto(baseUrl + route);
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      found.push(...(await violations()).map((v) => `${route}: ${v}`));
    }
    // Client-side navigation loads page-data and chunks under the same policy.
    await page.goto(baseUrl + "/");
    await settle(page);
    await page.locator('button[aria-controls="mobile-menu"]').click();
    await page.locator("#mobile-menu").getByRole("link", { name: site.nav[2].label }).click();
    await page.waitForURL(`**${site.nav[2].to}`);
    await page.waitForLoadState("networkidle");
    found.push(...(await violations()).map((v) => `navigation: ${v}`));

    // The form posts with fetch (connect-src 'self').
    await page.goto(baseUrl + "/contatti/");
    await settle(page);
    const { form } = content<NonNullable<Queries.ContactPageQuery["contactYaml"]>>(
      root,
      "contact.yaml",
    );
    await page.getByLabel(form.nameLabel, { exact: false }).first().fill("Paolo Neri");
    await page.getByLabel(form.emailLabel, { exact: false }).first().fill("paolo@example.it");
    await page
      .getByLabel(form.messageLabel, { exact: false })
      .first()
      .fill("Vorrei un preventivo.");
    await page.locator('form button[type="submit"]').click();
    await page.getByRole("status").getByText(site.toasts.success.title).waitFor();
    found.push(...(await violations()).map((v) => `contact: ${v}`));

    const consoleCsp = opened.messages
      .filter((m) => /Content Security Policy/i.test(m.text()))
      .map((m) => m.text());
    assert.deepEqual([...found, ...consoleCsp], []);
    assert.deepEqual(opened.errors, []);
  } finally {
    await opened.close();
  }
});

test("headers: a page framed by another page is refused", async ({ baseUrl, openPage }) => {
  const opened = await openPage();
  try {
    const { page } = opened;
    await page.setContent(`<iframe src="${baseUrl}/" style="width:800px;height:600px"></iframe>`);
    await eventually(
      () =>
        opened.messages.some((m) =>
          /frame-ancestors|X-Frame-Options|refused to display/i.test(m.text()),
        ),
      "the framing is refused",
      5000,
    );
    const frame = page.frames().find((f) => f.url().startsWith(baseUrl));
    assert.ok(
      !frame || (await frame.locator("main").count()) === 0,
      "the site does not render inside a frame",
    );
  } finally {
    await opened.close();
  }
});

test("headers: caching — HTML and page-data revalidate, hashed assets are immutable", async ({
  baseUrl,
}) => {
  const revalidate = /^public, max-age=0, must-revalidate$/;
  const immutable = "public, max-age=31536000, immutable";
  for (const route of ROUTES) {
    assert.match(
      (await fetch(baseUrl + route)).headers.get("cache-control") ?? "",
      revalidate,
      `${route} HTML`,
    );
    const pageData = `/page-data${route === "/" ? "/index" : route.replace(/\/$/, "")}/page-data.json`;
    assert.match(
      (await fetch(baseUrl + pageData)).headers.get("cache-control") ?? "",
      revalidate,
      pageData,
    );
  }
  const html = await (await fetch(`${baseUrl}/portfolio/`)).text();
  const assets = [
    ...[...html.matchAll(/(?:src|href)="(\/[^"]+?\.(?:js|avif|webp|jpg))"/g)].map((m) => m[1]),
    ...loaderSources(html),
    // The inlined stylesheets' files: a client-side navigation fetches the next page's.
    ...inlinedStylesheets(html),
  ];
  assert.ok(
    assets.some((a) => a.endsWith(".js")),
    "scripts found",
  );
  assert.ok(
    assets.filter((a) => a.endsWith(".css")).length >= 2,
    "the app's and the page's stylesheets found",
  );
  assert.ok(
    assets.some((a) => a.startsWith("/static/")),
    "static assets found",
  );
  for (const asset of new Set(assets)) {
    const response = await fetch(baseUrl + asset);
    assert.equal(response.status, 200, asset);
    assert.equal(response.headers.get("cache-control"), immutable, asset);
  }
  // Unhashed files keep revalidating.
  for (const file of [
    "/favicon.svg",
    "/site.webmanifest",
    "/robots.txt",
    "/sitemap.xml",
    "/admin/admin.css",
  ]) {
    assert.doesNotMatch(
      (await fetch(baseUrl + file)).headers.get("cache-control") ?? "",
      /immutable/,
      file,
    );
  }
});

test("headers: no secret or server code reaches the published files", async ({
  baseUrl,
  publicDir,
}) => {
  const forbidden = [
    /MAILGUN_API_KEY/,
    /e2e-test-key-3f9a7c/,
    /\bkey-[0-9a-f]{32}\b/,
    /messages\.create\(/,
    /send-contact-email\.ts/,
  ];
  const secretFromEnv = process.env.MAILGUN_API_KEY;
  if (secretFromEnv)
    forbidden.push(new RegExp(secretFromEnv.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        /\.(html|js|json|txt|map|css|xml|webmanifest)$/.test(entry.name) ||
        entry.name === "_headers" ||
        entry.name === "_redirects"
      ) {
        const text = fs.readFileSync(file, "utf8");
        for (const pattern of forbidden)
          if (pattern.test(text)) hits.push(`${path.relative(publicDir, file)}: ${pattern}`);
      }
    }
  };
  walk(publicDir);
  assert.deepEqual(hits, []);
  assert.ok(!fs.existsSync(path.join(publicDir, ".env")));
  assert.equal((await fetch(`${baseUrl}/.env`)).status, 404);
});
