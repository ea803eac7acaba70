/**
 * The order of a page's inlined stylesheets. Every page inlines its CSS as `<style
 * data-identity="gatsby-global-css">` elements: the app's (src/styles/global.css and the site's
 * shell, in every page) and its own page component's. Gatsby writes them in the reverse of
 * webpack's order (gatsby/dist/utils/client-assets-for-template.js puts each one first, and
 * static-entry.js puts each one first again, so the page's CSS lands before the app's), which
 * would let the global rules override a section's at equal specificity. `onPreRenderHTML`
 * (gatsby-ssr.tsx) puts them back in webpack's order, the order a client-side navigation adds
 * them in: the app's first, then the page's. `npm run test:html` checks each built page
 * against webpack.stats.json.
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
