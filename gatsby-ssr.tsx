import type { GatsbySSR } from "gatsby";
import { splashScript } from "./src/components/splash/splash-script";
import { STAGED_LAYOUT_CSS } from "./src/components/splash/staged-layout";
import { stylesheetsInWebpackOrder } from "./src/build/stylesheet-order";
import { needsNoGatsbyImageHead, withoutGatsbyImageHead } from "./src/build/image-head";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";

/** The pages being rendered whose head keeps gatsby-plugin-image's components (below). */
const pagesWithoutImageHead = new Set<string>();

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHtmlAttributes, setHeadComponents, pathname } = args;
  // Gatsby passes the page's server HTML, though its types do not say so.
  const { bodyHtml } = args as { bodyHtml?: string };
  if (needsNoGatsbyImageHead(bodyHtml)) pagesWithoutImageHead.add(pathname);
  else pagesWithoutImageHead.delete(pathname);
  setHtmlAttributes({ lang: "it" });
  setHeadComponents([
    <script key="splash" dangerouslySetInnerHTML={{ __html: splashScript }} />,
    <style key="staged-layout" dangerouslySetInnerHTML={{ __html: STAGED_LAYOUT_CSS }} />,
  ]);
};

/**
 * The app's stylesheet before the page's, in webpack's order (src/build/stylesheet-order.ts), and
 * without gatsby-plugin-image's styles and script on a page that renders no GatsbyImage
 * (src/build/image-head.ts).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  pathname,
}) => {
  const head = getHeadComponents();
  replaceHeadComponents(
    stylesheetsInWebpackOrder(
      pagesWithoutImageHead.has(pathname) ? withoutGatsbyImageHead(head) : head,
    ),
  );
};
