import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import { hydrateInTransition } from "./src/lib/hydrate-in-transition";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";

// Gatsby still types this hook with ReactDOM.render's legacy overloads; at run time it calls
// the returned function as (element, container), which is hydrateInTransition's signature.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as Renderer;

/** `npm start`: content/'s errors shown on the page until fixed (src/lib/content-check-panel.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.NODE_ENV === "development") {
    void import("./src/lib/content-check-panel").then((panel) => panel.startContentCheckPanel());
  }
};
