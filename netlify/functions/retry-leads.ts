/**
 * Scheduled function (every 10 minutes): sends every stored contact request that is still
 * pending, with backoff, and logs the delivery verdict (netlify/lib/leads/health.ts).
 * The same run locally: `npm run leads:retry` (netlify/cli/leads.ts).
 */
import type { Config, Context } from "@netlify/functions";
import { loadMailSettings } from "../lib/contact/settings";
import { retryPendingLeads } from "../lib/leads/deliver";
import { LOG_PREFIX, newRunId } from "../lib/leads/record";
import { openLeadStore } from "../lib/leads/store";

/** Scheduled functions are stopped after 30 s: start no new send after this. */
const RUN_BUDGET_MS = 15_000;

export default async function retryLeads(
  _req: Request,
  context?: Partial<Context>,
): Promise<Response> {
  try {
    const store = openLeadStore();
    if (!store)
      throw new Error(
        "Netlify Blobs non disponibile: impossibile ritentare le richieste in attesa.",
      );
    const summary = await retryPendingLeads(store, {
      runId: newRunId("scheduled"),
      settings: loadMailSettings(context?.deploy?.context),
      deadline: Date.now() + RUN_BUDGET_MS,
      scheduled: true,
    });
    console.log(`${LOG_PREFIX} Ritento completato`, summary);
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error(`${LOG_PREFIX} Ritento non riuscito`, String(error));
    return new Response(null, { status: 500 });
  }
}

export const config: Config = {
  schedule: "*/10 * * * *",
  region: "fra",
};
