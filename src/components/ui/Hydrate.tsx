import React, { Suspense, type ReactNode } from "react";

/**
 * A hydration boundary. The server HTML is complete either way; on the client React 18
 * hydrates each boundary in a task of its own after the page shell, instead of the whole
 * page in one long task that blocks input on a slow phone. The pages run on Preact
 * (gatsby-plugin-preact), whose Suspense renders its children in the same pass: there it is
 * a plain wrapper, and the server HTML (preact-render-to-string) carries no boundary markers.
 * Nothing here ever suspends, so the fallback is never shown.
 */
export function Hydrate({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
