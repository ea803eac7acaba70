/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { contentRoot } from "../__tests__/helpers/content";
import { filesUnder } from "../src/build/files-under";
import { repoRoot } from "../__tests__/helpers/repo";

const root = repoRoot;
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-format-"));
  copies.push(dir);
  fs.cpSync(contentRoot, dir, { recursive: true });
  return dir;
}

function yamlFiles(root: string): string[] {
  return filesUnder(root).filter((file) => /\.ya?ml$/.test(file));
}

const run = (...args: string[]) =>
  spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
      "scripts/format-content.ts",
      ...args,
    ],
    {
      cwd: root,
      encoding: "utf8",
    },
  );

describe("npm run content:format", () => {
  it("rewrites hand-formatted files into exactly the committed canonical form, comments kept, and --check tells them apart", () => {
    const dir = copyContent();
    const files = yamlFiles(dir);
    // The same data written another way: flow style, four-space indent, a comment, ./ on image paths.
    for (const file of files) {
      const full = path.join(dir, file);
      const data = yaml.load(fs.readFileSync(full, "utf8"), { schema: yaml.CORE_SCHEMA });
      const scrambled = yaml
        .dump(data, { indent: 4, flowLevel: 2, lineWidth: -1, schema: yaml.CORE_SCHEMA })
        .replace(/(image|shareImage): images\//g, "$1: ./images/");
      fs.writeFileSync(full, `# scritto a mano\n${scrambled}`);
    }
    const before = run(dir, "--check");
    expect(before.status).toBe(1);
    expect(before.stderr).toContain("services.yaml");

    const rewrite = run(dir);
    expect(rewrite.stderr).toBe("");
    expect(rewrite.status).toBe(0);
    // The canonical form, with the file's comment kept at its head.
    for (const file of files) {
      expect([file, fs.readFileSync(path.join(dir, file), "utf8")]).toEqual([
        file,
        `# scritto a mano\n${fs.readFileSync(path.join(contentRoot, file), "utf8")}`,
      ]);
    }
    expect(run(dir, "--check").status).toBe(0);
  }, 60_000);

  it("leaves content that fails the check untouched and says why", () => {
    const dir = copyContent();
    const file = path.join(dir, "home.yaml");
    const broken =
      fs.readFileSync(file, "utf8").replace(/^ {2}titleHighlight: .*\n/m, "") + "# commento\n";
    fs.writeFileSync(file, broken);
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "Un errore nei contenuti: correggili prima (npm run check:content):",
    );
    expect(result.stderr).toContain(
      "content/home.yaml: hero.titleHighlight (Apertura › Titolo, parte colorata): campo obbligatorio mancante",
    );
    expect(fs.readFileSync(file, "utf8")).toBe(broken);
  }, 60_000);
});
