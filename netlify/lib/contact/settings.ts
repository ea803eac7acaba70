/** Mail settings, read from the environment at call time (never at module load). */
import path from "node:path";

export type MailSettings = ReturnType<typeof loadMailSettings>;

/** `Netlify.env` on Netlify (and `netlify dev`), else `process.env`. Blank values count as unset. */
export function readEnv(name: string): string | undefined {
  const { Netlify } = globalThis as {
    Netlify?: { env?: { get(name: string): string | undefined } };
  };
  return (Netlify?.env?.get(name) ?? process.env[name])?.trim() || undefined;
}

/** `deployContext` is `context.deploy.context` of the Netlify function context, when there is one. */
export function loadMailSettings(deployContext?: string) {
  const domain = readEnv("MAILGUN_DOMAIN");
  const timeout = Number(readEnv("MAILGUN_TIMEOUT_MS"));
  return {
    apiKey: readEnv("MAILGUN_API_KEY"),
    domain,
    url: readEnv("MAILGUN_URL") ?? "https://api.eu.mailgun.net",
    from: readEnv("CONTACT_FROM") ?? `Sito web <noreply@${domain ?? "localhost"}>`,
    /** No built-in inbox: without CONTACT_TO nothing goes through Mailgun (mailer.ts). */
    to: readEnv("CONTACT_TO"),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
    outboxDir: path.resolve(readEnv("CONTACT_OUTBOX_DIR") ?? ".outbox"),
    /** Netlify production deploy: mail must really go out; no local outbox. */
    production: readEnv("CONTEXT") === "production" || deployContext === "production",
  };
}

/**
 * The variables missing where mail really goes out (production, or any MAILGUN_API_KEY): there
 * every one must be set, the recipient too (there is no default inbox). Elsewhere the local outbox
 * stands in and nothing is missing.
 */
export function missingMailSettings({ apiKey, domain, to, production }: MailSettings): string[] {
  if (!production && !apiKey) return [];
  const required = { MAILGUN_API_KEY: apiKey, MAILGUN_DOMAIN: domain, CONTACT_TO: to };
  return Object.entries(required).flatMap(([name, value]) => (value ? [] : [name]));
}
