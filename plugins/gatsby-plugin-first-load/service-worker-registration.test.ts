/**
 * @jest-environment node
 */
/**
 * While no plugin implements the registerServiceWorker browser API, the production JavaScript
 * build swaps Gatsby's .cache/register-service-worker.js for an empty module
 * (no-service-worker-registration.js, wired in gatsby-node.ts). Checked here: the
 * premise (Gatsby's production-app requires the file only when a plugin asks for it, read from
 * the installed Gatsby), which plugins ask for it, and the effect in a real webpack production
 * build of the file as production-app requires it: gone while no plugin asks, kept once one does.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  GATSBY_SERVICE_WORKER_REGISTRATION,
  NO_SERVICE_WORKER_REGISTRATION,
  wantsServiceWorker,
  type LoadedPlugin,
} from "./service-worker-registration";
import { gatsbyNodeConfig, productionBundle } from "../../__tests__/helpers/webpack-build";

const CACHE_DIR = path.dirname(require.resolve("gatsby/cache-dir/production-app.js"));

/** Plugins as this site loads them, as far as browser APIs go: none implements registerServiceWorker. */
const SITE_PLUGINS: LoadedPlugin[] = [
  { name: "gatsby-plugin-image", browserAPIs: [] },
  { name: "default-site-plugin", browserAPIs: ["replaceHydrateFunction", "wrapPageElement"] },
];
/** A string of Gatsby's registration code that survives minifying. */
const REGISTRATION_CODE = "Service workers can only be used over HTTPS";
const OFFLINE_PLUGIN: LoadedPlugin = {
  name: "gatsby-plugin-offline",
  browserAPIs: ["registerServiceWorker", "onServiceWorkerActive"],
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "register-sw-"));
  // Gatsby's file as it sits in .cache/, beside the api-runner it imports
  fs.mkdirSync(path.join(dir, ".cache"));
  fs.copyFileSync(
    path.join(CACHE_DIR, "register-service-worker.js"),
    path.join(dir, ".cache", "register-service-worker.js"),
  );
  fs.writeFileSync(
    path.join(dir, ".cache", "api-runner-browser.js"),
    "export function apiRunner() { return []; }\n",
  );
  // as production-app.js requires it
  fs.writeFileSync(
    path.join(dir, "entry.js"),
    `module.exports = () => require("./.cache/register-service-worker");\n`,
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("Gatsby's service worker registration in the production build", () => {
  it("is required by Gatsby's production app only when a plugin asks for it (the premise)", () => {
    const app = fs.readFileSync(path.join(CACHE_DIR, "production-app.js"), "utf8");
    expect(app).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)\s*\}/,
    );
    expect(app.match(/register-service-worker/g)).toHaveLength(1);
    expect(
      GATSBY_SERVICE_WORKER_REGISTRATION.test(
        path.join("/site", ".cache", "register-service-worker.js"),
      ),
    ).toBe(true);
  });

  it("is asked for by a plugin that implements registerServiceWorker, and by none of this site's", () => {
    expect(wantsServiceWorker(SITE_PLUGINS)).toBe(false);
    expect(wantsServiceWorker([...SITE_PLUGINS, OFFLINE_PLUGIN])).toBe(true);
    expect(wantsServiceWorker([{ name: "no-browser-file" }])).toBe(false);
  });

  it("is replaced by an empty module while no plugin asks for it", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module that must export nothing
    expect(Object.keys(require(NO_SERVICE_WORKER_REGISTRATION) as object)).toEqual([]);
    const { modules, code } = await productionBundle(
      dir,
      "entry.js",
      "site",
      gatsbyNodeConfig("build-javascript", SITE_PLUGINS),
    );
    // the module keeps its name (it is swapped after resolving), but not its code nor its import
    expect(modules).toEqual(["./entry.js", "./.cache/register-service-worker.js"]);
    expect(code).not.toContain(REGISTRATION_CODE);
    expect(code).not.toContain("serviceWorker");
  }, 60_000);

  it("stays once a plugin asks for a service worker, and in development", async () => {
    for (const [name, config] of [
      ["offline", gatsbyNodeConfig("build-javascript", [...SITE_PLUGINS, OFFLINE_PLUGIN])],
      ["develop", gatsbyNodeConfig("develop", SITE_PLUGINS)],
    ] as const) {
      const { modules, code } = await productionBundle(dir, "entry.js", name, config);
      expect(modules).toContain("./.cache/api-runner-browser.js");
      expect(code).toContain(REGISTRATION_CODE);
    }
  }, 60_000);
});
