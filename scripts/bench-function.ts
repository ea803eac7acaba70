/**
 * `npm run bench:function`: how long the contact function takes under `npm run serve` (Netlify's
 * engine plus the thin host), with the fake Mailgun of the tests on 127.0.0.1. Fires REQUESTS
 * distinct valid requests (default 100) at CONCURRENCY (default 10) after one warm-up, and prints
 * p50 / p95 / max, the answers that were not 2xx and the emails Mailgun received.
 * A benchmark, not a test: it fails only when an answer is not 2xx or an email is missing.
 *
 * It runs on a temporary project (__tests__/helpers/serve-project.ts), so the local Blobs store
 * and outbox of this checkout are left alone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { startFakeMailgun } from "../__tests__/helpers/fake-mailgun";
import { request } from "../__tests__/helpers/raw-request";
import { startServeProject } from "../__tests__/helpers/serve-project";
import { CONTACT_ENDPOINT } from "../netlify/lib/contact/contract";

const REQUESTS = Number(process.env.REQUESTS ?? 100);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);

/**
 * CPU seconds used so far by a process and its descendants (Linux /proc; null elsewhere): unlike
 * the times, it does not depend on what else the machine is running.
 */
function treeCpuSeconds(root: number): number | null {
  try {
    const stats = readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .flatMap((pid) => {
        try {
          const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
          return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: +fields[11] + +fields[12] }];
        } catch {
          return [];
        }
      });
    const tree = new Set([root]);
    for (let grew = true; grew;) {
      grew = false;
      for (const stat of stats)
        if (tree.has(stat.ppid) && !tree.has(stat.pid)) grew = tree.add(stat.pid) !== undefined;
    }
    return (
      stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0) / 100
    );
  } catch {
    return null;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const mailgun = await startFakeMailgun("ok");
  try {
    const { server, close } = await startServeProject({
      CONTEXT: "",
      MAILGUN_API_KEY: "key-bench",
      MAILGUN_DOMAIN: "example.test",
      MAILGUN_URL: mailgun.url,
      CONTACT_TO: "staff@example.test",
      CONTACT_FROM: "Sito <noreply@example.test>",
    });
    try {
      let sent = 0;
      const post = async () => {
        const n = sent++;
        const body = JSON.stringify({
          name: "Mario Rossi",
          email: "mario@example.it",
          message: `Richiesta di prova n. ${n} (${Date.now()}-${Math.random()})`,
        });
        const start = performance.now();
        const res = await request(server.url, CONTACT_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body,
        });
        return { ms: performance.now() - start, status: res.status, body: res.body };
      };

      const warm = await post();
      console.log(`warm-up: ${warm.status} in ${Math.round(warm.ms)} ms`);
      const emailsBefore = mailgun.requests.length;
      const cpuBefore = treeCpuSeconds(server.child.pid ?? 0);
      const results: Array<Awaited<ReturnType<typeof post>>> = [];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (sent <= REQUESTS) results.push(await post());
        }),
      );
      const wall = performance.now() - started;
      const cpuAfter = treeCpuSeconds(server.child.pid ?? 0);
      const times = results.map((result) => result.ms).sort((a, b) => a - b);
      const failed = results.filter((result) => result.status < 200 || result.status > 299);
      // Emails go out after the answers: give the last sends a moment.
      for (
        let waited = 0;
        mailgun.requests.length - emailsBefore < results.length && waited < 10_000;
        waited += 100
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      const emails = mailgun.requests.length - emailsBefore;
      console.log(
        `${results.length} requests at concurrency ${CONCURRENCY} in ${(wall / 1000).toFixed(1)} s: ` +
          `p50 ${Math.round(percentile(times, 50))} ms, p95 ${Math.round(percentile(times, 95))} ms, ` +
          `max ${Math.round(times.at(-1) ?? 0)} ms; non-2xx ${failed.length}; emails ${emails}`,
      );
      if (cpuBefore !== null && cpuAfter !== null)
        console.log(
          `server CPU per request: ${Math.round(((cpuAfter - cpuBefore) * 1000) / results.length)} ms ` +
            `(the server and its child processes, whatever else the machine runs)`,
        );
      for (const failure of failed.slice(0, 3))
        console.log(`  ${failure.status}: ${failure.body.slice(0, 200)}`);
      if (failed.length > 0 || emails < results.length) process.exitCode = 1;
    } finally {
      await close();
    }
  } finally {
    await mailgun.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
