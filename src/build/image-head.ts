/**
 * gatsby-plugin-image's `<head>` components, which no page of this site uses. The plugin stays in
 * gatsby-config: its GraphQL enums type the `gatsbyImageData(layout:, formats:)` arguments the
 * queries use. But the site draws its images with `Picture` (a plain <picture>), never with
 * GatsbyImage or StaticImage, while the plugin's `onRenderBody` puts into every page's <head> a
 * <style> for `.gatsby-image-wrapper`, its <noscript> twin, and an inline module script that
 * listens to every `load` event on <body> to fade server-rendered GatsbyImages in. On this site
 * they only cost: HTML on every page, a module the browser compiles in its first parse task and
 * runs before DOMContentLoaded, a capturing listener called for every image that loads, and a hash
 * in each page's Content-Security-Policy. `onPreRenderHTML` (gatsby-ssr.tsx) drops them; a page
 * that did render a GatsbyImage would need them, so the build refuses one (`assertNoGatsbyImages`).
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

/** The files among the built pages ({ file, html }) that render a GatsbyImage or StaticImage. */
export function pagesWithGatsbyImages(pages: readonly { file: string; html: string }[]): string[] {
  return pages.filter((page) => page.html.includes(GATSBY_IMAGE_MARK)).map((page) => page.file);
}

/** Fails the build if a page renders a GatsbyImage, whose styles and script onPreRenderHTML removed. */
export function assertNoGatsbyImages(pages: readonly { file: string; html: string }[]): void {
  const found = pagesWithGatsbyImages(pages);
  if (found.length === 0) return;
  throw new Error(
    `${found.join(", ")}: a GatsbyImage or StaticImage is rendered, but gatsby-ssr.tsx removes the styles and the script it needs ` +
      "(src/build/image-head.ts). Render the image with src/components/picture/Picture.tsx, or stop removing them.",
  );
}
