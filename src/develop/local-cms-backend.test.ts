/**
 * @jest-environment node
 */
/**
 * `npm start` gives the editor its local proxy (src/develop/local-cms-backend.ts): the real
 * decap-server over temporary folders on 127.0.0.1, started when none answers, reused only when
 * it writes into the same folder, moved to a free port when the port is taken (by another
 * folder's proxy or another program), and gone when the process that started it is.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  decapServerProcess,
  ensureLocalBackend,
  localBackendAnswers,
  localBackendServes,
} from "./local-cms-backend";
import { localBackendUrl } from "../cms/admin/constants";
import { freePort } from "../../__tests__/helpers/processes";

jest.setTimeout(60_000);

const folders: string[] = [];
const children: ChildProcess[] = [];

/** A folder like the project's: content/site.yaml with its own company name. */
function projectFolder(companyName: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "local-backend-"));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, "content"));
  fs.writeFileSync(path.join(dir, "content", "site.yaml"), `companyName: ${companyName}\n`);
  return dir;
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null)
    await new Promise((resolve) => child.once("exit", resolve));
}

afterEach(async () => {
  for (const child of children.splice(0)) {
    child.kill();
    await stopped(child);
  }
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function post(url: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** What Decap's editor asks the proxy for when it opens a file. */
async function readThroughProxy(url: string, file: string): Promise<unknown> {
  return (await post(url, { action: "getEntry", params: { branch: "main", path: file } })).data;
}

/** What Decap sends when the editor presses "Pubblica ora" (simple publish mode). */
async function saveThroughProxy(url: string, file: string, raw: string): Promise<void> {
  await post(url, {
    action: "persistEntry",
    params: {
      branch: "main",
      entry: { slug: "site", path: file, raw },
      assets: [],
      options: {
        collectionName: "site",
        commitMessage: "prova",
        useWorkflow: false,
        status: "draft",
      },
    },
  });
}

it("starts decap-server on the port when none answers, writing into the given folder", async () => {
  const repoDir = projectFolder("Prova");
  const port = await freePort();
  expect(await localBackendAnswers(port)).toBe(false);
  const proxy = await ensureLocalBackend({ port, repoDir });
  children.push(proxy.child!);
  expect(proxy.child).toBeDefined();
  expect(proxy).toMatchObject({ port, url: `http://127.0.0.1:${port}/api/v1` });
  expect(await readThroughProxy(proxy.url, "content/site.yaml")).toBe("companyName: Prova\n");
  await saveThroughProxy(proxy.url, "content/site.yaml", "companyName: Salvata\n");
  expect(fs.readFileSync(path.join(repoDir, "content", "site.yaml"), "utf8")).toBe(
    "companyName: Salvata\n",
  );
  // The check leaves nothing behind in the folder.
  expect(fs.readdirSync(repoDir)).toEqual(["content"]);
});

it("reuses a proxy that already writes into the same folder (a second npm start of it)", async () => {
  const repoDir = projectFolder("Prova");
  const port = await freePort();
  const first = await ensureLocalBackend({ port, repoDir });
  children.push(first.child!);
  const again = await ensureLocalBackend({ port, repoDir });
  expect(again).toEqual({ port, url: localBackendUrl(port) });
  expect(again.child).toBeUndefined();
});

it("never reuses another folder's proxy: this folder gets its own on a free port, and each folder keeps its own edits", async () => {
  const other = projectFolder("Altra cartella");
  const mine = projectFolder("Questa cartella");
  const port = await freePort();
  const theirs = await ensureLocalBackend({ port, repoDir: other });
  children.push(theirs.child!);
  expect(await localBackendAnswers(port)).toBe(true);
  expect(await localBackendServes(port, mine)).toBe(false);

  const proxy = await ensureLocalBackend({ port, repoDir: mine });
  children.push(proxy.child!);
  expect(proxy.child).toBeDefined();
  expect(proxy.port).not.toBe(port);
  expect(proxy.url).toBe(localBackendUrl(proxy.port));
  expect(await readThroughProxy(proxy.url, "content/site.yaml")).toBe(
    "companyName: Questa cartella\n",
  );
  await saveThroughProxy(proxy.url, "content/site.yaml", "companyName: Modificata qui\n");
  expect(fs.readFileSync(path.join(mine, "content", "site.yaml"), "utf8")).toBe(
    "companyName: Modificata qui\n",
  );
  expect(fs.readFileSync(path.join(other, "content", "site.yaml"), "utf8")).toBe(
    "companyName: Altra cartella\n",
  );
  // The other folder's proxy is left as it was.
  expect(await localBackendServes(port, other)).toBe(true);
});

it("moves to a free port when the port is taken by a program that is not the proxy", async () => {
  const repoDir = projectFolder("Prova");
  const port = await freePort();
  const squatter = http.createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => squatter.listen(port, "127.0.0.1", resolve));
  try {
    const proxy = await ensureLocalBackend({ port, repoDir });
    children.push(proxy.child!);
    expect(proxy.port).not.toBe(port);
    expect(await readThroughProxy(proxy.url, "content/site.yaml")).toBe("companyName: Prova\n");
  } finally {
    squatter.closeAllConnections();
    await new Promise((resolve) => squatter.close(resolve));
  }
});

it("says in Italian why, when decap-server cannot start", async () => {
  const repoDir = projectFolder("Prova");
  // A project folder without node_modules/decap-server.
  const projectDir = projectFolder("Senza dipendenze");
  await expect(
    ensureLocalBackend({ port: await freePort(), repoDir, projectDir, timeoutMs: 10_000 }),
  ).rejects.toThrow(
    /^il proxy locale di Decap \(decap-server\) si è fermato appena avviato \(codice 1\): il motivo è nei messaggi qui sopra$/,
  );
});

it("says in Italian, naming the folder, when there is no content/ to write into", async () => {
  const repoDir = path.join(projectFolder("Prova"), "altrove");
  await expect(ensureLocalBackend({ port: await freePort(), repoDir })).rejects.toThrow(
    `la cartella ${path.join(repoDir, "content")} non esiste o non si può modificare, quindi il CMS non potrebbe salvare`,
  );
});

it("a proxy it starts exits with the process that started it, however that ends (its standard input closes)", async () => {
  const repoDir = projectFolder("Prova");
  const port = await freePort();
  const decap = decapServerProcess(port, repoDir);
  const child = spawn(process.execPath, decap.args, {
    stdio: ["pipe", "ignore", "inherit"],
    env: { ...process.env, ...decap.env },
  });
  children.push(child);
  const end = Date.now() + 20_000;
  while (!(await localBackendServes(port, repoDir))) {
    expect(Date.now()).toBeLessThan(end);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.stdin!.end();
  await stopped(child);
  expect(child.exitCode).toBe(0);
  expect(await localBackendAnswers(port)).toBe(false);
});
