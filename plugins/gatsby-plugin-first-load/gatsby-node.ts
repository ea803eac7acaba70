import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { OPTIMISATIONS, OPTIONS_RECORD, optionsInForce as options } from "./options";
import { SHORT_CLASS_NAME_STAGES, shortenCssModuleClassNames } from "./css-class-names";
import { rewriteBuiltPages } from "./scripts-after-first-paint";
import { PARTYTOWN_BROWSER_PLUGIN, PARTYTOWN_BROWSER_PRODUCTION } from "./partytown-browser";
import {
  GATSBY_SERVICE_WORKER_REGISTRATION,
  NO_SERVICE_WORKER_REGISTRATION,
  wantsServiceWorker,
  type LoadedPlugin,
} from "./service-worker-registration";
import { PURE_ICON_LOADER } from "./plugin-files";

/** One boolean per optimisation, on by default: a misspelt option fails the build. */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object(Object.fromEntries(OPTIMISATIONS.map((name) => [name, Joi.boolean().default(true)])));

/** The production webpack configuration, changed as the options say (README.md). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { stage, getConfig, actions, plugins, store },
  pluginOptions,
) => {
  const on = options(pluginOptions);
  if (SHORT_CLASS_NAME_STAGES.includes(stage) && (on.shortClassNames || on.pageOwnCss)) {
    const built = getConfig() as {
      module: { rules: unknown[] };
      optimization: { splitChunks: { cacheGroups: Record<string, unknown> } };
    };
    if (on.shortClassNames) shortenCssModuleClassNames(built.module.rules);
    if (on.pageOwnCss && stage === "build-javascript")
      delete built.optimization.splitChunks.cacheGroups.styles;
    actions.replaceWebpackConfig(built);
  }
  if (stage !== "build-javascript") return;
  const loadedPlugins = (store.getState() as { flattenedPlugins: LoadedPlugin[] }).flattenedPlugins;
  actions.setWebpackConfig({
    module: {
      rules: on.pureIcons
        ? [
            {
              test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/,
              use: [PURE_ICON_LOADER],
            },
          ]
        : [],
    },
    plugins: [
      ...(on.dropPartytown
        ? [plugins.normalModuleReplacement(PARTYTOWN_BROWSER_PLUGIN, PARTYTOWN_BROWSER_PRODUCTION)]
        : []),
      ...(on.dropServiceWorkerRegistration && !wantsServiceWorker(loadedPlugins)
        ? [
            plugins.normalModuleReplacement(
              GATSBY_SERVICE_WORKER_REGISTRATION,
              NO_SERVICE_WORKER_REGISTRATION,
            ),
          ]
        : []),
    ],
  });
};

/**
 * Before the site's own onPostBuild (Gatsby runs the site's gatsby-node last), so that the
 * Content-Security-Policy hashes the rewritten pages' inline scripts. The options the build was
 * made with go into public/, where the site's build moves them out with the source maps, for
 * `npm run test:html` and the audit.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, pluginOptions) => {
  const on = options(pluginOptions);
  const publicDir = path.resolve("public");
  if (on.scriptsAfterFirstPaint) {
    const rewritten = rewriteBuiltPages(publicDir);
    reporter.info(`Chunk scripts load after the first paint on ${rewritten} rewritten pages`);
  }
  fs.writeFileSync(path.join(publicDir, OPTIONS_RECORD), `${JSON.stringify(on, null, 2)}\n`);
  const off = OPTIMISATIONS.filter((name) => !on[name]);
  if (off.length > 0) reporter.warn(`First-load optimisations off: ${off.join(", ")}`);
};
