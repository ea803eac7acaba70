import fs from "node:fs";
import path from "node:path";
import { parseContent } from "../formats";
import { contentRoot } from "../../../__tests__/helpers/content";
import { isLegalFile, legalDate } from "./legal-date";
import { readSaved } from "./backend";
import { serializeContent } from "../formats";
import { preSaveGuard, type EventEntry } from "./guard";

/** A content file as the CMS reads it (dates stay text, as formats.ts reads them). */
function loadYaml<T = Record<string, unknown>>(file: string): T {
  return parseContent(fs.readFileSync(path.join(contentRoot, file), "utf8")) as T;
}

type Legal = { updatedOn?: string; slug: string; intro: string; sections: { title: string }[] };
interface Data {
  toJS(): unknown;
  set(key: string, value: unknown): Data;
}
const PATH = "content/legal/privacy-policy.yaml";
const TODAY = "2031-05-04";
const saved = () => loadYaml<Legal>("legal/privacy-policy.yaml");
/** The same page dated long before today, whatever date the committed file has. */
const savedLongAgo = () => ({ ...saved(), updatedOn: "2020-01-02" });

describe("the date of a legal page", () => {
  it("is a legal file's concern only", () => {
    expect(isLegalFile(PATH)).toBe(true);
    expect(isLegalFile("legal/termini-servizio.yaml")).toBe(true);
    expect(isLegalFile("content/home.yaml")).toBe(false);
  });

  it("stays as it was while the text does", () => {
    const before = saved();
    expect(before.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(legalDate(PATH, saved(), TODAY, before)).toBe(before.updatedOn);
    // The same page with its keys in another order and the CMS's empty leftovers.
    const { sections, intro, ...rest } = saved();
    const shuffled = { sections, ...rest, intro, slug: before.slug, extra: "" };
    expect(legalDate(PATH, shuffled, TODAY, before)).toBe(before.updatedOn);
  });

  it("becomes today when the text changes and the date does not", () => {
    const before = saved();
    const edited = { ...saved(), intro: `${before.intro} Aggiunta.` };
    expect(legalDate(PATH, edited, TODAY, before)).toBe(TODAY);
    const sectionAdded = { ...saved(), sections: [...before.sections, { title: "10. Nuova" }] };
    expect(legalDate(PATH, sectionAdded, TODAY, before)).toBe(TODAY);
  });

  it("keeps the date the editor chose, or the lack of one", () => {
    const before = saved();
    const chosen = { ...saved(), intro: "Nuovo testo.", updatedOn: "2030-01-02" };
    expect(legalDate(PATH, chosen, TODAY, before)).toBe("2030-01-02");
    const cleared = { ...saved(), intro: "Nuovo testo.", updatedOn: "" };
    expect(legalDate(PATH, cleared, TODAY, before)).toBeUndefined();
  });

  it("is saved with the page: the guard writes today's date into a changed legal page", async () => {
    readSaved(PATH, serializeContent(savedLongAgo()));
    const edited = { ...savedLongAgo(), intro: "Testo cambiato dall'editor." };
    const set = jest.fn((key: string, value: unknown): Data => {
      const next = { ...edited, [key]: value };
      return { toJS: () => next, set };
    });
    const entry: EventEntry = {
      get: (key) => (key === "path" ? PATH : { toJS: () => ({ ...edited }), set }),
    };
    const result = await preSaveGuard({ entry });
    expect(set).toHaveBeenCalledWith("updatedOn", new Date().toISOString().slice(0, 10));
    expect(result?.toJS()).toMatchObject({ intro: "Testo cambiato dall'editor." });

    // Unchanged: Decap keeps the entry as it is.
    const same = savedLongAgo();
    const untouched: EventEntry = {
      get: (key) => (key === "path" ? PATH : { toJS: () => ({ ...same }), set }),
    };
    set.mockClear();
    expect(await preSaveGuard({ entry: untouched })).toBeUndefined();
    expect(set).not.toHaveBeenCalled();
  });
});
