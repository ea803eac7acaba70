/**
 * @jest-environment node
 */
/**
 * Each page inlines only its own CSS (gatsby-plugin-first-load's pageOwnCss): the premise, read from the installed Gatsby
 * (its production browser build puts every CSS module into one `styles` chunk, which every page
 * inlines), and the change to its configuration. The built pages themselves are checked by
 * `npm run test:html` (each page's stylesheets against webpack.stats.json, the app's first) and
 * the browser suite (every page looks the same after client-side navigations).
 */
import fs from "node:fs";
import type { Configuration } from "webpack";
import { GATSBY_CACHE_GROUPS, gatsbyNodeConfig } from "../helpers/webpack-build";

const cacheGroupsOf = (config: Configuration) => {
  const splitChunks = config.optimization?.splitChunks;
  return Object.keys((splitChunks && splitChunks.cacheGroups) || {});
};

it("premise: Gatsby's production browser build bundles every CSS module into one `styles` chunk", () => {
  const source = fs.readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8");
  const production = source.slice(source.indexOf("if (stage === `build-javascript`)"));
  expect(production).toMatch(
    /styles: \{\s*test\(module\) \{\s*return isCssModule\(module\);\s*\},\s*name: `styles`,\s*priority: 40,\s*enforce: true/,
  );
  for (const name of GATSBY_CACHE_GROUPS.filter((group) => !group.startsWith("default")))
    expect(production).toContain(`${name}: {`);
});

it("the production build leaves each page's CSS with its page and keeps Gatsby's other cache groups", () => {
  expect(cacheGroupsOf(gatsbyNodeConfig("build-javascript"))).toEqual(
    GATSBY_CACHE_GROUPS.filter((name) => name !== "styles"),
  );
});

it("the development server keeps Gatsby's chunks", () => {
  expect(cacheGroupsOf(gatsbyNodeConfig("develop"))).toEqual(GATSBY_CACHE_GROUPS);
});
