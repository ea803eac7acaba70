/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContentDir } from "./files";
import {
  checklistProblems,
  openItems,
  publishingGate,
  readPublishingChecklist,
  type ChecklistItem,
  type PublishingChecklist,
} from "./publishing-checklist";
import { contentRoot } from "../../__tests__/helpers/content";

const item = (key: string, confirmed: boolean, extra: Partial<ChecklistItem> = {}) => ({
  key,
  title: `Punto ${key}`,
  places: [
    { file: "content/site.yaml", field: "phone (Telefono)" },
    { file: "content/site.yaml", field: "email (Email)" },
    { file: "content/contact.yaml", field: "form.consentDefault" },
  ],
  todo: `Sostituisci ${key}.`,
  reason: "Perché lo dice la legge.",
  confirmed,
  ...extra,
});

const checklist = (items: ChecklistItem[]): PublishingChecklist => ({
  title: "Da confermare prima della pubblicazione",
  items,
});

describe("publishing checklist", () => {
  it("lists only the unconfirmed items, with their own index", () => {
    const open = openItems(checklist([item("a", true), item("b", false), item("c", false)]));
    expect(open.map(({ item: { key }, index }) => [key, index])).toEqual([
      ["b", 1],
      ["c", 2],
    ]);
  });

  it("stops the production build, naming each open item, its files and fields, and its switch", () => {
    const gate = publishingGate(checklist([item("a", true), item("b", false)]), "production");
    expect(gate.blocks).toBe(true);
    expect(gate.message).toContain("Pubblicazione fermata");
    expect(gate.message).toContain(
      "Da confermare prima della pubblicazione: un punto da confermare",
    );
    expect(gate.message).toContain("  - Punto b");
    expect(gate.message).toContain("dove: content/site.yaml › phone (Telefono), email (Email)");
    expect(gate.message).toContain("dove: content/contact.yaml › form.consentDefault");
    expect(gate.message).toContain("da fare: Sostituisci b.");
    expect(gate.message).toContain(
      "fatto questo: content/publishing-checklist.yaml › items[1].confirmed (Confermato)",
    );
    expect(gate.message).not.toContain("Punto a");
  });

  it.each([
    [undefined, "locale"],
    ["deploy-preview", "deploy-preview"],
    ["branch-deploy", "branch-deploy"],
    ["dev", "dev"],
  ])("builds in context %s and prints the same list", (context, named) => {
    const gate = publishingGate(checklist([item("a", false), item("b", false)]), context);
    expect(gate.blocks).toBe(false);
    expect(gate.message).toContain("2 punti da confermare");
    expect(gate.message).toContain("  - Punto a");
    expect(gate.message).toContain(`(contesto: ${named})`);
  });

  it("lets every build through silently once every item is confirmed", () => {
    expect(publishingGate(checklist([item("a", true)]), "production")).toEqual({
      blocks: false,
      message: "",
    });
  });

  it("the committed checklist holds the issue's items, and they are still open", () => {
    const committed = readPublishingChecklist(contentRoot);
    expect(committed.title).toBe("Da confermare prima della pubblicazione");
    const keys = committed.items.map(({ key }) => key);
    for (const key of [
      "ragione-sociale-sede",
      "partita-iva",
      "registro-imprese",
      "capitale-sociale",
      "telefono-email",
      "testimonianze",
      "casi-di-studio-e-numeri",
      "fornitore-posta",
      "risultati-garantiti",
      "sempre-aperto",
      "consenso-preselezionato",
    ])
      expect(keys).toContain(key);
    expect(openItems(committed)).toHaveLength(committed.items.length);
    for (const entry of committed.items) expect(entry.reason).toMatch(/\((art|artt|D\.Lgs)\./);
    expect(publishingGate(committed, "production").blocks).toBe(true);
  });

  describe("cross-file checks", () => {
    let copy: string;
    beforeEach(() => {
      copy = fs.mkdtempSync(path.join(os.tmpdir(), "checklist-"));
      fs.cpSync(contentRoot, copy, { recursive: true });
    });
    afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

    it("names a place whose file does not exist and a repeated key", () => {
      const problems = checklistProblems(
        checklist([
          item("a", false),
          item("a", false, { places: [{ file: "content/sito.yaml", field: "phone" }] }),
        ]),
        copy,
      );
      expect(problems).toEqual([
        "content/publishing-checklist.yaml: items[1].key (Punto n. 2 › Codice): il codice «a» è già usato da un altro punto",
        "content/publishing-checklist.yaml: items[1].places[0].file (Punto n. 2 › Dove si cambia › File): il file content/sito.yaml non esiste",
      ]);
    });

    it("the content check reports them, and a missing «confirmed» as the model's error", () => {
      const file = path.join(copy, "publishing-checklist.yaml");
      const text = fs.readFileSync(file, "utf8");
      fs.writeFileSync(file, text.replace("file: content/site.yaml", "file: content/sito.yaml"));
      expect(checkContentDir(copy)).toEqual([
        expect.stringMatching(
          /^content\/publishing-checklist\.yaml: items\[0\]\.places\[0\]\.file .*content\/sito\.yaml non esiste$/,
        ),
      ]);
      fs.writeFileSync(file, text.replace(/^ {4}confirmed: false\n/m, ""));
      const errors = checkContentDir(copy);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^content\/publishing-checklist\.yaml: items\[0\]\.confirmed /);
      // A required file that is missing is said once, not again for each checklist place.
      fs.writeFileSync(file, text);
      fs.rmSync(path.join(copy, "metrics.yaml"));
      expect(checkContentDir(copy)).toEqual([
        "content/metrics.yaml: il file manca e il sito ne ha bisogno",
      ]);
    });
  });
});
