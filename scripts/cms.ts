/**
 * `npm run cms`: local editing with no account. Starts decap-server (Decap's local proxy, in
 * file-system mode, bound to 127.0.0.1:8081, or a free port when that is taken, writing into this
 * folder's content/; src/develop/local-cms-backend.ts) and then the dev site (`npm start`,
 * http://localhost:8000), which builds /admin/ for that proxy. The editor opens
 * http://localhost:8000/admin/, clicks "Accedi", edits and saves: the YAML file changes on disk
 * and the running site shows it.
 * Ctrl+C stops both. CONTENT_DIR (a folder named content/) edits a copy instead: decap-server
 * writes into its parent folder, and the dev site reads it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { LOCAL_BACKEND_PORT } from "../src/cms/admin/constants";
import { ensureLocalBackend } from "../src/develop/local-cms-backend";

if (process.env.CONTENT_DIR && path.basename(path.resolve(process.env.CONTENT_DIR)) !== "content") {
  console.error(
    "CMS: CONTENT_DIR deve essere una cartella chiamata content (il CMS scrive percorsi content/…).",
  );
  process.exit(1);
}

const root = path.resolve(__dirname, "..");
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    stdio: "inherit",
    detached: true,
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on("exit", (code) => {
    console.log(
      `CMS: ${[command, ...args].join(" ")} si è fermato (${code ?? "segnale"}); fermo il resto.`,
    );
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
  setTimeout(() => process.exit(code), 500);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const repoDir = process.env.CONTENT_DIR
  ? path.dirname(path.resolve(process.env.CONTENT_DIR))
  : root;
ensureLocalBackend({ port: LOCAL_BACKEND_PORT, repoDir, projectDir: root }).then(
  (proxy) => {
    // It exits with this script (its standard input is a pipe from here).
    proxy.child?.once("exit", (code) => {
      console.log(`CMS: decap-server si è fermato (${code ?? "segnale"}); fermo il resto.`);
      stop(code ?? 1);
    });
    console.log(
      `CMS: proxy locale di Decap su 127.0.0.1:${proxy.port}, scrive in ${path.join(repoDir, "content")}`,
    );
    start("npm", ["start"], { GATSBY_TELEMETRY_DISABLED: "1", CMS_PROXY_PORT: String(proxy.port) });
    console.log(
      `\nCMS: quando il sito è pronto, apri http://localhost:${process.env.PORT || 8000}/admin/ e premi «Accedi».\n`,
    );
  },
  (error: unknown) => {
    console.error(`CMS: ${error instanceof Error ? error.message : String(error)}.`);
    process.exit(1);
  },
);
