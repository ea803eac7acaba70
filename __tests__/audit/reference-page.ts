/**
 * The audit's reference pages, served by the same engine and host as the site and measured next
 * to its rows; printed, never budgeted.
 *
 * The empty page, the host's floor. A reload on the phone profile costs a revalidation round
 * trip of the HTML (150 ms RTT), the navigation's commit and a first frame at 4× CPU before any
 * page content costs anything. How much that is depends on the machine and its load. So each
 * run also loads an empty page: a `main h1` alone, with no CSS, no font and no JavaScript. It is
 * served by the same engine and host (`npm run serve`) with the project's netlify.toml, from a
 * folder of its own, so its HTML is revalidated on reload as the site's is. Its figures are
 * printed under the site's rows, never budgeted: the distance between the two is the part the
 * site can still act on.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { splashScript } from "../../src/components/splash/splash-script";

/** The label of the reference rows in the timeline's table (in the route column). */
export const REFERENCE_ROUTE = "empty page";

/** The reference page: what the timeline's probe needs (a `main h1`) and nothing else. */
export const REFERENCE_HTML =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Pagina di riferimento</title></head><body><main><h1>Pagina di riferimento</h1></main></body></html>\n";

/** A page of the reference site. */
export interface ReferencePage {
  /** Where the reference site serves it. */
  route: string;
  /** Its name in the audit's output. */
  label: string;
}

export interface ReferenceSite {
  /**
   * The folder to serve from: netlify.toml, public/index.html and public/404.html (the favicon
   * request's answer), and Home's references when asked for.
   */
  dir: string;
  remove(): void;
}

/**
 * Home's own references: the built Home page with less of its script, served beside the empty
 * page. Between the empty page and Home, they say on this host what the document alone costs
 * (its HTML and CSS, which the spec's content decides) and what the splash's head script adds
 * (the spec's splash: its 40 ms ticks and the staged layout beneath it), so that the rest of
 * Home's mobile TBT is the framework's (Gatsby's runtime and the hydration).
 */
export interface HomeReference extends ReferencePage {
  /** Whether it keeps the splash's head script (the framework's scripts go in both). */
  splash: boolean;
}

export const HOME_REFERENCES: readonly HomeReference[] = [
  {
    route: "/home-senza-script/",
    label: "Home without any script (its HTML and CSS alone)",
    splash: false,
  },
  {
    route: "/home-solo-splash/",
    label: "Home with the splash's head script alone (no framework)",
    splash: true,
  },
];

/** Every page the audit's Lighthouse part measures on the reference server, in each round's order. */
export const REFERENCE_PAGES: readonly ReferencePage[] = [
  { route: "/", label: `${REFERENCE_ROUTE} (a main h1 alone: this host's floor)` },
  ...HOME_REFERENCES,
];

const SCRIPT_TAG = /<script\b([^>]*)>[\s\S]*?<\/script>/g;
const LINK_TAG = /<link\b[^>]*>/g;
const SPLASH_TAG = `<script>${splashScript}</script>`;

/** A preload or prefetch of a script or of JSON: downloads for the framework's scripts only. */
function loadsScriptOrData(link: string): boolean {
  return (
    /\brel="modulepreload"/.test(link) ||
    (/\brel="(?:preload|prefetch)"/.test(link) && /\bas="(?:script|fetch)"/.test(link))
  );
}

/**
 * The page without its scripts and without what it preloads for them. Structured data
 * (`application/ld+json`) is not a script and stays; so does the splash's head script when
 * `keepSplash`. Throws when the page has no splash head script, so that a change to the page
 * never leaves the audit measuring something other than what it names.
 */
export function withoutScripts(html: string, keepSplash: boolean): string {
  if (!html.includes(SPLASH_TAG))
    throw new Error(
      "the built Home has no splash head script (src/components/splash/splash-script.ts) to keep or to remove",
    );
  return html
    .replace(SCRIPT_TAG, (tag, attributes: string) =>
      /\btype="application\/ld\+json"/.test(attributes) || (keepSplash && tag === SPLASH_TAG)
        ? tag
        : "",
    )
    .replace(LINK_TAG, (link) => (loadsScriptOrData(link) ? "" : link));
}

/** The site's own files a page asks for (`src` and `href` paths that are files in publicDir). */
export function localFiles(html: string, publicDir: string): string[] {
  const paths = [...html.matchAll(/\s(?:src|href)="(\/[^"?#]*)"/g)].map((match) =>
    decodeURI(match[1]),
  );
  return [...new Set(paths)].filter(
    (file) => fs.statSync(path.join(publicDir, file), { throwIfNoEntry: false })?.isFile() ?? false,
  );
}

/**
 * Writes the reference site, with the netlify.toml of the project at `root`, into a fresh
 * temporary folder. With the site's built `publicDir`, it also holds Home's references and the
 * files they ask for (the icons).
 */
export function writeReferenceSite(root: string, publicDir?: string): ReferenceSite {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-reference-"));
  const out = path.join(dir, "public");
  fs.copyFileSync(path.join(root, "netlify.toml"), path.join(dir, "netlify.toml"));
  fs.mkdirSync(out);
  for (const name of ["index.html", "404.html"])
    fs.writeFileSync(path.join(out, name), REFERENCE_HTML);
  if (publicDir) {
    const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
    for (const reference of HOME_REFERENCES) {
      const html = withoutScripts(home, reference.splash);
      fs.mkdirSync(path.join(out, reference.route), { recursive: true });
      fs.writeFileSync(path.join(out, reference.route, "index.html"), html);
      for (const file of localFiles(html, publicDir)) {
        fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
        fs.copyFileSync(path.join(publicDir, file), path.join(out, file));
      }
    }
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
