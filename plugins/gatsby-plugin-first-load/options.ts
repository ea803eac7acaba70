/**
 * The plugin's optimisations, one boolean option each, on by default (README.md: what each does
 * and buys, and the Gatsby internal it depends on). GATSBY_FIRST_LOAD_OPTIMISATIONS overrides
 * gatsby-config.ts for one build: `off`, `all`, or a comma-separated list of those to keep on.
 */
export const OPTIMISATIONS = [
  "scriptsAfterFirstPaint",
  "pageOwnCss",
  "dropUnusedImageHead",
  "dropServiceWorkerRegistration",
  "dropPartytown",
  "shortClassNames",
  "pureIcons",
] as const;

export type Optimisation = (typeof OPTIMISATIONS)[number];
export type FirstLoadOptions = Record<Optimisation, boolean>;

/**
 * The options in force: the environment's choice if set (`process.env.GATSBY_FIRST_LOAD_OPTIMISATIONS`,
 * written out in full by each caller: webpack replaces only that literal in the server-render bundle),
 * else gatsby-config's, each on unless set to false.
 */
export function resolveOptions(
  configured: Partial<Record<string, unknown>> = {},
  fromEnv: string | undefined,
): FirstLoadOptions {
  const named = fromEnv?.trim() ? fromEnv.split(",").map((name) => name.trim()) : undefined;
  const unknown = named?.filter((name) => !["off", "all", ...OPTIMISATIONS].includes(name)) ?? [];
  if (unknown.length > 0)
    throw new Error(`GATSBY_FIRST_LOAD_OPTIMISATIONS: unknown ${unknown.join(", ")}`);
  const on = (name: Optimisation) =>
    named ? named.includes("all") || named.includes(name) : configured[name] !== false;
  return Object.fromEntries(OPTIMISATIONS.map((name) => [name, on(name)])) as FirstLoadOptions;
}

/** The options in force for a build, from the plugin's options and the environment. */
export const optionsInForce = (pluginOptions: object) =>
  resolveOptions(pluginOptions, process.env.GATSBY_FIRST_LOAD_OPTIMISATIONS);

/** Where a build records the options it was made with (moved to .build-meta/ with the source maps). */
export const OPTIONS_RECORD = "first-load-options.json";
