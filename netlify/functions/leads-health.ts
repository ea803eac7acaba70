/**
 * Health check for an uptime monitor: 200 while contact requests reach the staff, 503 when they do
 * not (netlify/lib/leads/health.ts), in Italian, counts and ages only; GET and HEAD, read-only.
 * With LEADS_HEALTH_TOKEN set, a request without it gets the site's own 404 for an unknown path,
 * so the endpoint cannot be told from a missing page (docs/contact-pipeline.md).
 */
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type { Config, Context } from "@netlify/functions";
import { SECURITY_HEADERS } from "../lib/contact/responses";
import { loadMailSettings, readEnv } from "../lib/contact/settings";
import { checkDelivery } from "../lib/leads/health";
import { openLeadStore } from "../lib/leads/store";

export default async function leadsHealth(
  req: Request,
  context?: Partial<Context>,
): Promise<Response> {
  const token = readEnv("LEADS_HEALTH_TOKEN");
  const given = new URL(req.url).searchParams.get("token") ?? req.headers.get("x-health-token");
  if (token && !sameSecret(given, token)) return siteNotFound(req);
  if (req.method !== "GET" && req.method !== "HEAD")
    return new Response(null, {
      status: 405,
      headers: { Allow: "GET, HEAD", ...SECURITY_HEADERS },
    });

  const verdict = await checkDelivery(openLeadStore, loadMailSettings(context?.deploy?.context));
  return new Response(req.method === "HEAD" ? null : JSON.stringify(verdict.body), {
    status: verdict.healthy ? 200 : 503,
    headers: { "Content-Type": "application/json; charset=utf-8", ...SECURITY_HEADERS },
  });
}

/** Constant time whatever the lengths: the two SHA-256 digests are compared. */
function sameSecret(given: string | null, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return given !== null && timingSafeEqual(digest(given), digest(expected));
}

/** Of one transfer, not of the page. */
const TRANSFER_HEADERS =
  /^(content-(length|encoding)|transfer-encoding|connection|keep-alive|date|etag|server|cache-status|x-nf-.*)$/;

/** What the site answers for a path that does not exist (its 404 page, status and headers). */
async function siteNotFound(req: Request): Promise<Response> {
  const missing = new URL(`/${randomUUID()}`, req.url);
  try {
    const page = await fetch(missing, {
      method: req.method === "HEAD" ? "HEAD" : "GET",
      signal: AbortSignal.timeout(5000),
    });
    const headers = new Headers(page.headers);
    for (const name of [...headers.keys()]) if (TRANSFER_HEADERS.test(name)) headers.delete(name);
    return new Response(req.method === "HEAD" ? null : await page.arrayBuffer(), {
      status: page.status,
      headers,
    });
  } catch {
    return new Response(req.method === "HEAD" ? null : "Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

export const config: Config = {
  path: ["/api/leads-health"],
  region: "fra",
};
