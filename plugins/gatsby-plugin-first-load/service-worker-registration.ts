import { pluginFile } from "./plugin-files";

/**
 * Gatsby's registration of a service worker (.cache/register-service-worker.js): production-app.js
 * requires it only when a plugin implements `registerServiceWorker` (gatsby-plugin-offline does),
 * but webpack bundles it into every page's app chunk either way.
 */
export const GATSBY_SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/;

/** What the production JavaScript build uses instead while no plugin asks for a service worker. */
export const NO_SERVICE_WORKER_REGISTRATION = pluginFile("no-service-worker-registration.js");

/** A plugin as Gatsby's store lists it (`flattenedPlugins`): the browser APIs its gatsby-browser implements. */
export interface LoadedPlugin {
  name: string;
  browserAPIs?: readonly string[];
}

/** Whether any of the site's plugins asks Gatsby to register a service worker. */
export function wantsServiceWorker(plugins: readonly LoadedPlugin[]): boolean {
  return plugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker") ?? false);
}
