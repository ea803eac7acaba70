import { MAIN_ID } from "../layout/main-id";
import { PARTS_ATTRIBUTE } from "./staged-parts";

/**
 * Staged layout beneath the splash (splash-script.ts): on a session's first page load the page is
 * laid out one part per frame. The parts, in page order: each child of <main> (the page's
 * sections), what follows <main> (the footer, the phone button), and each child of an element in
 * or after <main> that carries `STAGED_PARTS` (staged-parts.ts: a long list, a hero, the footer,
 * whose items are worth a frame each). Never in the header, which the first frame lays out.
 * Until the script marks a part data-laid, the rule below hides it; both are written from the
 * one list of parts. Build-time only: the pages' own bundles never import this module.
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
