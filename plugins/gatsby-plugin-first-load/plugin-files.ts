import path from "node:path";

/**
 * The plugin's own files that webpack loads by path. Gatsby compiles gatsby-node.ts into .cache/,
 * where `__dirname` is not this folder; Gatsby runs from the site's root, like the unit tests.
 */
export const pluginFile = (name: string) =>
  path.resolve("plugins", "gatsby-plugin-first-load", name);

export const PURE_ICON_LOADER = pluginFile("pure-icon-loader.js");
