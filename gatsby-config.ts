import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { contentDir } from "./src/content-model/content-dir";
import { CONTENT_SOURCE } from "./src/build/content-nodes";
import { contentCheckDevMiddleware } from "./src/build/content-check-dev";
import { contactFunctionMiddleware } from "./netlify/local/node-adapter";
import { adminDevMiddleware } from "./src/build/admin-dev";
import { siteUrl } from "./src/lib/site-url";
import { withoutBuildCache } from "./src/build/without-build-cache";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrl() },
  trailingSlash: "always",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  // `npm start`: the contact function answers on the same paths as on Netlify, /admin/ serves
  // the CMS (built on first visit, src/build/admin-dev.ts), and the page asks whether content/
  // has errors (src/build/content-check-dev.ts).
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
      // Its YAML files become the content's nodes in gatsby-node.ts (src/build/content-nodes.ts).
      options: { name: CONTENT_SOURCE, path: contentDir },
    },
    // The pages run on Preact 10 through preact/compat, in the browser and in the server render
    // (preact-render-to-string), whose framework chunk is a fraction of React's. The CMS keeps its
    // own React 19 (admin-bundle.ts).
    "gatsby-plugin-preact",
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
  ],
};

export default config;
