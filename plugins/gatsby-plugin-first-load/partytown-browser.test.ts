/**
 * @jest-environment node
 */
/**
 * The production JavaScript build swaps Gatsby's internal partytown browser plugin for an empty
 * one (partytown-browser-production.js, wired in gatsby-node.ts). Checked here: the
 * premise (Gatsby's file does nothing outside development, read from the installed Gatsby), the
 * wiring (gatsby-node's webpack config for stage build-javascript), and the effect, in a real
 * webpack production build that requires the plugin file as Gatsby's generated
 * .cache/api-runner-browser-plugins.js does: gatsby-script and Partytown leave the bundle.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PARTYTOWN_BROWSER_PLUGIN, PARTYTOWN_BROWSER_PRODUCTION } from "./partytown-browser";
import { gatsbyNodeConfig, productionBundle } from "../../__tests__/helpers/webpack-build";

const GATSBY_PLUGIN = require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js");

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "partytown-"));
  // as .cache/api-runner-browser-plugins.js lists it
  fs.writeFileSync(
    path.join(dir, "entry.js"),
    `module.exports = [{ plugin: require(${JSON.stringify(GATSBY_PLUGIN)}) }];\n`,
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The modules of a production bundle of entry.js under a stage's config from gatsby-node.ts. */
async function bundle(stage: string): Promise<string[]> {
  return (await productionBundle(dir, "entry.js", stage, gatsbyNodeConfig(stage))).modules;
}

describe("Gatsby's partytown browser plugin in the production build", () => {
  it("does nothing outside development (the premise)", () => {
    const previous = process.env.NODE_ENV;
    const document = {
      querySelector: jest.fn(),
      createElement: jest.fn(),
      head: { appendChild: jest.fn() },
    };
    Object.assign(globalThis, { document, window: { location: { pathname: "/" } } });
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded fresh inside jest.isolateModules
        const { collectedScriptsByPage } = require("gatsby-script") as {
          collectedScriptsByPage: {
            get(page: string): unknown[];
            set(page: string, script: unknown): void;
            delete(page: string): void;
          };
        };
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded fresh inside jest.isolateModules
        const plugin = require(GATSBY_PLUGIN) as { onInitialClientRender: () => void };
        const script = { id: "x", strategy: "off-main-thread", forward: ["dataLayer.push"] };
        collectedScriptsByPage.set("/", script);
        process.env.NODE_ENV = "production";
        plugin.onInitialClientRender();
        expect(collectedScriptsByPage.get("/")).toEqual([script]);
        expect(document.createElement).not.toHaveBeenCalled();
        // the control: in development it injects Partytown's snippet and clears the page's scripts
        process.env.NODE_ENV = "development";
        document.createElement.mockReturnValue({ dataset: {} });
        plugin.onInitialClientRender();
        expect(document.head.appendChild).toHaveBeenCalledTimes(1);
        expect(collectedScriptsByPage.get("/")).toEqual([]);
      });
    } finally {
      process.env.NODE_ENV = previous;
      delete (globalThis as { document?: unknown }).document;
      delete (globalThis as { window?: unknown }).window;
    }
  });

  it("is replaced by an empty plugin that implements no Gatsby browser API", () => {
    expect(PARTYTOWN_BROWSER_PLUGIN.test(GATSBY_PLUGIN)).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module that must export nothing
    expect(Object.keys(require(PARTYTOWN_BROWSER_PRODUCTION) as object)).toEqual([]);
  });

  it("leaves gatsby-script and Partytown out of the production bundle", async () => {
    const modules = await bundle("build-javascript");
    expect(modules.some((name) => name.includes("partytown-browser-production.js"))).toBe(true);
    expect(
      modules.filter((name) =>
        /gatsby-script|partytown[\\/]integration|internal-plugins/.test(name),
      ),
    ).toEqual([]);
  }, 60_000);

  it("is what removes them: the development config keeps Gatsby's plugin and its imports", async () => {
    const modules = await bundle("develop");
    expect(modules.some((name) => name.includes("gatsby-script"))).toBe(true);
    expect(modules.some((name) => name.includes("@builder.io/partytown"))).toBe(true);
  }, 60_000);
});
