/**
 * The Netlify adapter without its build cache. With it, each deploy would start from the last
 * one's .cache/ and public/, and Gatsby 5 renders a page again only when its data or its
 * template's server bundle changed: a commit that changes only CSS (or browser-only code) would
 * deploy pages with the old inline CSS and webpack runtime (src/build/stale-pages.ts). A build
 * from scratch takes about a minute.
 */
export function withoutBuildCache<Adapter extends { cache?: unknown }>(
  netlifyAdapter: Adapter,
): Adapter {
  return { ...netlifyAdapter, cache: undefined };
}
