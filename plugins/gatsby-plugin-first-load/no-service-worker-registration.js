/**
 * Stands in, in the production JavaScript build, for Gatsby's .cache/register-service-worker.js
 * while no plugin implements registerServiceWorker (service-worker-registration.ts): never
 * evaluated, it keeps that file's bytes out of every page's app chunk. Plain CommonJS, like the
 * file it replaces.
 */
module.exports = {};
