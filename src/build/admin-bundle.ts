/**
 * The admin (/admin/) as its own bundle: esbuild compiles src/cms/admin/index.tsx with Decap CMS
 * and React 19 (the npm aliases react-19 and react-dom-19), `gatsby` aliased to a small stub so
 * the site's sections render in the preview pane. Into `outDir` (public/admin/, or
 * .cache/admin-dev/ for `gatsby develop`): index.html (noindex, one external script, no inline
 * code), admin.js, and admin.css, the site's CSS for the preview frame. Public pages never
 * reference any of it (audit/admin-isolation.ts). A warm build reuses the last bundle
 * (.cache/admin-bundle/) when no file esbuild read for it (its metafile inputs) nor option changed.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import { NO_PAGE, type CmsConfigOptions } from "../cms/config";
import { ADMIN_SCRIPT, LOCAL_BACKEND_URL, PREVIEW_STYLESHEET } from "../cms/admin/constants";
import { decapPatches, decapPatchPlugin } from "../cms/admin/decap-patches";
import { siteUrl } from "../lib/site-url";

const root = path.resolve(__dirname, "..", "..");

/** "owner/name" of the GitHub repository: CMS_GITHUB_REPO, else Netlify's REPOSITORY_URL. */
export function githubRepo(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  const match = /github\.com[/:]([^/]+\/[^/.]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "");
  return match ? match[1] : "impulso-digitale/sito";
}

/** `localBackendUrl`: decap-server's API (the development server passes the proxy it found or started). */
export function cmsOptions(
  env: NodeJS.ProcessEnv = process.env,
  localBackendUrl = LOCAL_BACKEND_URL,
): CmsConfigOptions {
  return {
    localBackendUrl,
    repo: githubRepo(env),
    branch: env.CMS_BRANCH || "main",
    siteUrl: siteUrl(),
  };
}

export function adminHtml(): string {
  return [
    "<!doctype html>",
    '<html lang="it">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    "<title>Gestione contenuti · Impulso Digitale</title>",
    // "Apri la pagina sul sito" of a file no page shows (src/cms/config.ts): not offered.
    `<style>a[href$="${NO_PAGE}"]{display:none}</style>`,
    `<script src="${ADMIN_SCRIPT}" defer></script>`,
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");
}

export interface AdminBundle {
  files: string[];
  /** admin.js, bytes and gzip (level 9). */
  scriptBytes: number;
  scriptGzip: number;
}

interface CacheManifest {
  key: string;
  inputs: string[];
}

/** A hash of the build options and of every input file's content; undefined if one is gone. */
function cacheKey(settings: string, inputs: readonly string[]): string | undefined {
  const hash = crypto.createHash("sha256").update(settings);
  for (const input of inputs) {
    const file = path.join(root, input);
    if (!fs.existsSync(file)) return undefined;
    hash.update(input).update("\0").update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

function copyDir(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
}

function summary(outDir: string): AdminBundle {
  const script = fs.readFileSync(path.join(outDir, ADMIN_SCRIPT));
  return {
    files: fs.readdirSync(outDir).sort(),
    scriptBytes: script.length,
    scriptGzip: zlib.gzipSync(script, { level: 9 }).length,
  };
}

export async function buildAdmin(
  outDir: string,
  { localBackendUrl }: { localBackendUrl?: string } = {},
): Promise<AdminBundle> {
  const cacheDir = path.join(root, ".cache", "admin-bundle");
  const define = {
    "process.env.NODE_ENV": JSON.stringify("production"),
    __CMS_OPTIONS__: JSON.stringify(cmsOptions(process.env, localBackendUrl)),
  };
  const settings = JSON.stringify({ define, html: adminHtml(), decapPatches });
  const manifestFile = path.join(cacheDir, "manifest.json");
  const cached = path.join(cacheDir, "out");
  if (fs.existsSync(manifestFile) && fs.existsSync(cached)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as CacheManifest;
    if (cacheKey(settings, manifest.inputs) === manifest.key) {
      copyDir(cached, outDir);
      return summary(outDir);
    }
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { [path.basename(ADMIN_SCRIPT, ".js")]: "src/cms/admin/index.tsx" },
    outdir: outDir,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["es2020"],
    minify: true,
    sourcemap: false,
    legalComments: "none",
    jsx: "automatic",
    logLevel: "warning",
    alias: {
      react: "react-19",
      "react-dom": "react-dom-19",
      gatsby: "./src/cms/admin/gatsby-stub.tsx",
    },
    loader: { ".module.css": "local-css" },
    assetNames: "[name]-[hash]",
    define,
    metafile: true,
    plugins: [decapPatchPlugin],
  });
  const css = path.join(outDir, PREVIEW_STYLESHEET);
  if (!fs.existsSync(css))
    throw new Error(
      `The admin build wrote no ${PREVIEW_STYLESHEET}: the previews would have no styles`,
    );
  fs.writeFileSync(path.join(outDir, "index.html"), adminHtml());
  // esbuild's metafile names inputs relative to absWorkingDir (the project root). Modules a
  // package disables in the browser ("(disabled):fs") are empty and `define`d values
  // ("<define:…>") are in `settings`; any other input without a file leaves nothing cached.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith("(disabled):") && !input.startsWith("<define:"))
    .sort();
  const key = cacheKey(settings, inputs);
  if (key) {
    copyDir(outDir, cached);
    fs.writeFileSync(manifestFile, JSON.stringify({ key, inputs } satisfies CacheManifest));
  }
  return summary(outDir);
}
