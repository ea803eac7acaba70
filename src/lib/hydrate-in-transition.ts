import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { Container } from "react-dom";

/**
 * Gatsby's `replaceHydrateFunction`: the same as Gatsby's own renderer, except that the
 * hydration runs inside `startTransition`. React then hydrates with a transition lane, which
 * it works through in slices of a few milliseconds and yields to the browser in between,
 * instead of one long task for the whole page shell (the task a slow phone's input waits
 * on, counted by Total Blocking Time). Input that arrives meanwhile is not lost: React
 * hydrates the part the visitor touched first.
 *
 * Like Gatsby's default, a page whose server HTML is empty (client-only) is rendered, not
 * hydrated.
 */
export function hydrateInTransition(element: ReactElement, container: Container | null): void {
  if (!(container instanceof Element)) throw new Error("hydrateInTransition: Gatsby's #___gatsby element is missing");
  const focusWrapper = document.getElementById("gatsby-focus-wrapper");
  if (focusWrapper && focusWrapper.children.length > 0) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
}
