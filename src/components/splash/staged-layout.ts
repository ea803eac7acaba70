import { MAIN_ID } from "../layout/SkipLink";

/**
 * Staged layout beneath the splash (splash-script.ts, layout.module.css): on a session's first
 * page load the page is laid out one part per frame. The parts, in page order: each child of
 * <main> (the page's sections), each child of an element inside <main> that carries
 * `STAGED_PARTS` (a long list, or a hero, whose items are worth a frame each), and what follows
 * <main> (the footer, the phone button). layout.module.css hides the same parts until each is
 * marked data-laid.
 */
const PARTS_ATTRIBUTE = "data-lay-parts";

export const UNLAID_PARTS = [`#${MAIN_ID}>`, `#${MAIN_ID} [${PARTS_ATTRIBUTE}]>`, `#${MAIN_ID}~`].map((parts) => `${parts}:not([data-laid])`).join(",");

/** Spread on an element inside <main> whose children are laid out one per frame beneath the splash. */
export const STAGED_PARTS = { [PARTS_ATTRIBUTE]: "" } as const;
