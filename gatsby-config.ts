import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { contentDir } from "./src/content-model/content-dir";
import { CONTENT_SOURCE } from "./src/build/content-nodes";
import { contentCheckDevMiddleware } from "./src/develop/content-check-dev";
import { contactFunctionMiddleware } from "./netlify/local/node-adapter";
import { adminDevMiddleware } from "./src/develop/admin-dev";
import { siteUrl } from "./src/lib/site-url";
import { withoutBuildCache } from "./src/build/without-build-cache";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrl() },
  trailingSlash: "always",
  // JSX without `import React`, as tsconfig.json compiles it (react-jsx).
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  // `npm start`: the contact function answers on the same paths as on Netlify, /admin/ serves
  // the CMS (built on first visit, src/develop/admin-dev.ts), and the page asks whether content/
  // has errors (src/develop/content-check-dev.ts).
  developMiddleware: (app: { use: (handler: (...args: never[]) => void) => void }) => {
    app.use(contactFunctionMiddleware);
    app.use(adminDevMiddleware());
    app.use(contentCheckDevMiddleware());
  },
  adapter: withoutBuildCache(
    adapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false }),
  ),
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // gatsby-transformer-yaml makes its YAML files the content's nodes, called from gatsby-node.ts
      // so that a file saved with errors keeps its last good version in the preview (src/build/content-nodes.ts).
      options: { name: CONTENT_SOURCE, path: contentDir },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "dominantColor",
          quality: 70,
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404/", "/404.html", "/dev-404-page/"] },
    },
    // The first-load optimisations, each one switched here (plugins/gatsby-plugin-first-load/README.md:
    // what each buys, measured, and the Gatsby internal it depends on). GATSBY_FIRST_LOAD_OPTIMISATIONS
    // overrides them for one build: `off`, `all`, or the names of those to keep on.
    {
      resolve: "gatsby-plugin-first-load",
      options: {
        scriptsAfterFirstPaint: true,
        pageOwnCss: true,
        dropUnusedImageHead: true,
        dropServiceWorkerRegistration: true,
        dropPartytown: true,
        shortClassNames: true,
        pureIcons: true,
      },
    },
  ],
};

export default config;
