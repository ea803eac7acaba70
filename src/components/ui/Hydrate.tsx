import React, { Suspense, useState, type ReactNode } from "react";
import { hydrationGate } from "../../lib/progressive-hydration";

/**
 * A hydration boundary around one element (a section, Home's hero, the footer). The server HTML
 * is complete either way. When the page's server HTML is hydrated, the boundary waits for its
 * turn (progressive-hydration.ts): the page shell hydrates first, then each boundary in a task
 * of its own, so no single task blocks input on a slow phone. React (the unit tests, the
 * site without gatsby-plugin-preact) hydrates Suspense boundaries separately by itself, and
 * there the boundary never waits. Its child must render exactly one element: that is the DOM
 * Preact keeps while the boundary waits.
 */
export function Hydrate({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AfterShell>{children}</AfterShell>
    </Suspense>
  );
}

function AfterShell({ children }: { children: ReactNode }) {
  const [gate] = useState(hydrationGate);
  if (gate && !gate.open) throw gate.promise;
  return <>{children}</>;
}
