/**
 * Stands in, in the production JavaScript build only, for Gatsby's internal partytown plugin's
 * browser file (gatsby/dist/internal-plugins/partytown/gatsby-browser.js). That file's one API,
 * onInitialClientRender, returns at once outside `gatsby develop` (it injects Partytown's snippet
 * for off-main-thread <Script>s in development; production pages get it from the plugin's
 * gatsby-ssr), but its top-level `require("gatsby-script")` still put gatsby-script and
 * Partytown's integration in every page's first-load JavaScript.
 * partytown-browser.test.ts checks that premise against the installed Gatsby.
 * Plain CommonJS, like the file it replaces.
 */
module.exports = {};
