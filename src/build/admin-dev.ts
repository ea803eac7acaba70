/**
 * /admin/ during `gatsby develop` (`npm start`, `npm run cms`): the first time /admin/ is asked
 * for, the admin bundle is built into .cache/admin-dev/ and Decap's local proxy is started if none
 * is running (src/build/local-cms-backend.ts), so `npm start` pays nothing when nobody opens the
 * CMS; then gatsby-config's developMiddleware serves the admin from there.
 */
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { buildAdmin } from "./admin-bundle";
import { ensureLocalBackend } from "./local-cms-backend";
import { LOCAL_BACKEND_PORT } from "../cms/admin/constants";
import { contentDir } from "../content-model/content-dir";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

export function adminDevMiddleware(outDir = path.resolve(".cache", "admin-dev")) {
  let built: Promise<unknown> | undefined;
  let backend: Promise<void> | undefined;
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/admin") {
      res.writeHead(301, { Location: "/admin/" }).end();
      return;
    }
    if (!url.pathname.startsWith("/admin/") || (req.method !== "GET" && req.method !== "HEAD")) return next();
    built ??= buildAdmin(outDir).then((bundle) =>
      console.log(`CMS: /admin/ built (admin.js ${(bundle.scriptGzip / 1024).toFixed(0)} KB gzip)`)
    );
    // Without the proxy Decap would offer its GitHub login, which cannot work here: the terminal
    // says why, and the next visit to /admin/ tries again.
    backend ??= ensureLocalBackend({ port: LOCAL_BACKEND_PORT, repoDir: path.dirname(contentDir) }).then(
      (started) => {
        if (started) console.log(`CMS: proxy locale di Decap avviato su 127.0.0.1:${LOCAL_BACKEND_PORT} (scrive in ${contentDir})`);
      },
      (error: unknown) => {
        backend = undefined;
        console.error(`CMS: ${error instanceof Error ? error.message : String(error)}; /admin/ proporrà l'accesso con GitHub, che qui non funziona.`);
      }
    );
    Promise.all([built, backend]).then(
      () => {
        const name = url.pathname.slice("/admin/".length) || "index.html";
        const file = path.join(outDir, path.basename(name));
        if (name.includes("/") || !fs.existsSync(file)) {
          res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Non trovato");
          return;
        }
        res.writeHead(200, {
          "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
          "Cache-Control": "no-cache",
          "X-Robots-Tag": "noindex, nofollow",
        });
        if (req.method === "HEAD") res.end();
        else fs.createReadStream(file).pipe(res);
      },
      (error: unknown) => {
        built = undefined;
        console.error("CMS: the admin bundle did not build", error);
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Il pannello /admin/ non si è compilato: vedi il terminale.");
      }
    );
  };
}
