import { Suspense, type ReactNode } from "react";

/**
 * A hydration boundary around one element (a section, Home's hero, the footer). React 18 hydrates
 * a server-rendered Suspense boundary in a pass of its own, after the page shell and at a lower
 * priority, yielding to the browser in between: no single task hydrates the whole page, so input
 * on a slow phone is not held up. The server HTML is complete either way; nothing suspends here.
 */
export function Hydrate({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
