import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { Layout } from "./Layout";

type WrapPageElement = GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"];

/** Every page inside the shell (used by gatsby-browser.tsx and gatsby-ssr.tsx). */
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
