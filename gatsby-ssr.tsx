import type { GatsbySSR } from "gatsby";
import { splashScript } from "./src/components/splash/splash-script";
import { STAGED_LAYOUT_CSS } from "./src/components/splash/staged-layout";
import { stylesheetsInWebpackOrder } from "./src/build/stylesheet-order";
import { withoutGatsbyImageHead } from "./src/build/image-head";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "it" });
  setHeadComponents([
    <script key="splash" dangerouslySetInnerHTML={{ __html: splashScript }} />,
    <style key="staged-layout" dangerouslySetInnerHTML={{ __html: STAGED_LAYOUT_CSS }} />,
  ]);
};

/**
 * The app's stylesheet before the page's, in webpack's order (src/build/stylesheet-order.ts), and
 * without gatsby-plugin-image's styles and script, which no page uses (src/build/image-head.ts).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(stylesheetsInWebpackOrder(withoutGatsbyImageHead(getHeadComponents())));
};
