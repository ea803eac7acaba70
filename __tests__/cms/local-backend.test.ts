/**
 * @jest-environment node
 */
/**
 * `npm start` gives the editor its local proxy (src/build/local-cms-backend.ts): the real
 * decap-server, started on a free port of 127.0.0.1 over a temporary content folder, reused when
 * one already answers, and reported in Italian when it cannot start.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureLocalBackend, localBackendAnswers } from "../../src/build/local-cms-backend";
import { freePort } from "../helpers/processes";

jest.setTimeout(60_000);

let repoDir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "local-backend-"));
  fs.mkdirSync(path.join(repoDir, "content"));
  fs.writeFileSync(path.join(repoDir, "content", "site.yaml"), "companyName: Prova\n");
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill();
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once("exit", resolve));
  }
  fs.rmSync(repoDir, { recursive: true, force: true });
});

/** What Decap's editor asks the proxy for when it opens a file. */
async function readThroughProxy(port: number, file: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "getEntry", params: { branch: "main", path: file } }),
  });
  return ((await response.json()) as { data: string }).data;
}

it("starts decap-server when none answers, writing into the given folder", async () => {
  const port = await freePort();
  expect(await localBackendAnswers(port)).toBe(false);
  const child = await ensureLocalBackend({ port, repoDir });
  expect(child).toBeDefined();
  children.push(child!);
  expect(await localBackendAnswers(port)).toBe(true);
  expect(await readThroughProxy(port, "content/site.yaml")).toBe("companyName: Prova\n");
});

it("reuses a proxy that already answers (npm run cms starts its own)", async () => {
  const port = await freePort();
  const first = await ensureLocalBackend({ port, repoDir });
  children.push(first!);
  expect(await ensureLocalBackend({ port, repoDir })).toBeUndefined();
});

it("says in Italian why, when the port is taken by something that is not the proxy", async () => {
  const port = await freePort();
  const squatter = http.createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => squatter.listen(port, "127.0.0.1", resolve));
  try {
    await expect(ensureLocalBackend({ port, repoDir, timeoutMs: 10_000 })).rejects.toThrow(/decap-server si è fermato .*la porta \d+ è forse occupata|decap-server non risponde su 127\.0\.0\.1:\d+/);
  } finally {
    squatter.closeAllConnections();
    await new Promise((resolve) => squatter.close(resolve));
  }
});
