/** Sets environment variables for one test and restores the previous values afterwards. */
export const CONTACT_ENV_KEYS = [
  "MAILGUN_API_KEY",
  "MAILGUN_DOMAIN",
  "MAILGUN_URL",
  "MAILGUN_TIMEOUT_MS",
  "CONTACT_TO",
  "CONTACT_FROM",
  "CONTACT_OUTBOX_DIR",
  "CONTEXT",
] as const;

export function isolateEnv(keys: readonly string[] = CONTACT_ENV_KEYS): {
  set(values: Record<string, string | undefined>): void;
  restore(): void;
} {
  const saved = new Map(keys.map((key) => [key, process.env[key]] as const));
  for (const key of keys) delete process.env[key];
  return {
    set(values) {
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
    restore() {
      for (const [key, value] of saved) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}
