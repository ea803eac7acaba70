/**
 * The order of a page's inlined stylesheets (`<style data-identity="gatsby-global-css">`): the
 * app's (global.css and the shell) and its page component's. Gatsby writes them in the reverse of
 * webpack's order (client-assets-for-template.js and static-entry.js each put every one first),
 * which would let the global rules override a section's at equal specificity; `onPreRenderHTML`
 * (gatsby-ssr.tsx) puts them back in the order a client-side navigation adds them, the app's
 * first. `npm run test:html` checks each built page against webpack.stats.json.
 */
import type { ReactNode } from "react";

const GATSBY_STYLESHEET = "gatsby-global-css";

function isGatsbyStylesheet(node: ReactNode): boolean {
  if (typeof node !== "object" || node === null || !("props" in node)) return false;
  const props = node.props as Record<string, unknown> | null;
  return node.type === "style" && props?.["data-identity"] === GATSBY_STYLESHEET;
}

/** The head's components with Gatsby's inlined stylesheets in webpack's order; everything else stays where it is. */
export function stylesheetsInWebpackOrder(components: ReactNode[]): ReactNode[] {
  const inWebpackOrder = components.filter(isGatsbyStylesheet).reverse();
  let next = 0;
  return components.map((node) => (isGatsbyStylesheet(node) ? inWebpackOrder[next++] : node));
}

/** The public paths of the stylesheets a built page inlines, in the order it has them ("/app.….css"). */
export function inlinedStylesheets(html: string): string[] {
  return [...html.matchAll(/<style[^>]*\sdata-href="([^"]+\.css)"/g)].map((match) => match[1]);
}
