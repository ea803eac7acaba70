/** Loads the real YAML under content/ for component tests, shaped as GraphQL returns it. */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { useStaticQuery } from "gatsby";
import { filesUnder } from "../../src/build/files-under";
import { siteIcon } from "../../src/components/icon/editor-icons";
import { placeholderValues, type CompanyData } from "../../src/content-model/model/placeholders";
import { asQueried } from "../../src/content-model/queried";

export const contentRoot = path.join(__dirname, "..", "..", "content");

/** Every YAML file under content/, as paths relative to it ("services.yaml", "legal/privacy-policy.yaml"), sorted. */
export function contentYamlFiles(dir = contentRoot): string[] {
  return filesUnder(dir).filter((file) => /\.ya?ml$/.test(file));
}

/**
 * A content file's YAML as GraphQL gives it to the components: its icons drawn (type SiteIcon) and
 * its placeholders filled from site.yaml.
 */
export function loadContent<T = Record<string, unknown>>(file: string): T {
  const values = placeholderValues(loadYaml<CompanyData>("site.yaml"));
  return asQueried(file, loadYaml<T>(file), { draw: siteIcon, values });
}

/** A content file's YAML as written (icon names, not drawings). */
export function loadYaml<T = Record<string, unknown>>(file: string): T {
  return yaml.load(fs.readFileSync(path.join(contentRoot, file), "utf8")) as T;
}

export const TEST_SITE_URL = "https://www.example.test";

/**
 * What the static queries of the shell and sections return, built from content/site.yaml: every
 * one reads part of the site file.
 */
export function siteQueryResult() {
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
  };
}

/** Makes every useStaticQuery call return the site file. */
export function mockSiteQuery() {
  const result = siteQueryResult();
  (useStaticQuery as jest.Mock).mockReturnValue(result);
  return result;
}
