import type { GatsbySSR } from "gatsby";
import { optionsInForce as options } from "./options";
import { stylesheetsInWebpackOrder } from "./stylesheet-order";
import { needsNoGatsbyImageHead, withoutGatsbyImageHead } from "./image-head";

/** The pages being rendered whose head keeps gatsby-plugin-image's components (below). */
const pagesWithoutImageHead = new Set<string>();

export const onRenderBody: GatsbySSR["onRenderBody"] = (args, pluginOptions) => {
  if (!options(pluginOptions).dropUnusedImageHead) return;
  // Gatsby passes the page's server HTML, though its types do not say so.
  const { bodyHtml } = args as { bodyHtml?: string };
  if (needsNoGatsbyImageHead(bodyHtml)) pagesWithoutImageHead.add(args.pathname);
  else pagesWithoutImageHead.delete(args.pathname);
};

/**
 * With `pageOwnCss`, the app's stylesheet before the page's, in webpack's order
 * (stylesheet-order.ts); with `dropUnusedImageHead`, without gatsby-plugin-image's styles and
 * script on a page that renders no GatsbyImage (image-head.ts).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (
  { getHeadComponents, replaceHeadComponents, pathname },
  pluginOptions,
) => {
  const on = options(pluginOptions);
  let head = getHeadComponents();
  if (on.dropUnusedImageHead && pagesWithoutImageHead.has(pathname))
    head = withoutGatsbyImageHead(head);
  if (on.pageOwnCss) head = stylesheetsInWebpackOrder(head);
  replaceHeadComponents(head);
};
