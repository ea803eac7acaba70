/** The site's public address: Netlify sets URL to the main address at build time. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.URL ?? "https://www.impulsodigitale.it").replace(/\/$/, "");
}
