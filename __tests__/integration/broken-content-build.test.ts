/**
 * @jest-environment node
 *
 * The real `gatsby build`, run on a copy of the site whose content has a broken file,
 * must fail and name the file and the field.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "..", "..");
const copied = [
  "src",
  "plugins",
  "content",
  "static",
  "netlify",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
];

function siteCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-copy-"));
  for (const entry of copied) {
    const from = path.join(root, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

it("fails `gatsby build` with a message naming the broken file and field", () => {
  const dir = siteCopy();
  const home = path.join(dir, "content", "home.yaml");
  fs.writeFileSync(home, fs.readFileSync(home, "utf8").replace(/^ {2}titleHighlight: .*\n/m, ""));
  const result = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", CONTENT_DIR: "" },
    timeout: 240_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status).not.toBe(0);
  expect(output).toContain("Un errore nei contenuti (correggi i file YAML in content/):");
  expect(output).toContain(
    "content/home.yaml: hero.titleHighlight (Apertura › Titolo, parte colorata): campo obbligatorio mancante: aggiungi la riga «titleHighlight: …» con il suo valore",
  );
  fs.rmSync(dir, { recursive: true, force: true });
}, 300_000);
