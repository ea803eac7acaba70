import type { GatsbySSR } from "gatsby";
import { splashScript } from "./src/components/splash/splash-script";
import { STAGED_LAYOUT_CSS } from "./src/components/splash/staged-layout";
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
