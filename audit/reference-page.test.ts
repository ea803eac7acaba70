/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopAllChildren, withReferenceServer } from "./processes";
import { REFERENCE_HTML, writeReferenceSite } from "./reference-page";

const root = path.resolve(__dirname, "..");

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
