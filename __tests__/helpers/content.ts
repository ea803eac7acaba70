/** Loads the real YAML under content/ for component tests, shaped as GraphQL returns it. */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { useStaticQuery } from "gatsby";
import { filesUnder } from "../../src/build/files-under";
import { siteIcon } from "../../src/components/icon/editor-icons";
import { drawIcons } from "../../src/content-model/icon-fields";

export const contentRoot = path.join(__dirname, "..", "..", "content");

/** Every YAML file under content/, as paths relative to it ("services.yaml", "legal/privacy-policy.yaml"), sorted. */
export function contentYamlFiles(dir = contentRoot): string[] {
  return filesUnder(dir).filter((file) => /\.ya?ml$/.test(file));
}

/** A content file's YAML as GraphQL gives it to the components: its icons drawn (type SiteIcon). */
export function loadContent<T = Record<string, unknown>>(file: string): T {
  return drawIcons(
    file,
    yaml.load(fs.readFileSync(path.join(contentRoot, file), "utf8")) as T,
    siteIcon,
  );
}

/** A content file's YAML as written (icon names, not drawings). */
export function loadYaml<T = Record<string, unknown>>(file: string): T {
  return yaml.load(fs.readFileSync(path.join(contentRoot, file), "utf8")) as T;
}

export const TEST_SITE_URL = "https://www.example.test";

/** What the `UseSite` static query returns, built from content/site.yaml. */
export function siteQueryResult(): Queries.UseSiteQuery {
  const site = loadContent<Record<string, unknown> & { seo: { shareImageAlt: string } }>(
    "site.yaml",
  );
  return {
    site: { siteMetadata: { siteUrl: TEST_SITE_URL } },
    siteYaml: {
      ...site,
      seo: {
        shareImageAlt: site.seo.shareImageAlt,
        shareImage: {
          publicURL: "/static/share.jpg",
          childImageSharp: { original: { width: 1200, height: 630 } },
        },
      },
    },
  } as unknown as Queries.UseSiteQuery;
}

/** Makes every useStaticQuery call return the site file. */
export function mockSiteQuery(): Queries.UseSiteQuery {
  const result = siteQueryResult();
  (useStaticQuery as jest.Mock).mockReturnValue(result);
  return result;
}
