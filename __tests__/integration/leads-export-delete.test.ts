/**
 * @jest-environment node
 *
 * `npm run leads:export` and `npm run leads:delete`, the real commands, on the local store of a
 * temporary project (Netlify's own local Blobs server under .netlify/blobs-serve, as `npm run
 * serve` writes it).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { newLeadId, pendingKey, type LeadRecord } from "../../netlify/lib/leads/record";
import { startLocalBlobs } from "../helpers/local-blobs";

jest.setTimeout(120_000);
const run = promisify(execFile);
const repo = path.resolve(__dirname, "..", "..");

let root: string;

const lead = (day: number): LeadRecord => {
  const arrived = new Date(Date.UTC(2026, 10, day, 9));
  return {
    id: newLeadId(arrived),
    receivedAt: arrived.toISOString(),
    contact: {
      name: `Visitatore ${day}`,
      email: `visitatore${day}@example.it`,
      phone: "",
      message: `Richiesta ${day}`,
    },
    attempts: 3,
  };
};

/** Writes requests into the project's local store, as the function would have. */
async function seed(...records: LeadRecord[]): Promise<void> {
  const blobs = await startLocalBlobs(path.join(root, ".netlify", "blobs-serve"));
  try {
    for (const record of records) await blobs.leads().setJSON(pendingKey(record.id), record);
  } finally {
    await blobs.close();
  }
}

/** The command as `npm run leads:<command> -- <args>` runs it, in the temporary project. */
const leads = (...args: string[]) =>
  run(
    path.join(repo, "node_modules", ".bin", "tsx"),
    [path.join(repo, "netlify", "cli", "leads.ts"), ...args],
    {
      cwd: root,
      env: { ...process.env, NETLIFY_SITE_ID: "", NETLIFY_AUTH_TOKEN: "", NETLIFY_API_TOKEN: "" },
    },
  );

const failure = (args: string[]) =>
  leads(...args).then(
    () => {
      throw new Error(`leads ${args.join(" ")} should have failed`);
    },
    (error: { code: number; stderr: string }) => error,
  );

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "leads-cli-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

it("the scripts are the staff's npm commands", async () => {
  const { scripts } = (await import(path.join(repo, "package.json"))) as {
    scripts: Record<string, string>;
  };
  expect(scripts["leads:export"]).toBe("tsx netlify/cli/leads.ts export");
  expect(scripts["leads:delete"]).toBe("tsx netlify/cli/leads.ts delete");
});

it("exports one request in full by id, or every waiting one, as JSON on stdout", async () => {
  const [first, second] = [lead(1), lead(2)];
  await seed(first, second);
  const one = await leads("export", second.id);
  expect(JSON.parse(one.stdout)).toEqual(second);
  expect(one.stderr).toContain("1 richieste esportate");
  const all = await leads("export");
  expect(JSON.parse(all.stdout)).toEqual([first, second]);
  const missing = await failure(["export", "2026-01-01T00-00-00-000Z-000000"]);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain("nessuna richiesta con id 2026-01-01T00-00-00-000Z-000000");
});

it("deletes one request by id and nothing else", async () => {
  const [first, second] = [lead(3), lead(4)];
  await seed(first, second);
  const deleted = await leads("delete", first.id);
  expect(deleted.stdout).toContain(`richiesta ${first.id} cancellata`);
  expect(JSON.parse((await leads("export")).stdout)).toEqual([second]);
  expect((await failure(["delete", first.id])).stderr).toContain(
    `nessuna richiesta con id ${first.id}`,
  );
  expect((await failure(["delete"])).stderr).toContain("npm run leads:delete -- <id>");
});
