/**
 * The local Blobs store of `npm run serve` (Netlify's own server behind the proxy that makes
 * conditional writes atomic, netlify/local/blobs.ts) in a temporary folder, with the environment a
 * Netlify Function gets: `getStore("leads")` inside the real function then reads and writes it.
 * It runs in a child process (blobs-server.mjs). `{ raw: true }`: Netlify's server alone.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { LEADS_STORE } from "../../netlify/lib/leads/record";

export interface LocalBlobs {
  directory: string;
  url: string;
  siteID: string;
  token: string;
  /** The `leads` store, opened with explicit credentials (as the tests' own view). */
  leads(): Store;
  /** Sets NETLIFY_BLOBS_CONTEXT as Netlify does for functions. */
  installContext(): void;
  removeContext(): void;
  close(): Promise<void>;
}

export async function startLocalBlobs(
  directory?: string,
  { raw = false }: { raw?: boolean } = {},
): Promise<LocalBlobs> {
  const dir = directory ?? (await mkdtemp(path.join(os.tmpdir(), "leads-blobs-")));
  const args = [path.join(__dirname, "blobs-server.mjs"), dir, ...(raw ? ["raw"] : [])];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  const { url, token } = await new Promise<{ url: string; token: string }>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      if (out.includes("\n"))
        resolve(JSON.parse(out.split("\n")[0]) as { url: string; token: string });
    });
    child.once("exit", (code) => reject(new Error(`blobs-server exited with ${code}`)));
  });
  const siteID = "0";
  const context = Buffer.from(
    JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID, token, deployID: "0" }),
  ).toString("base64");
  return {
    directory: dir,
    url,
    siteID,
    token,
    leads: () =>
      getStore({
        name: LEADS_STORE,
        siteID,
        token,
        edgeURL: url,
        uncachedEdgeURL: url,
        consistency: "strong",
      }),
    installContext: () => {
      process.env.NETLIFY_BLOBS_CONTEXT = context;
    },
    removeContext: () => {
      delete process.env.NETLIFY_BLOBS_CONTEXT;
    },
    close: async () => {
      delete process.env.NETLIFY_BLOBS_CONTEXT;
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      if (!directory) await rm(dir, { recursive: true, force: true });
    },
  };
}
