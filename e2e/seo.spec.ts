import assert from "node:assert/strict";
import sharp from "sharp";
import { siteUrl } from "../src/lib/site-url";
import { test, type OpenPage } from "./fixtures";
import { content, ROUTES } from "./helpers";

type Site = Queries.SiteYaml;

interface HeadFacts {
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  meta: Record<string, string>;
  icons: string[];
  manifest: string | null;
  jsonLd: string[];
}

/** Reads the head as the server rendered it (JavaScript off, as a crawler sees it). */
async function headOf(openPage: OpenPage, baseUrl: string, route: string): Promise<HeadFacts> {
  const opened = await openPage({ javaScriptEnabled: false });
  try {
    await opened.page.goto(baseUrl + route);
    // No named helper functions inside: tsx would wrap them in a __name() the page lacks.
    return await opened.page.evaluate(() => {
      const meta: Record<string, string> = {};
      for (const el of Array.from(document.querySelectorAll("meta[property], meta[name]"))) {
        meta[el.getAttribute("property") ?? el.getAttribute("name") ?? ""] =
          el.getAttribute("content") ?? "";
      }
      return {
        lang: document.documentElement.getAttribute("lang"),
        title: document.title,
        description:
          document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
        robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
        meta,
        icons: Array.from(
          document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]'),
        ).map((el) => el.getAttribute("href") ?? ""),
        manifest: document.querySelector('link[rel="manifest"]')?.getAttribute("href") ?? null,
        jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
          (el) => el.textContent ?? "",
        ),
      };
    });
  } finally {
    await opened.close();
  }
}

test("seo: unique Italian title and description, canonical, Open Graph and Twitter tags on every page", async ({
  baseUrl,
  root,
  openPage,
}) => {
  test.setTimeout(120_000);
  const site = content<Site>(root, "site.yaml");
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of ROUTES) {
    const head = await headOf(openPage, baseUrl, route);
    assert.equal(head.lang, "it", `${route}: <html lang="it">`);
    assert.ok(head.title.endsWith(`| ${site.companyName}`), `${route}: title "${head.title}"`);
    assert.ok(!titles.has(head.title), `${route}: title is unique`);
    titles.add(head.title);
    assert.ok(
      head.description && head.description.length >= 50 && head.description.length <= 170,
      `${route}: description length`,
    );
    assert.ok(!descriptions.has(head.description), `${route}: description is unique`);
    descriptions.add(head.description);
    assert.doesNotMatch(
      `${head.title} ${head.description}`,
      /\b(the|and|your|page|home|services|about)\b/i,
      `${route}: no English`,
    );
    assert.equal(head.canonical, `${siteUrl()}${route}`, `${route}: canonical`);
    assert.equal(head.robots, null, `${route}: indexable`);

    const m = head.meta;
    assert.equal(m["og:title"], head.title);
    assert.equal(m["og:description"], head.description);
    assert.equal(m["og:url"], head.canonical);
    assert.equal(m["og:locale"], "it_IT");
    assert.equal(m["og:type"], "website");
    assert.equal(m["twitter:card"], "summary_large_image");
    assert.equal(m["twitter:title"], head.title);
    assert.equal(m["twitter:image"], m["og:image"]);
    assert.ok(m["og:image:alt"] && m["og:image:alt"].length > 10, "share image has alt text");
    assert.ok(m["og:image"].startsWith(`${siteUrl()}/`), `${route}: absolute share image URL`);
    assert.equal(`${m["og:image:width"]}x${m["og:image:height"]}`, "1200x630");

    // The share image is a local file of the real size, served by the site.
    const imagePath = new URL(m["og:image"]).pathname;
    const response = await fetch(baseUrl + imagePath);
    assert.equal(response.status, 200, `${imagePath} is served`);
    const { width, height, format } = await sharp(
      Buffer.from(await response.arrayBuffer()),
    ).metadata();
    assert.equal(`${width}x${height}`, "1200x630", "share image is 1200×630");
    assert.match(format ?? "", /jpeg|png|webp/);
  }
});

test("seo: favicon, touch icon and web manifest are served and valid", async ({
  baseUrl,
  root,
  openPage,
}) => {
  const site = content<Site>(root, "site.yaml");
  const head = await headOf(openPage, baseUrl, "/");
  assert.ok(head.icons.includes("/favicon.svg") && head.icons.includes("/apple-touch-icon.png"));
  for (const icon of [...head.icons, "/favicon.ico"]) {
    const response = await fetch(baseUrl + icon);
    assert.equal(response.status, 200, `${icon} is served`);
    assert.match(response.headers.get("content-type") ?? "", /image\//, `${icon} is an image`);
  }
  assert.equal(head.manifest, "/site.webmanifest");
  const manifest = (await (await fetch(baseUrl + head.manifest)).json()) as {
    name: string;
    lang: string;
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  assert.equal(manifest.name, site.companyName);
  assert.equal(manifest.lang, "it");
  assert.ok(
    manifest.icons.some((icon) => icon.sizes === "512x512"),
    "a 512 px icon",
  );
  for (const icon of manifest.icons) {
    const response = await fetch(baseUrl + icon.src);
    assert.equal(response.status, 200, `${icon.src} is served`);
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    assert.equal(`${width}x${height}`, icon.sizes, `${icon.src} matches its declared size`);
  }
});

test("seo: sitemap lists the seven pages and not the 404; robots.txt points at it", async ({
  baseUrl,
}) => {
  const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
  assert.match(robots, /^User-agent: \*$/m);
  assert.match(robots, new RegExp(`^Sitemap: ${siteUrl()}/sitemap(-index)?\\.xml$`, "m"));
  const sitemapUrl = new URL(/^Sitemap: (.+)$/m.exec(robots)![1]).pathname;

  const locs = async (file: string) =>
    [...(await (await fetch(baseUrl + file)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1],
    );
  let pages = await locs(sitemapUrl);
  // A sitemap index lists sitemaps; follow them.
  if (pages.every((loc) => loc.endsWith(".xml"))) {
    pages = (await Promise.all(pages.map((loc) => locs(new URL(loc).pathname)))).flat();
  }
  assert.deepEqual([...pages].sort(), ROUTES.map((route) => `${siteUrl()}${route}`).sort());
  assert.ok(!pages.some((loc) => loc.includes("404")));
});

test("seo: JSON-LD for the agency on every page, with name, url, logo, phone, email, address and opening hours", async ({
  baseUrl,
  root,
  openPage,
}) => {
  const site = content<Site>(root, "site.yaml");
  for (const route of [...ROUTES, "/404.html"]) {
    const head = await headOf(openPage, baseUrl, route);
    assert.equal(head.jsonLd.length, 1, `${route}: one JSON-LD block`);
    const data = JSON.parse(head.jsonLd[0]) as Record<string, unknown> & {
      address: Record<string, string>;
    };
    assert.equal(data["@context"], "https://schema.org");
    assert.ok(["ProfessionalService", "Organization"].includes(String(data["@type"])));
    assert.equal(data.name, site.companyName);
    assert.equal(data.url, `${siteUrl()}/`);
    assert.equal(data.logo, `${siteUrl()}/logo.png`);
    assert.equal(data.telephone, site.phone.replace(/\s+/g, ""));
    assert.equal(data.email, site.email);
    assert.deepEqual(data.openingHours, ["Mo-Su 00:00-23:59"]);
    assert.equal(data.address["@type"], "PostalAddress");
    assert.equal(data.address.streetAddress, site.address.street);
    assert.equal(data.address.postalCode, site.address.postalCode);
    assert.equal(data.address.addressLocality, site.address.city);
    assert.equal(data.address.addressCountry, "IT");
  }
  const logo = await fetch(`${baseUrl}/logo.png`);
  assert.equal(logo.status, 200, "the logo the JSON-LD names is served");
  assert.equal(logo.headers.get("content-type"), "image/png");
});

test("seo: the 404 page is noindex and has no canonical", async ({ baseUrl, root, openPage }) => {
  const head = await headOf(openPage, baseUrl, "/una-pagina-inesistente/");
  assert.match(head.robots ?? "", /noindex/);
  assert.equal(head.canonical, null);
  assert.ok(head.title.endsWith(`| ${content<Site>(root, "site.yaml").companyName}`), head.title);
});
