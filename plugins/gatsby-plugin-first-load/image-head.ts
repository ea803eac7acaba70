/**
 * gatsby-plugin-image puts into every page's <head> a <style> for `.gatsby-image-wrapper`, its
 * <noscript> twin, and an inline module script listening to every image `load` to fade
 * GatsbyImages in. The site draws its images with `Picture` (a plain <picture>), so on a page
 * without a GatsbyImage they only cost HTML, a module compiled in the first parse task, a
 * listener call per image and a CSP hash: `onPreRenderHTML` (gatsby-ssr.tsx) drops them there.
 * Depends on the keys of the plugin's head components (checked against the installed plugin by
 * the unit test), its wrapper's `data-gatsby-image-wrapper` attribute, and Gatsby passing the
 * page's server HTML to onRenderBody as `bodyHtml`.
 */
import type { ReactNode } from "react";

/** The keys gatsby-plugin-image's gatsby-ssr.js gives its head components. */
export const GATSBY_IMAGE_HEAD_KEYS: readonly string[] = [
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
];

const keyOf = (node: ReactNode): string | null =>
  typeof node === "object" && node !== null && "key" in node ? (node.key as string | null) : null;

/** The head's components without gatsby-plugin-image's; everything else stays, in its order. */
export function withoutGatsbyImageHead(components: ReactNode[]): ReactNode[] {
  return components.filter((node) => !GATSBY_IMAGE_HEAD_KEYS.includes(keyOf(node) ?? ""));
}

/** What GatsbyImage and StaticImage write around every image they render. */
const GATSBY_IMAGE_MARK = "data-gatsby-image-wrapper";

/**
 * Whether a page's head can do without the plugin's components: its server HTML is known (not in
 * `gatsby develop`, which renders no body on the server) and holds no GatsbyImage.
 */
export function needsNoGatsbyImageHead(bodyHtml: string | undefined): boolean {
  return typeof bodyHtml === "string" && bodyHtml !== "" && !bodyHtml.includes(GATSBY_IMAGE_MARK);
}
