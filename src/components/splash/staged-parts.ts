/**
 * The opt-in of the staged layout beneath the splash (staged-layout.ts), in a module of its own
 * so that the sections that spread it do not ship the staged layout's selectors.
 */
export const PARTS_ATTRIBUTE = "data-lay-parts";

/** Spread on an element in or after <main> whose children are laid out one per frame beneath the splash. */
export const STAGED_PARTS = { [PARTS_ATTRIBUTE]: "" } as const;
