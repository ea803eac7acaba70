/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContentFile } from "../../content-model/files";
import { contentRoot } from "../../../__tests__/helpers/content";
import {
  readSaved,
  readThroughSavedFiles,
  savedData,
  savedEntry,
  withSavedFiles,
  WHAT_TO_DO,
} from "./saved-files";

const about = fs.readFileSync(path.join(contentRoot, "about.yaml"), "utf8");
// An unquoted ": " inside seo.title, line 2.
const broken = about.replace(/^( {2}title: )(.*)$/m, "$1Tre leve: $2");

describe("the files as the repository holds them", () => {
  it("refuses a file that is not YAML with the site's own message, then what to do", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saved-files-"));
    try {
      fs.writeFileSync(path.join(dir, "about.yaml"), broken);
      const [site] = checkContentFile(path.join(dir, "about.yaml"), dir);
      expect(site).toMatch(/^content\/about\.yaml: riga 2, colonna 18: rientro sbagliato/);
      expect(() => readSaved("content/about.yaml", broken)).toThrow(
        `Un errore nei contenuti\n${site}\n${WHAT_TO_DO}`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps what each backend read, and hands the file on as it came", async () => {
    const file = { file: { path: "content/about.yaml" }, data: about };
    const reader = { getEntry: async (path: string) => ({ ...file, file: { path } }), other: 1 };
    const backend = withSavedFiles(reader);
    await expect(backend.getEntry("content/about.yaml")).resolves.toEqual(file);
    expect(savedData("content/about.yaml")).toMatchObject({ seo: { title: expect.any(String) } });
    expect(backend.other).toBe(1);

    const list = { file: { path: "content/x.yaml" }, data: "- key: a\n" };
    await withSavedFiles({ getEntry: async (_path: string) => list }).getEntry("content/x.yaml");
    expect(savedEntry("content/x.yaml")).toEqual({ items: [{ key: "a" }] });

    const refused = withSavedFiles({
      getEntry: async (_path: string) => ({ ...file, data: broken }),
    });
    await expect(refused.getEntry("content/about.yaml")).rejects.toThrow(/riga 2, colonna 18/);
  });

  it("wraps every backend Decap builds under the names given, and no other", () => {
    const original = async (path: string) => ({ file: { path }, data: "" });
    const build = () => ({ getEntry: original });
    const registry: Record<string, { init: () => unknown }> = {
      proxy: { init: build },
      github: { init: build },
    };
    readThroughSavedFiles((name) => registry[name], ["proxy"]);
    expect((registry.proxy.init() as ReturnType<typeof build>).getEntry).not.toBe(original);
    expect((registry.github.init() as ReturnType<typeof build>).getEntry).toBe(original);
    expect(() => readThroughSavedFiles((name) => registry[name], ["gitlab"])).toThrow(/gitlab/);
  });
});
