/**
 * The Netlify adapter without its build cache: a deploy starting from the last one's .cache/ and
 * public/ would keep pages with the old inline CSS and webpack runtime after a commit that
 * changes only CSS or browser-only code (src/build/stale-pages.ts).
 */
export function withoutBuildCache<Adapter extends { cache?: unknown }>(
  netlifyAdapter: Adapter,
): Adapter {
  return { ...netlifyAdapter, cache: undefined };
}
