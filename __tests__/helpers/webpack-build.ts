/**
 * gatsby-plugin-first-load's webpack additions, read the way Gatsby applies them (to Gatsby's own CSS
 * Modules rule among others), and a real webpack production build under them: for the tests of
 * the modules the production build swaps out (plugins/gatsby-plugin-first-load/: partytown-browser.test.ts,
 * service-worker-registration.test.ts), of what it changes (css-class-names.test.ts) and of our
 * own webpack loader (pure-icon-loader.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import webpack, { type Configuration, type StatsModule } from "webpack";
import { merge } from "webpack-merge";
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils";
import { onCreateWebpackConfig } from "../../plugins/gatsby-plugin-first-load/gatsby-node";
import type { LoadedPlugin } from "../../plugins/gatsby-plugin-first-load/service-worker-registration";

/** The cache groups Gatsby's production browser build starts with (gatsby/dist/utils/webpack.config.js). */
export const GATSBY_CACHE_GROUPS = [
  "default",
  "defaultVendors",
  "framework",
  "lib",
  "commons",
  "shared",
  "styles",
];

/**
 * The webpack configuration after the plugin's gatsby-node (its options, all on by default) for one stage, with the site's plugins as Gatsby's
 * store would list them: Gatsby's own (stood in for by its cache group names), replaced or added to
 * as Gatsby's actions do.
 */
export function gatsbyNodeConfig(
  stage: string,
  flattenedPlugins: LoadedPlugin[] = [],
  pluginOptions: object = {},
): Configuration {
  const cacheGroups = Object.fromEntries(GATSBY_CACHE_GROUPS.map((name) => [name, {}]));
  // Gatsby's own CSS Modules rule for the stage, nested as Gatsby nests it
  const { rules } = createWebpackUtils(
    stage as Parameters<typeof createWebpackUtils>[0],
    { directory: process.cwd(), browserslist: [">0.25%"] } as never,
  );
  let config: Configuration = {
    plugins: [],
    module: { rules: [{ oneOf: [rules.cssModules()] }] },
    optimization: { splitChunks: { cacheGroups } },
  };
  const actions = {
    setWebpackConfig: (added: Configuration) => (config = merge(config, added)), // as Gatsby's webpack reducer merges
    replaceWebpackConfig: (replaced: Configuration) => (config = replaced),
  };
  const plugins = {
    normalModuleReplacement: (test: RegExp, target: string) =>
      new webpack.NormalModuleReplacementPlugin(test, target),
    banner: (options: ConstructorParameters<typeof webpack.BannerPlugin>[0]) =>
      new webpack.BannerPlugin(options),
  };
  const store = { getState: () => ({ flattenedPlugins }) };
  const call = onCreateWebpackConfig as unknown as (args: object, options: object) => void;
  call({ stage, actions, plugins, store, getConfig: () => config }, pluginOptions);
  return config;
}

export interface Bundle {
  /** The bundled modules' names. A module swapped after resolving keeps its original name. */
  modules: string[];
  /** webpack's warnings. */
  warnings: string[];
  /** The bundle's code: what was really bundled. */
  code: string;
}

/**
 * A production bundle of `dir/<entry>` into `dir/<outputName>/`, with the given webpack plugins and
 * module rules. Modules webpack built but left out of every chunk (tree-shaken) are not listed.
 */
export function productionBundle(
  dir: string,
  entry: string,
  outputName: string,
  extra: Pick<Configuration, "plugins" | "module" | "devtool">,
): Promise<Bundle> {
  const config: Configuration = {
    mode: "production",
    context: dir,
    entry: `./${entry}`,
    output: { path: path.join(dir, outputName), library: { type: "commonjs2" } },
    resolve: { modules: [path.resolve("node_modules")] },
    plugins: extra.plugins ?? [],
    module: extra.module ?? {},
    optimization: { concatenateModules: false },
    devtool: extra.devtool ?? false,
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) return reject(error ?? new Error("no stats"));
      if (stats.hasErrors()) return reject(new Error(stats.toString("errors-only")));
      const json = stats.toJson({ modules: true, chunks: true, warnings: true });
      const inBundle = (m: StatsModule) => (m.chunks ?? []).length > 0;
      resolve({
        modules: (json.modules ?? []).filter(inBundle).map((m) => m.name ?? ""),
        warnings: (json.warnings ?? []).map((w) => w.message),
        code: fs.readFileSync(path.join(dir, outputName, "main.js"), "utf8"),
      });
    });
  });
}
