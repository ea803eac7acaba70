/**
 * @jest-environment node
 *
 * Every file in netlify/functions/ is deployed as a function: each runs in Frankfurt (the region
 * the privacy policy names), and each path it answers on Netlify is answered by the local host too
 * (`npm run serve` and `npm start` route FUNCTION_PATHS to the engine).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Config } from "@netlify/functions";
import { FUNCTION_PATHS } from "../../../netlify/local/node-adapter";
import { repoRoot } from "../../helpers/repo";

const dir = path.join(repoRoot, "netlify", "functions");
const functions = readdirSync(dir).filter((name) => /\.[cm]?[jt]s$/.test(name));

it("finds the functions", () => {
  expect(functions).toEqual(
    expect.arrayContaining(["leads-health.ts", "retry-leads.ts", "send-contact-email.ts"]),
  );
});

it.each(functions)("%s runs in Frankfurt; its paths are served locally", async (name) => {
  const { config } = (await import(path.join(dir, name))) as { config: Config };
  expect(config.region).toBe("fra");
  for (const route of [config.path ?? []].flat()) expect(FUNCTION_PATHS).toContain(route);
});

it("the local host routes no path that no function has", async () => {
  const paths = new Set<string>();
  for (const name of functions) {
    const { config } = (await import(path.join(dir, name))) as { config: Config };
    for (const route of [config.path ?? []].flat()) paths.add(route);
  }
  expect([...FUNCTION_PATHS].sort()).toEqual([...paths].sort());
});
