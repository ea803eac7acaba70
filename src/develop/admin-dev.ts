/**
 * /admin/ during `gatsby develop` (`npm start`): the first time /admin/ is asked
 * for, Decap's local proxy serving this folder is found or started (src/develop/local-cms-backend.ts)
 * and the admin bundle is built into .cache/admin-dev/ for that proxy's address, so `npm start`
 * pays nothing when nobody opens the CMS; then gatsby-config's developMiddleware serves the admin
 * from there. Without a proxy of its own the admin is not served at all (an Italian page says
 * why): Decap would offer its GitHub login, which cannot work here, or use another folder's proxy.
 */
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { buildAdmin, type AdminBundle } from "../build/admin-bundle";
import {
  ensureLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from "./local-cms-backend";
import { LOCAL_BACKEND_PORT } from "../cms/admin/constants";
import { contentDir } from "../content-model/content-dir";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

export interface AdminDevOptions {
  outDir?: string;
  /** The folder that holds content/ (CONTENT_DIR's parent when set). */
  repoDir?: string;
  /** The proxy's port when it is free or already serves this folder. */
  port?: number;
  ensureBackend?: (options: LocalBackendOptions) => Promise<LocalBackend>;
  build?: (outDir: string, options: { localBackendUrl: string }) => Promise<AdminBundle>;
}

/** Why /admin/ cannot be served: an HTTP status and an Italian sentence for the editor. */
const unavailable = (status: number, message: string) =>
  Object.assign(new Error(message), { status });

export function adminDevMiddleware({
  outDir = path.resolve(".cache", "admin-dev"),
  repoDir = path.dirname(contentDir),
  port = LOCAL_BACKEND_PORT,
  ensureBackend = ensureLocalBackend,
  build = buildAdmin,
}: AdminDevOptions = {}) {
  let backend: Promise<string> | undefined;
  let built: { url: string; done: Promise<unknown> } | undefined;

  /** The proxy's URL, once one serving `repoDir` answers; the next call tries again after a failure. */
  const proxyUrl = () =>
    (backend ??=
      // decap-server writes content/… under repoDir: another name would edit another folder.
      (
        path.basename(contentDir) === "content"
          ? ensureBackend({ port, repoDir })
          : Promise.reject(new Error("CONTENT_DIR deve essere una cartella chiamata content"))
      ).then(
        (proxy) => {
          if (proxy.child) {
            const moved =
              proxy.port === port
                ? ""
                : ` (la porta ${port} è occupata da un altro programma o dal proxy di un'altra cartella)`;
            console.log(
              `CMS: proxy locale di Decap avviato su 127.0.0.1:${proxy.port}${moved}; scrive in ${path.join(repoDir, "content")}`,
            );
            proxy.child.once("exit", () => (backend = undefined));
          }
          return proxy.url;
        },
        (error: unknown) => {
          backend = undefined;
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`CMS: ${reason}.`);
          throw unavailable(
            503,
            `Il pannello /admin/ non è disponibile: ${reason}. Ricarica la pagina per riprovare.`,
          );
        },
      ));

  /** The admin bundle built for that proxy (again when the proxy's address changed). */
  const adminFor = (url: string) => {
    if (built?.url !== url) {
      const done = build(outDir, { localBackendUrl: url }).then(
        (bundle) =>
          console.log(
            `CMS: pannello /admin/ pronto (admin.js ${(bundle.scriptGzip / 1024).toFixed(0)} KB gzip)`,
          ),
        (error: unknown) => {
          built = undefined;
          console.error("CMS: il pannello /admin/ non si è compilato:", error);
          throw unavailable(500, "Il pannello /admin/ non si è compilato: vedi il terminale.");
        },
      );
      built = { url, done };
    }
    return built.done;
  };

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/admin") return void res.writeHead(301, { Location: "/admin/" }).end();
    if (!url.pathname.startsWith("/admin/") || (req.method !== "GET" && req.method !== "HEAD"))
      return next();
    const name = url.pathname.slice("/admin/".length) || "index.html";
    const file = path.join(outDir, path.basename(name));
    proxyUrl()
      .then(adminFor)
      .then(
        () => {
          if (name.includes("/") || !fs.existsSync(file))
            return void res
              .writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
              .end("Non trovato");
          res.writeHead(200, {
            "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
            "Cache-Control": "no-cache",
            "X-Robots-Tag": "noindex, nofollow",
          });
          if (req.method === "HEAD") res.end();
          else fs.createReadStream(file).pipe(res);
        },
        (error: unknown) => {
          const status = (error as { status?: number } | null)?.status;
          if (!status) console.error("CMS:", error);
          const message = status
            ? (error as Error).message
            : "Il pannello /admin/ non è disponibile: vedi il terminale.";
          res
            .writeHead(status ?? 500, {
              "Content-Type": "text/plain; charset=utf-8",
              "Cache-Control": "no-cache",
            })
            .end(message);
        },
      );
  };
}
