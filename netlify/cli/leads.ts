/**
 * `npm run leads:list | retry | export | delete` (README, "Contact requests"): on the local store of
 * `npm run serve` / `npm start` (.netlify/blobs-serve), or with NETLIFY_SITE_ID and
 * NETLIFY_AUTH_TOKEN on production's; mail settings from the environment / .env. A retry ignores
 * the backoff, never a claim. The local store's conditional writes are atomic within one process
 * only (netlify/local/blobs.ts): local retry runs hold .netlify/leads-retry.lock while sending.
 */
import { existsSync } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { loadMailSettings } from "../lib/contact/settings";
import { listPendingLeads, retryPendingLeads } from "../lib/leads/deliver";
import { checkDelivery } from "../lib/leads/health";
import { newRunId } from "../lib/leads/record";
import { deleteLeadByHand, findLead, MAX_PENDING_DAYS } from "../lib/leads/retention";
import { openLeadStore, type LeadStore } from "../lib/leads/store";
import { LOCAL_BLOBS_DIR, localSiteId, startLocalBlobs } from "../local/blobs";

export async function openStoreForCli(projectRoot: string = process.cwd()) {
  const siteID = process.env.NETLIFY_SITE_ID?.trim();
  const token = (process.env.NETLIFY_AUTH_TOKEN ?? process.env.NETLIFY_API_TOKEN)?.trim();
  if (siteID && token)
    return {
      store: openLeadStore({ siteID, token })!,
      where: `produzione (sito ${siteID})`,
      local: false,
      close: async () => undefined,
    };
  const directory = path.join(projectRoot, LOCAL_BLOBS_DIR);
  const blobs = await startLocalBlobs(directory);
  const { url, token: localToken } = blobs;
  return {
    store: openLeadStore({
      siteID: localSiteId(projectRoot),
      token: localToken,
      edgeURL: url,
      uncachedEdgeURL: url,
    })!,
    where: `locale (${path.relative(process.cwd(), directory) || directory})`,
    local: true,
    close: () => blobs.stop(),
  };
}

async function withStore<T>(
  command: (opened: Awaited<ReturnType<typeof openStoreForCli>>) => Promise<T>,
  projectRoot = process.cwd(),
) {
  const opened = await openStoreForCli(projectRoot);
  try {
    return await command(opened);
  } finally {
    await opened.close();
  }
}

/** Exclusive lock file; waits for another local run to finish (or 10 minutes: that run died). */
async function withLocalLock<T>(projectRoot: string, run: () => Promise<T>): Promise<T> {
  const file = path.join(projectRoot, ".netlify", "leads-retry.lock");
  await mkdir(path.dirname(file), { recursive: true });
  for (;;) {
    const error = await writeFile(file, String(process.pid), { flag: "wx" }).catch((e: Error) => e);
    if (!error) break;
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const lock = await stat(file).catch(() => null);
    if (lock && Date.now() - lock.mtimeMs > 10 * 60_000) await rm(file, { force: true });
    else await sleep(100);
  }
  try {
    return await run();
  } finally {
    await rm(file, { force: true });
  }
}

export function runRetry(projectRoot: string = process.cwd()) {
  return withStore(async ({ store, where, local }) => {
    const retry = () =>
      retryPendingLeads(store, {
        runId: newRunId("cli"),
        settings: loadMailSettings(),
        force: true,
      });
    const summary = local ? await withLocalLock(projectRoot, retry) : await retry();
    console.log(
      `Store ${where}: ${summary.pending} in attesa, ${summary.delivered} consegnate, ${summary.failed} non riuscite, ` +
        `${summary.skipped} saltate (in invio altrove), ${summary.expired} cancellate perché più vecchie di ${MAX_PENDING_DAYS} giorni, ` +
        `${summary.stillPending} ancora in attesa.`,
    );
    return summary;
  }, projectRoot);
}

const pendingRecords = async (store: LeadStore) =>
  (await listPendingLeads(store)).map(({ record }) => record);

function runList(json: boolean): Promise<void> {
  return withStore(async ({ store, where }) => {
    const records = await pendingRecords(store);
    if (json) return console.log(JSON.stringify(records, null, 2));
    console.log(`Store ${where}: ${records.length} richieste in attesa di consegna.`);
    console.log((await checkDelivery(() => store, loadMailSettings())).line);
    for (const { id, receivedAt, attempts, lastError, contact } of records) {
      const error = lastError ? `, ultimo errore: ${lastError}` : "";
      const phone = contact.phone ? `, tel. ${contact.phone}` : "";
      console.log(
        `- ${id}  ricevuta ${receivedAt}  tentativi ${attempts}${error}\n  ${contact.name} <${contact.email}>${phone}`,
      );
    }
  });
}

/**
 * Prints requests in full as JSON on stdout (one by id, or every pending one), for answering by
 * hand or for a visitor's request of access; the count goes to stderr, so the JSON can be redirected
 * to a file. Throws when the id is not in the store.
 */
function runExport(id?: string): Promise<void> {
  return withStore(async ({ store, where }) => {
    const records = id ? [await findLead(store, id)] : await pendingRecords(store);
    if (!records[0] && id) throw new Error(`Store ${where}: nessuna richiesta con id ${id}.`);
    console.log(JSON.stringify(id ? records[0] : records, null, 2));
    console.error(`Store ${where}: ${records.length} richieste esportate.`);
  });
}

/** Deletes one request by id; throws (exit 1) when it is missing or being sent at this moment. */
function runDelete(id = ""): Promise<void> {
  if (!id) throw new Error("Indica l'id della richiesta: npm run leads:delete -- <id>");
  return withStore(async ({ store, where }) => {
    const outcome = await deleteLeadByHand(store, id);
    if (outcome === "missing") throw new Error(`Store ${where}: nessuna richiesta con id ${id}.`);
    if (outcome === "being-sent")
      throw new Error(
        `Store ${where}: la richiesta ${id} è in invio proprio ora; riprova tra un minuto.`,
      );
    console.log(`Store ${where}: richiesta ${id} cancellata.`);
  });
}

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const [command, ...flags] = process.argv.slice(2);
  if (command === "list") await runList(flags.includes("--json"));
  else if (command === "retry") await runRetry();
  else if (command === "export") await runExport(flags[0]);
  else if (command === "delete") await runDelete(flags[0]);
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
