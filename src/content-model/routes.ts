/**
 * The site's routes, the values an internal link ("Path" field) may take; the CMS offers them as a
 * select. A test checks this list against src/pages/ and the slugs of content/legal/*.yaml, so a
 * page added there must be added here too.
 */
export const siteRoutes = [
  "/",
  "/servizi/",
  "/chi-siamo/",
  "/portfolio/",
  "/contatti/",
  "/privacy-policy/",
  "/termini-servizio/",
] as const;

export type SiteRoute = (typeof siteRoutes)[number];
