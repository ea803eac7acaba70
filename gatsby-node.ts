import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildAdmin } from "./src/build/admin-bundle";
import { BUILD_META_DIR, moveBuildMeta } from "./src/build/build-meta";
import { ADMIN_DIR, writeCspHeaders, writeNotFoundMetaPolicy } from "./src/build/csp";
import { assertNoStalePages } from "./src/build/stale-pages";
import { writeSitemapAndRobots } from "./src/build/robots";
import { checkContentDir, errorsHeading } from "./src/content-model/files";
import { contentNodeMaker, isContentYaml, type ContentNodeArgs } from "./src/build/content-nodes";
import { PLACEHOLDERS_EXTENSION, SITE_ICON_EXTENSION, toTypeDefs } from "./src/content-model/sdl";
import {
  fillPlaceholders,
  placeholderValues,
  type CompanyData,
} from "./src/content-model/model/placeholders";
import { resolveIconField } from "./src/components/icon/editor-icons";
import { contentTypes } from "./src/content-model/types";
import { contentDir } from "./src/content-model/content-dir";
import { publishingGate, readPublishingChecklist } from "./src/content-model/publishing-checklist";
import { siteUrl } from "./src/lib/site-url";

const report = (errors: string[]) =>
  `${errorsHeading(errors.length)} (correggi i file YAML in content/):\n${errors.map((e) => `  - ${e}`).join("\n")}`;

const contentNodes = contentNodeMaker();

/**
 * Every YAML file is checked against the content model before anything is built. Then the
 * checklist "Da confermare prima della pubblicazione": Netlify's production build (CONTEXT=production)
 * stops while an item is open, so example data cannot go live by accident; every other build prints
 * the open items and goes on (src/content-model/publishing-checklist.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const errors = checkContentDir(contentDir);
  if (errors.length > 0) reporter.panicOnBuild(report(errors));
  else {
    const gate = publishingGate(readPublishingChecklist(contentDir), process.env.CONTEXT);
    if (gate.blocks) reporter.panicOnBuild(gate.message);
    // Expected on every build but production's, so not a warning: `npm start` prints none.
    else if (gate.message) reporter.info(gate.message);
  }
  if (process.env.gatsby_executing_command === "develop") contentNodes.remember(contentDir);
};

/**
 * The content's nodes, made by gatsby-transformer-yaml (src/build/content-nodes.ts). While
 * developing, an edited file is checked again as soon as it is saved; with errors, its last good
 * version stays in the preview and the errors go to the terminal and to the page.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  if (!isContentYaml(args.node)) return;
  const develop = process.env.gatsby_executing_command === "develop";
  const errors = await contentNodes.create(args as unknown as ContentNodeArgs, {
    develop,
    contentRoot: contentDir,
  });
  if (errors.length > 0) args.reporter.error(report(errors));
};

/**
 * `gatsby develop` answers an unknown path with Gatsby's own English "development 404 page"
 * (a list of the site's pages). `npm start` is the editors' preview, so it shows the site's
 * own not-found page there, as the production build does.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== "/dev-404-page/") return;
  actions.deletePage(page);
  actions.createPage({ ...page, component: path.resolve("src/pages/404.tsx") });
};

/**
 * `gatsby develop` puts every page's CSS into one "commons" chunk, and mini-css-extract-plugin
 * prints hundreds of lines of "Conflicting order" warnings because pages import their sections
 * in different orders. Our CSS is CSS Modules: where a section adds its class to a shared
 * component's element (Container, Reveal, Picture), the two classes set different properties, so
 * their order changes nothing. So the development server does not print them into the editors'
 * terminal. The production build's webpack changes are gatsby-plugin-first-load's.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage !== "develop") return;
  const config = getConfig() as {
    plugins: { constructor: { name: string }; options?: Record<string, unknown> }[];
  };
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options)
      plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};

type Source = Record<string, unknown>;
type Info = { fieldName: string };
type Context = { nodeModel: { findOne(args: { type: string }): Promise<CompanyData> } };

/** The content types, declared once (src/content-model/types.ts); nothing is inferred. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // "Icon" fields: the page's data carries the drawings of the icons it shows (src/components/icons.tsx)
  actions.createFieldExtension({
    name: SITE_ICON_EXTENSION,
    extend: () => ({
      resolve: (source: Source, _args: unknown, _context: unknown, info: Info) =>
        resolveIconField(source[info.fieldName]),
    }),
  });
  // Texts that take {placeholders}: the components receive them filled from site.yaml (findOne
  // also makes the page depend on site.yaml, so `npm start` refreshes it when the file changes).
  actions.createFieldExtension({
    name: PLACEHOLDERS_EXTENSION,
    args: { names: "[String!]!" },
    extend: ({ names }: { names: string[] }) => ({
      resolve: async (source: Source, _args: unknown, context: Context, info: Info) => {
        const values = placeholderValues(await context.nodeModel.findOne({ type: "SiteYaml" }));
        const fillText = (text: unknown) =>
          typeof text === "string" ? fillPlaceholders(text, names, values) : text;
        const value = source[info.fieldName];
        return Array.isArray(value) ? value.map(fillText) : fillText(value);
      },
    }),
  });
  actions.createTypes(toTypeDefs(contentTypes));
};

/** One page per legal YAML file (privacy policy, terms), at the file's slug. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allLegalYaml: { nodes: { id: string; slug: string }[] } }>(`
    query LegalPages {
      allLegalYaml {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the legal pages", result.errors);
    return;
  }
  const buildDate = new Date().toISOString().slice(0, 10);
  for (const { id, slug } of result.data.allLegalYaml.nodes) {
    actions.createPage({
      path: slug,
      component: path.resolve("src/templates/legal-page.tsx"),
      context: { id, buildDate },
    });
  }
};

/** Once no page is stale: sitemap.xml and robots.txt, the CMS at /admin/, then a per-page Content-Security-Policy from each page's inline script hashes (and the admin's own; gatsby-plugin-first-load has rewritten the pages before). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.resolve("public");
  assertNoStalePages(publicDir);
  writeSitemapAndRobots(publicDir, siteUrl());
  const admin = await buildAdmin(path.join(publicDir, ADMIN_DIR));
  reporter.info(
    `CMS: /${ADMIN_DIR}/ built (${admin.files.join(", ")}; admin.js ${(admin.scriptGzip / 1024).toFixed(0)} KB gzip)`,
  );
  writeCspHeaders(publicDir);
  writeNotFoundMetaPolicy(publicDir);
  reporter.info(
    "Wrote the Content-Security-Policy rules into public/_headers, and the 404 page's into its <meta>",
  );
  const moved = moveBuildMeta(publicDir, path.resolve(BUILD_META_DIR));
  reporter.info(
    `Moved ${moved} source maps and build stats out of public/ into ${BUILD_META_DIR}/ (not deployed)`,
  );
};
