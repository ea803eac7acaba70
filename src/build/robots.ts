import fs from "node:fs";
import path from "node:path";

/**
 * gatsby-plugin-sitemap writes sitemap-index.xml and sitemap-0.xml; the site also offers the
 * conventional /sitemap.xml (the same list of pages) and a robots.txt pointing at it.
 */
export function writeSitemapAndRobots(publicDir: string, siteUrl: string): void {
  const pages = path.join(publicDir, "sitemap-0.xml");
  if (fs.existsSync(pages)) fs.copyFileSync(pages, path.join(publicDir, "sitemap.xml"));
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /404/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robots);
}
