import { pluginFile } from "./plugin-files";

/**
 * Gatsby's internal partytown plugin's browser file, as Gatsby's generated
 * .cache/api-runner-browser-plugins.js requires it in every page's app chunk.
 */
export const PARTYTOWN_BROWSER_PLUGIN =
  /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/** What the production JavaScript build uses instead: an empty browser plugin (see the file). */
export const PARTYTOWN_BROWSER_PRODUCTION = pluginFile("partytown-browser-production.js");
