/**
 * Stands in, in the production JavaScript build only, for Gatsby's
 * .cache/register-service-worker.js while no plugin implements the registerServiceWorker browser
 * API (service-worker-registration.ts; gatsby-node.ts swaps it only then, so a plugin
 * such as gatsby-plugin-offline, once added, gets Gatsby's own file back). Gatsby's
 * production-app.js requires that file only when a plugin asks for it, so this module is never
 * evaluated; it keeps the file's bytes out of every page's app chunk. Plain CommonJS, like
 * the file it replaces.
 */
module.exports = {};
