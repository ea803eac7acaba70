import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { Container } from "react-dom";

/**
 * Gatsby's `replaceHydrateFunction`: the same as Gatsby's own renderer, except that the
 * hydration runs inside `startTransition`. React then hydrates with a transition lane, which
 * it works through in slices of a few milliseconds and yields to the browser in between,
 * instead of one long task for the whole page shell (the task a slow phone's input waits
 * on, counted by Total Blocking Time). Input that arrives meanwhile is not lost: React
 * hydrates the part the visitor touched first.
 *
 * Like Gatsby's default, the decision is taken per container: one that already holds server
 * HTML is hydrated, an empty one is rendered. Gatsby calls the same function for other
 * mount points too (in `gatsby develop`, its loading indicator in a fresh empty element), so
 * looking at the page's server HTML instead of the container would hydrate an empty element
 * and fail. Returns the cleanup Gatsby expects (it unmounts the root).
 */
export function hydrateInTransition(
  element: ReactElement,
  container: Container | null,
): () => void {
  if (!(container instanceof Element))
    throw new Error("hydrateInTransition: Gatsby's #___gatsby element is missing");
  if (container.children.length === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}
