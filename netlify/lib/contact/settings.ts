/** Mail settings, read from the environment at call time (never at module load). */
import path from "node:path";

export interface MailSettings {
  apiKey?: string;
  domain?: string;
  url: string;
  from: string;
  /**
   * The staff inbox (CONTACT_TO). No built-in address: without it nothing is sent through
   * Mailgun (mailer.ts), so a request can never reach an inbox nobody chose.
   */
  to?: string;
  timeoutMs: number;
  outboxDir: string;
  /** Netlify production deploy: mail must really go out; no local outbox. */
  production: boolean;
}

/** `Netlify.env` on Netlify (and `netlify dev`), else `process.env`. Blank values count as unset. */
export function readEnv(name: string): string | undefined {
  const { Netlify } = globalThis as {
    Netlify?: { env?: { get(name: string): string | undefined } };
  };
  return (Netlify?.env?.get(name) ?? process.env[name])?.trim() || undefined;
}

/** `deployContext` is `context.deploy.context` of the Netlify function context, when there is one. */
export function loadMailSettings(deployContext?: string): MailSettings {
  const domain = readEnv("MAILGUN_DOMAIN");
  const timeout = Number(readEnv("MAILGUN_TIMEOUT_MS"));
  return {
    apiKey: readEnv("MAILGUN_API_KEY"),
    domain,
    url: readEnv("MAILGUN_URL") ?? "https://api.eu.mailgun.net",
    from: readEnv("CONTACT_FROM") ?? `Sito web <noreply@${domain ?? "localhost"}>`,
    to: readEnv("CONTACT_TO"),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
    outboxDir: path.resolve(readEnv("CONTACT_OUTBOX_DIR") ?? ".outbox"),
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
