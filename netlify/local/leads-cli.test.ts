/**
 * @jest-environment node
 *
 * `npm run leads:export` and `npm run leads:delete` on the local store of a temporary project
 * (Netlify's own local Blobs server, as the commands open it).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openStoreForCli, runDelete, runExport } from "./leads-cli";
import { newLeadId, pendingKey, type LeadRecord } from "../lib/leads/record";
import { isolateEnv } from "../../__tests__/helpers/env";

let root: string;
let env: ReturnType<typeof isolateEnv>;
let out: string[];
let err: string[];

const lead = (n: number): LeadRecord => ({
  id: newLeadId(new Date(Date.UTC(2026, 10, n, 9))),
  receivedAt: new Date(Date.UTC(2026, 10, n, 9)).toISOString(),
  contact: {
    name: `Visitatore ${n}`,
    email: `visitatore${n}@example.it`,
    phone: "",
    message: `Richiesta ${n}`,
  },
  attempts: 3,
});

async function seed(...records: LeadRecord[]): Promise<void> {
  const opened = await openStoreForCli(root);
  try {
    for (const record of records) await opened.store.setJSON(pendingKey(record.id), record);
  } finally {
    await opened.close();
  }
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "leads-cli-"));
  env = isolateEnv(["NETLIFY_SITE_ID", "NETLIFY_AUTH_TOKEN", "NETLIFY_API_TOKEN"]);
  out = [];
  err = [];
  jest.spyOn(console, "log").mockImplementation((text: unknown) => void out.push(String(text)));
  jest.spyOn(console, "error").mockImplementation((text: unknown) => void err.push(String(text)));
});
afterEach(async () => {
  jest.restoreAllMocks();
  env.restore();
  await rm(root, { recursive: true, force: true });
});

it("exports one request in full by id, or every pending one, as JSON", async () => {
  const [first, second] = [lead(1), lead(2)];
  await seed(first, second);
  await runExport(root, second.id);
  expect(JSON.parse(out.join("\n"))).toEqual(second);
  out.length = 0;
  await runExport(root);
  expect(JSON.parse(out.join("\n"))).toEqual([first, second]);
  expect(err.join("\n")).toContain("2 richieste esportate");
  await expect(runExport(root, "2026-01-01T00-00-00-000Z-000000")).rejects.toThrow(
    "nessuna richiesta con id 2026-01-01T00-00-00-000Z-000000",
  );
});

it("deletes one request by id and nothing else", async () => {
  const [first, second] = [lead(3), lead(4)];
  await seed(first, second);
  await runDelete(root, first.id);
  expect(out.join("\n")).toContain(`richiesta ${first.id} cancellata`);
  out.length = 0;
  await runExport(root);
  expect(JSON.parse(out.join("\n"))).toEqual([second]);
  await expect(runDelete(root, first.id)).rejects.toThrow(`nessuna richiesta con id ${first.id}`);
  await expect(runDelete(root, "")).rejects.toThrow("npm run leads:delete -- <id>");
});
