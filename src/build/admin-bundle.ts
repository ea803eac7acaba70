/**
 * The admin (/admin/) as its own bundle: esbuild compiles src/cms/admin/index.tsx with Decap CMS
 * and React 19 (the npm aliases react-19 and react-dom-19; the site itself stays on its own
 * React), `gatsby` aliased to a small stub so the site's section components render in the
 * preview pane, CSS modules as local CSS. Output, into `outDir` (public/admin/ in a build,
 * .cache/admin-dev/ for `gatsby develop`):
 *   index.html   the admin page: noindex, one external script, no inline code (strict CSP)
 *   admin.js     Decap + React 19 + configuration + previews
 *   admin.css    the site's CSS for the preview frame (never loaded by the admin page itself)
 *   *.woff2      the site font, referenced by admin.css
 * Public pages never reference any of it (__tests__/audit/bundles.ts proves it).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build, type Plugin } from "esbuild";
import type { CmsConfigOptions } from "../cms/config";
import { ADMIN_SCRIPT, LOCAL_BACKEND_URL, PREVIEW_STYLESHEET } from "../cms/admin/constants";
import { siteUrl } from "../lib/site-url";

const root = path.resolve(__dirname, "..", "..");

/** "owner/name" of the GitHub repository: CMS_GITHUB_REPO, else Netlify's REPOSITORY_URL. */
export function githubRepo(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  const match = /github\.com[/:]([^/]+\/[^/.]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "");
  return match ? match[1] : "impulso-digitale/sito";
}

export function cmsOptions(env: NodeJS.ProcessEnv = process.env): CmsConfigOptions {
  return {
    localBackendUrl: LOCAL_BACKEND_URL,
    repo: githubRepo(env),
    branch: env.CMS_BRANCH || "main",
    siteUrl: siteUrl(),
  };
}

/** webpack's "~package/file" in url() and @import (src/styles/global.css) as a package path. */
const tildeImports: Plugin = {
  name: "tilde-imports",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^~/ }, (args) =>
      pluginBuild.resolve(args.path.slice(1), { kind: args.kind, resolveDir: args.resolveDir })
    );
  },
};

export function adminHtml(): string {
  return [
    "<!doctype html>",
    '<html lang="it">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    "<title>Gestione contenuti · Impulso Digitale</title>",
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

export async function buildAdmin(outDir: string, options: { minify?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<AdminBundle> {
  const { minify = true, env = process.env } = options;
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: { [path.basename(ADMIN_SCRIPT, ".js")]: "src/cms/admin/index.tsx" },
    outdir: outDir,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["es2020"],
    minify,
    sourcemap: false,
    legalComments: "none",
    jsx: "automatic",
    logLevel: "warning",
    alias: {
      react: "react-19",
      "react-dom": "react-dom-19",
      gatsby: "./src/cms/admin/gatsby-stub.tsx",
    },
    loader: { ".module.css": "local-css", ".woff2": "file", ".woff": "file" },
    assetNames: "[name]-[hash]",
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __CMS_OPTIONS__: JSON.stringify(cmsOptions(env)),
    },
    plugins: [tildeImports],
  });
  const css = path.join(outDir, PREVIEW_STYLESHEET);
  if (!fs.existsSync(css)) throw new Error(`The admin build wrote no ${PREVIEW_STYLESHEET}: the previews would have no styles`);
  fs.writeFileSync(path.join(outDir, "index.html"), adminHtml());
  const script = fs.readFileSync(path.join(outDir, ADMIN_SCRIPT));
  return {
    files: fs.readdirSync(outDir).sort(),
    scriptBytes: script.length,
    scriptGzip: zlib.gzipSync(script, { level: 9 }).length,
  };
}

if (require.main === module) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, "public", "admin"));
  buildAdmin(outDir).then(
    (bundle) => console.log(`admin: ${bundle.files.join(", ")} in ${outDir}; admin.js ${(bundle.scriptBytes / 1024).toFixed(0)} KB, ${(bundle.scriptGzip / 1024).toFixed(0)} KB gzip`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    }
  );
}
