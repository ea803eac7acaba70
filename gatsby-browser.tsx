import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import { hydrateInTransition } from "./src/lib/hydrate-in-transition";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";

// Gatsby still types this hook with ReactDOM.render's legacy overloads; at run time it calls
// the returned function as (element, container), which is hydrateInTransition's signature.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as Renderer;
