/**
 * `npm run cms`: local editing with no account. Starts decap-server (Decap's local proxy, in
 * file-system mode, bound to 127.0.0.1:8081, writing into this folder's content/) and the dev
 * site (`npm start`, http://localhost:8000). The editor opens http://localhost:8000/admin/,
 * clicks "Accedi", edits and saves: the YAML file changes on disk and the running site shows it.
 * Ctrl+C stops both. CONTENT_DIR (a folder named content/) edits a copy instead: decap-server
 * writes into its parent folder, and the dev site reads it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { LOCAL_BACKEND_PORT } from "../src/cms/admin/constants";
import { decapServerProcess } from "../src/build/local-cms-backend";

if (process.env.CONTENT_DIR && path.basename(path.resolve(process.env.CONTENT_DIR)) !== "content") {
  console.error("CONTENT_DIR must be a folder named content (the CMS writes content/… paths).");
  process.exit(1);
}

const root = path.resolve(__dirname, "..");
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", detached: true, env: { ...process.env, ...env } });
  children.push(child);
  child.on("exit", (code) => {
    console.log(`${path.basename(args[0] ?? command)} stopped (${code ?? "signal"}); stopping the rest.`);
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

const decap = decapServerProcess(LOCAL_BACKEND_PORT, process.env.CONTENT_DIR ? path.dirname(path.resolve(process.env.CONTENT_DIR)) : root, root);
start(process.execPath, decap.args, decap.env);
start("npm", ["start"], { GATSBY_TELEMETRY_DISABLED: "1" });
console.log("\nCMS: quando il sito è pronto, apri http://localhost:8000/admin/ e premi «Accedi».\n");
