/**
 * Staff commands for stored contact requests (store `leads` of Netlify Blobs):
 *
 *   npm run leads:list            the delivery verdict (as /api/leads-health gives it) and what is
 *                                 pending (oldest first); `-- --json` for the full records
 *   npm run leads:retry           sends every pending request now (ignores the backoff, never a claim)
 *   npm run leads:export -- <id>  one request in full, as JSON (without an id: every pending one)
 *   npm run leads:delete -- <id>  deletes one request (never one being sent at that moment)
 *
 * Local store (default): the data of Netlify's local Blobs server under .netlify/blobs-serve, as
 * written by `npm run serve` / `npm start`. Production store: set NETLIFY_SITE_ID and
 * NETLIFY_AUTH_TOKEN (a personal access token). Mail settings come from the environment / .env.
 *
 * Each command runs the local store (netlify/local/blobs.ts), whose conditional writes are atomic
 * within one process: local runs hold .netlify/leads-retry.lock while sending, so two never overlap.
 */
import { existsSync } from "node:fs";
import { mkdir, open, rm, stat } from "node:fs/promises";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import { loadMailSettings } from "../lib/contact/settings";
import { listPendingLeads, retryPendingLeads, type RetrySummary } from "../lib/leads/deliver";
import { healthSettings, judgeDelivery, readDeliveryStatus } from "../lib/leads/health";
import { LEADS_STORE, newRunId, type LeadRecord } from "../lib/leads/record";
import { deleteLeadByHand, findLead, MAX_PENDING_DAYS } from "../lib/leads/retention";
import type { LeadStore } from "../lib/leads/store";
import { LOCAL_BLOBS_DIR, localSiteId, startLocalBlobs } from "../local/blobs";
const LOCK_FILE = path.join(".netlify", "leads-retry.lock");
/** A lock older than this belongs to a run that died. */
const STALE_LOCK_MS = 10 * 60_000;

export interface OpenedStore {
  store: LeadStore;
  where: string;
  local: boolean;
  close(): Promise<void>;
}

export async function openStoreForCli(projectRoot: string = process.cwd()): Promise<OpenedStore> {
  const siteID = process.env.NETLIFY_SITE_ID?.trim();
  const token = (process.env.NETLIFY_AUTH_TOKEN ?? process.env.NETLIFY_API_TOKEN)?.trim();
  if (siteID && token) {
    return {
      store: getStore({ name: LEADS_STORE, siteID, token, consistency: "strong" }),
      where: `produzione (sito ${siteID})`,
      local: false,
      close: async () => undefined,
    };
  }
  const directory = path.join(projectRoot, LOCAL_BLOBS_DIR);
  const blobs = await startLocalBlobs(directory);
  return {
    store: getStore({
      name: LEADS_STORE,
      siteID: localSiteId(projectRoot),
      token: blobs.token,
      edgeURL: blobs.url,
      uncachedEdgeURL: blobs.url,
      consistency: "strong",
    }),
    where: `locale (${path.relative(process.cwd(), directory) || directory})`,
    local: true,
    close: () => blobs.stop(),
  };
}

/** Exclusive lock file; waits for another local run to finish. */
export async function withLocalLock<T>(projectRoot: string, run: () => Promise<T>): Promise<T> {
  const file = path.join(projectRoot, LOCK_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = await stat(file).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await rm(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await run();
  } finally {
    await rm(file, { force: true });
  }
}

export async function runRetry(projectRoot: string = process.cwd()): Promise<RetrySummary> {
  const opened = await openStoreForCli(projectRoot);
  try {
    const retry = () =>
      retryPendingLeads(opened.store, {
        runId: newRunId("cli"),
        settings: loadMailSettings(),
        force: true,
      });
    const summary = opened.local ? await withLocalLock(projectRoot, retry) : await retry();
    console.log(
      `Store ${opened.where}: ${summary.pending} in attesa, ${summary.delivered} consegnate, ${summary.failed} non riuscite, ` +
        `${summary.skipped} saltate (in invio altrove), ${summary.expired} cancellate perché più vecchie di ${MAX_PENDING_DAYS} giorni, ` +
        `${summary.stillPending} ancora in attesa.`,
    );
    return summary;
  } finally {
    await opened.close();
  }
}

export async function runList(
  projectRoot: string = process.cwd(),
  { json = false } = {},
): Promise<number> {
  const opened = await openStoreForCli(projectRoot);
  try {
    const leads = await listPendingLeads(opened.store);
    if (json) {
      console.log(
        JSON.stringify(
          leads.map(({ record }) => record),
          null,
          2,
        ),
      );
      return leads.length;
    }
    console.log(`Store ${opened.where}: ${leads.length} richieste in attesa di consegna.`);
    const health = judgeDelivery(
      await readDeliveryStatus(opened.store),
      healthSettings(loadMailSettings()),
      Date.now(),
    );
    console.log(health.line);
    for (const { record } of leads) {
      const error = record.lastError ? `, ultimo errore: ${record.lastError}` : "";
      console.log(
        `- ${record.id}  ricevuta ${record.receivedAt}  tentativi ${record.attempts}${error}\n  ${record.contact.name} <${record.contact.email}>${record.contact.phone ? `, tel. ${record.contact.phone}` : ""}`,
      );
    }
    return leads.length;
  } finally {
    await opened.close();
  }
}

/**
 * Prints requests in full as JSON on stdout (one by id, or every pending one), for answering by
 * hand or for a visitor's request of access; the count goes to stderr, so the JSON can be redirected
 * to a file. Returns what was printed; throws when the id is not in the store.
 */
export async function runExport(
  projectRoot: string = process.cwd(),
  id?: string,
): Promise<LeadRecord[]> {
  const opened = await openStoreForCli(projectRoot);
  try {
    let records: LeadRecord[];
    if (id) {
      const record = await findLead(opened.store, id);
      if (!record) throw new Error(`Store ${opened.where}: nessuna richiesta con id ${id}.`);
      records = [record];
    } else records = (await listPendingLeads(opened.store)).map(({ record }) => record);
    console.log(JSON.stringify(id ? records[0] : records, null, 2));
    console.error(`Store ${opened.where}: ${records.length} richieste esportate.`);
    return records;
  } finally {
    await opened.close();
  }
}

/** Deletes one request by id; throws (exit 1) when it is missing or being sent at this moment. */
export async function runDelete(projectRoot: string = process.cwd(), id = ""): Promise<void> {
  if (!id) throw new Error("Indica l'id della richiesta: npm run leads:delete -- <id>");
  const opened = await openStoreForCli(projectRoot);
  try {
    const outcome = await deleteLeadByHand(opened.store, id);
    if (outcome === "missing")
      throw new Error(`Store ${opened.where}: nessuna richiesta con id ${id}.`);
    if (outcome === "being-sent")
      throw new Error(
        `Store ${opened.where}: la richiesta ${id} è in invio proprio ora; riprova tra un minuto.`,
      );
    console.log(`Store ${opened.where}: richiesta ${id} cancellata.`);
  } finally {
    await opened.close();
  }
}

async function main(): Promise<void> {
  if (existsSync(".env") && typeof process.loadEnvFile === "function") process.loadEnvFile(".env");
  const [command, ...flags] = process.argv.slice(2);
  if (command === "list") await runList(process.cwd(), { json: flags.includes("--json") });
  else if (command === "retry") await runRetry();
  else if (command === "export") await runExport(process.cwd(), flags[0]);
  else if (command === "delete") await runDelete(process.cwd(), flags[0]);
  else {
    console.error(
      "Uso: tsx netlify/cli/leads.ts list [--json] | retry | export [id] | delete <id>",
    );
    process.exit(2);
  }
}

if (typeof require !== "undefined" && require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
