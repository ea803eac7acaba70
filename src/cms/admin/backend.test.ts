/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContentFile } from "../../content-model/files";
import { contentRoot } from "../../../__tests__/helpers/content";
import {
  names,
  readSaved,
  savedData,
  savedEntry,
  wrapBackend,
  wrapBackends,
  WHAT_TO_DO,
  type Implementation,
} from "./backend";

const yamlFile = (text: string) => ({ raw: text });

it("knows whether a saved file names a picture as one of its values", () => {
  const files = [yamlFile("- key: a\n  image: images/buona.jpg\n  imageAlt: Una foto\n")];
  expect(names(files, { path: "content/images/buona.jpg" })).toBe(true);
  expect(names(files, { path: "content/images/animata.gif" })).toBe(false);
  // A name inside another is not the picture.
  expect(names(files, { path: "content/images/uona.jpg" })).toBe(false);
});

it("writes with a save only the pictures the saved file names", async () => {
  const persisted: unknown[] = [];
  const registered = {
    init: (): Implementation => ({
      persistEntry: async (entry) => void persisted.push(entry),
      getEntry: async (at: string) => ({ file: { path: at }, data: "" }),
    }),
  };
  wrapBackends(() => registered, ["proxy"]);
  const backend = registered.init();
  const dataFiles = [yamlFile("seo:\n  shareImage: images/buona.jpg\n")];
  await backend.persistEntry(
    {
      dataFiles,
      assets: [{ path: "content/images/animata.gif" }, { path: "content/images/buona.jpg" }],
    },
    {},
  );
  expect(persisted).toEqual([{ dataFiles, assets: [{ path: "content/images/buona.jpg" }] }]);
});

it("stops loudly if Decap no longer keeps a backend as { init }", () => {
  expect(() => wrapBackends(() => undefined, ["github"])).toThrow(/github/);
});

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
    const backend = wrapBackend({ ...reader, persistEntry: async () => undefined });
    await expect(backend.getEntry("content/about.yaml")).resolves.toEqual(file);
    expect(savedData("content/about.yaml")).toMatchObject({ seo: { title: expect.any(String) } });
    expect(backend.other).toBe(1);

    const list = { file: { path: "content/x.yaml" }, data: "- key: a\n" };
    await wrapBackend({
      getEntry: async (_path: string) => list,
      persistEntry: async () => undefined,
    }).getEntry("content/x.yaml");
    expect(savedEntry("content/x.yaml")).toEqual({ items: [{ key: "a" }] });

    const refused = wrapBackend({
      getEntry: async (_path: string) => ({ ...file, data: broken }),
      persistEntry: async () => undefined,
    });
    await expect(refused.getEntry("content/about.yaml")).rejects.toThrow(/riga 2, colonna 18/);
  });

  it("wraps every backend Decap builds under the names given, and no other", () => {
    const original = async (path: string) => ({ file: { path }, data: "" });
    const build = () => ({ getEntry: original, persistEntry: async () => undefined });
    const registry: Record<string, { init: () => unknown }> = {
      proxy: { init: build },
      github: { init: build },
    };
    wrapBackends((name) => registry[name], ["proxy"]);
    expect((registry.proxy.init() as ReturnType<typeof build>).getEntry).not.toBe(original);
    expect((registry.github.init() as ReturnType<typeof build>).getEntry).toBe(original);
    expect(() => wrapBackends((name) => registry[name], ["gitlab"])).toThrow(/gitlab/);
  });
});
