/**
 * The audit's reference page, the host's floor: served by the same engine and host as the site
 * (`npm run serve`, with the project's netlify.toml, so its HTML is revalidated on reload as the
 * site's is) and measured next to it; printed, never budgeted.
 *
 * A reload on the phone profile costs a revalidation round trip of the HTML (150 ms RTT), the
 * navigation's commit and a first frame at 4× CPU before any page content costs anything; how much
 * depends on the machine and its load. The empty page (a `main h1` alone, no CSS, no font, no
 * JavaScript) measures that, so the distance between the two is the part the site can act on.
 * Its Lighthouse runs also measure the host's speed (host-speed.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The label of the reference rows in the audit's tables (in the route column). */
export const REFERENCE_ROUTE = "empty page";

/** The reference page: what the timeline's probe needs (a `main h1`) and nothing else. */
export const REFERENCE_HTML =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Pagina di riferimento</title></head><body><main><h1>Pagina di riferimento</h1></main></body></html>\n";

export interface ReferenceSite {
  /** The folder to serve from: netlify.toml, public/index.html and public/404.html (the favicon request's answer). */
  dir: string;
  remove(): void;
}

/** Writes the reference site, with the netlify.toml of the project at `root`, into a fresh temporary folder. */
export function writeReferenceSite(root: string): ReferenceSite {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-reference-"));
  fs.copyFileSync(path.join(root, "netlify.toml"), path.join(dir, "netlify.toml"));
  fs.mkdirSync(path.join(dir, "public"));
  for (const name of ["index.html", "404.html"])
    fs.writeFileSync(path.join(dir, "public", name), REFERENCE_HTML);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
