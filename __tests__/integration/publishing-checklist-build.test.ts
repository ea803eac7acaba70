/**
 * @jest-environment node
 *
 * Netlify's production build (CONTEXT=production), the real `gatsby build` on a copy of the site:
 * with the committed example data it stops and lists what is still to confirm, in Italian, with
 * the file and the field; once every item of the checklist is confirmed it builds the site. That
 * build is also the one with every first-load optimisation off (plugins/gatsby-plugin-first-load),
 * whose server HTML `npm run test:html` checks: one whole build for both.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checklistKeys } from "../../src/content-model/model/publishing-checklist";

const root = path.join(__dirname, "..", "..");
const copied = [
  "src",
  "plugins",
  "content",
  "static",
  "netlify",
  "netlify.toml",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
];
const copies: string[] = [];

function siteCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-publish-"));
  copies.push(dir);
  for (const entry of copied) {
    const from = path.join(root, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

function run(dir: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(path.join(root, "node_modules", ".bin", command), args, {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", CONTENT_DIR: "", ...env },
    timeout: 900_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const productionBuild = (dir: string, env: NodeJS.ProcessEnv = {}) =>
  run(dir, "gatsby", ["build"], { CONTEXT: "production", ...env });

afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

it("stops the production build while example data is unconfirmed, listing each item with its file and field", () => {
  const dir = siteCopy();
  const { status, output } = productionBuild(dir);
  expect(status).not.toBe(0);
  expect(output).toContain("Pubblicazione fermata");
  expect(output).toContain(
    `Da confermare prima della pubblicazione: ${checklistKeys.length} punti da confermare`,
  );
  expect(output).toContain("  - Partita IVA");
  expect(output).toContain(
    "dove: Pagine e dati del sito › Dati dell'azienda e testi comuni › Partita IVA (content/site.yaml › vatNumber)",
  );
  expect(output).toContain(
    "dove: Pagine e dati del sito › Pagina Contatti › Modulo di contatto › Consenso già spuntato (content/contact.yaml › form.consentDefault)",
  );
  expect(output).toContain(
    "fatto questo: content/publishing-checklist.yaml › items[1].confirmed (Confermato)",
  );
  expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false);
}, 300_000);

it("builds the production site once every item is confirmed, the two that name the content cured first; with every first-load optimisation off, its server HTML still carries the copy", () => {
  const dir = siteCopy();
  const edit = (name: string, from: RegExp, to: string) => {
    const file = path.join(dir, "content", name);
    const text = fs.readFileSync(file, "utf8");
    expect(text).toMatch(from);
    fs.writeFileSync(file, text.replace(from, to));
  };
  edit("publishing-checklist.yaml", /confirmed: false/g, "confirmed: true");
  // Confirmed, they cannot be while the box starts ticked and the site promises what the Terms deny.
  edit("contact.yaml", /consentDefault: true/, "consentDefault: false");
  edit("home.yaml", /Risultati garantiti/, "Risultati misurabili");
  edit("portfolio.yaml", /Risultati Garantiti/, "Risultati misurabili");
  const { status, output } = productionBuild(dir, { GATSBY_FIRST_LOAD_OPTIMISATIONS: "off" });
  expect(output).not.toContain("Pubblicazione fermata");
  expect(output).not.toContain("da confermare");
  expect(status).toBe(0);
  expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(true);
  const html = run(dir, "tsx", [path.join(root, "__tests__", "built", "check-built-html.ts")]);
  expect(html.output).toMatch(/\b\d+ passed, 0 failed\n/);
  expect(html.status).toBe(0);
}, 900_000);
