import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
import { resolveOptions } from "./options";
import { hydrateInTransition } from "./hydrate-in-transition";

// Gatsby still types this hook with ReactDOM.render's legacy overloads; at run time it calls
// the returned function as (element, container), which is hydrateInTransition's signature.
// Returning nothing leaves Gatsby's own renderer.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = (
  _args,
  pluginOptions,
) =>
  resolveOptions(pluginOptions, process.env.GATSBY_FIRST_LOAD_OPTIMISATIONS).hydrateInTransition
    ? (hydrateInTransition as unknown as Renderer)
    : (undefined as unknown as Renderer);
