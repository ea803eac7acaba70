/** Carousel index logic (spec §4): current index over the entries, wrapping both ways. */

export const CAROUSEL_VISIBLE = 3;

export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export const nextIndex = (index: number, count: number): number => wrapIndex(index + 1, count);
export const previousIndex = (index: number, count: number): number => wrapIndex(index - 1, count);

/** The entries shown: `visible` consecutive ones from `index`, wrapping around. */
export function visibleIndices(index: number, count: number, visible = CAROUSEL_VISIBLE): number[] {
  return Array.from({ length: Math.min(visible, count) }, (_, offset) =>
    wrapIndex(index + offset, count),
  );
}
