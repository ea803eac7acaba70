import { MAIN_ID } from "../layout/main-id";
import { PARTS_ATTRIBUTE } from "./staged-parts";

/**
 * Staged layout beneath the splash (splash-script.ts, docs/performance.md): the parts laid out one
 * per frame, in page order: each child of <main>, what follows <main>, and each child of an
 * element in or after <main> that carries `STAGED_PARTS` (staged-parts.ts); never the header.
 * The script's selector and the rule that hides a part until it is marked data-laid are written
 * from this one list. Build-time only: the pages' bundles never import this module.
 */
const PARTS = [
  `#${MAIN_ID}>`,
  `#${MAIN_ID} [${PARTS_ATTRIBUTE}]>`,
  `#${MAIN_ID}~`,
  `#${MAIN_ID}~[${PARTS_ATTRIBUTE}]>`,
  `#${MAIN_ID}~* [${PARTS_ATTRIBUTE}]>`,
];
const UNLAID = PARTS.map((parts) => `${parts}:not([data-laid])`);

/** Every part, laid out or not, as one selector: what the browser tests check the staging against. */
export const ALL_PARTS = PARTS.map((parts) => `${parts}*`).join(",");

/** The parts not laid out yet, as one selector: the splash script marks the first it finds. */
export const UNLAID_PARTS = UNLAID.join(",");

/**
 * The stylesheet that hides the parts not laid out yet while <html data-lay="staged"> (set by the
 * splash script): gatsby-ssr.tsx puts it in every page's <head>, so it applies from the first
 * frame, with or without the page's own CSS loaded.
 */
export const STAGED_LAYOUT_CSS = `${UNLAID.map((part) => `html[data-lay=staged] ${part}`).join(",")}{display:none}`;
