/**
 * Stands in, in the production JavaScript build only, for Gatsby's internal partytown plugin's
 * browser file (gatsby/dist/internal-plugins/partytown/gatsby-browser.js), whose one API returns
 * at once outside `gatsby develop` but whose top-level `require("gatsby-script")` put
 * gatsby-script and Partytown in every page's first-load JavaScript (premise checked by
 * partytown-browser.test.ts). Plain CommonJS, like the file it replaces.
 */
module.exports = {};
