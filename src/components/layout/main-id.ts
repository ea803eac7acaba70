/**
 * The id of the page's <main>: the skip link's target, and the landmark the staged layout
 * (splash/staged-layout.ts) counts its parts from. A module of its own, without the skip link's
 * stylesheet, so that build-time code and the browser tests can import it.
 */
export const MAIN_ID = "contenuto";
