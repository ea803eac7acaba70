/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContentDir } from "./files";
import yaml from "js-yaml";
import { checklistKeys, confirmationBlocks } from "./model/publishing-checklist";
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
    { file: "content/site.yaml", field: "phone" },
    { file: "content/contact.yaml", field: "form.consentDefault" },
    { file: "content/testimonials.yaml" },
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
    const open = openItems(checklist([item("a", true), item("b", false), item("c", false)]), []);
    expect(open).toEqual([
      { item: expect.objectContaining({ key: "b" }), index: 1 },
      { item: expect.objectContaining({ key: "c" }), index: 2 },
    ]);
  });

  it("counts an item the content model requires and the file lacks as open", () => {
    const confirmedButOne = checklist([item("a", true), item("c", true)]);
    expect(openItems(confirmedButOne, ["a", "b", "c"])).toEqual([{ missing: "b" }]);
    const gate = publishingGate(confirmedButOne, "production", ["a", "b", "c"]);
    expect(gate.blocks).toBe(true);
    expect(gate.message).toContain(
      "il punto «b» manca in content/publishing-checklist.yaml: rimettilo dalla versione precedente del file e confermalo",
    );
    // The model's own list: the committed file, every item confirmed but one removed, still stops.
    const committed = readPublishingChecklist(contentRoot);
    const removed = committed.items.map((entry) => ({ ...entry, confirmed: true })).slice(1);
    expect(publishingGate({ ...committed, items: removed }, "production")).toMatchObject({
      blocks: true,
      message: expect.stringContaining(`«${committed.items[0].key}» manca`),
    });
    expect(checklistKeys).toContain(committed.items[0].key);
  });

  it("stops the production build, naming each open item, its places as the editor shows them, and its switch", () => {
    const gate = publishingGate(checklist([item("a", true), item("b", false)]), "production", []);
    expect(gate.blocks).toBe(true);
    expect(gate.message).toContain("Pubblicazione fermata");
    expect(gate.message).toContain(
      "Da confermare prima della pubblicazione: un punto da confermare",
    );
    expect(gate.message).toContain("  - Punto b");
    expect(gate.message).toContain(
      "dove: Pagine e dati del sito › Dati dell'azienda e testi comuni › Telefono (content/site.yaml › phone)",
    );
    expect(gate.message).toContain(
      "dove: Pagine e dati del sito › Pagina Contatti › Modulo di contatto › Consenso già spuntato (content/contact.yaml › form.consentDefault)",
    );
    expect(gate.message).toContain(
      "dove: Servizi, casi di studio, testimonianze e numeri › Testimonianze (content/testimonials.yaml)",
    );
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
    const gate = publishingGate(checklist([item("a", false), item("b", false)]), context, []);
    expect(gate.blocks).toBe(false);
    expect(gate.message).toContain("2 punti da confermare");
    expect(gate.message).toContain("  - Punto a");
    expect(gate.message).toContain(`(contesto: ${named})`);
  });

  it("lets every build through silently once every item is confirmed", () => {
    expect(publishingGate(checklist([item("a", true)]), "production", [])).toEqual({
      blocks: false,
      message: "",
    });
  });

  it("the committed checklist holds the issue's items, and they are still open", () => {
    const committed = readPublishingChecklist(contentRoot);
    expect(committed.title).toBe("Da confermare prima della pubblicazione");
    const keys = committed.items.map(({ key }) => key);
    // Every item the model requires, in its order, and nothing else.
    expect(keys).toEqual([...checklistKeys]);
    for (const key of [
      "pagine-di-errore",
      "risposta-24-ore",
      "avviso-consenso",
      "anno-copyright",
      "trasferimento-posta",
    ])
      expect(keys).toContain(key);
    expect(openItems(committed)).toHaveLength(committed.items.length);
    for (const entry of committed.items) expect(entry.reason).toMatch(/\((art|artt|D\.Lgs|L)\./);
    expect(publishingGate(committed, "production").blocks).toBe(true);
  });

  describe("cross-file checks", () => {
    let copy: string;
    beforeEach(() => {
      copy = fs.mkdtempSync(path.join(os.tmpdir(), "checklist-"));
      fs.cpSync(contentRoot, copy, { recursive: true });
    });
    afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

    it("names a place whose file does not exist or lacks the field, and a repeated key", () => {
      const problems = checklistProblems(
        checklist([
          item("a", false),
          item("a", false, {
            places: [
              { file: "content/sito.yaml", field: "phone" },
              { file: "content/site.yaml", field: "registration.partitaIva" },
              { file: "content/home.yaml", field: "why.reasons[0].title" },
            ],
          }),
        ]),
        copy,
      );
      expect(problems).toEqual([
        "content/publishing-checklist.yaml: items[1].key (Punto n. 2 › Codice): il codice «a» è già usato da un altro punto",
        "content/publishing-checklist.yaml: items[1].places[0].file (Punto n. 2 › Dove si cambia › File): il file content/sito.yaml non esiste",
        "content/publishing-checklist.yaml: items[1].places[1].field (Punto n. 2 › Dove si cambia › Campo): content/site.yaml non ha il campo «registration.partitaIva» (scrivilo come nel YAML: registration.reaNumber, why.reasons[0].title)",
      ]);
    });

    it("refuses «risultati-garantiti» and the pre-ticked consent confirmed while what they name is still true", () => {
      const file = path.join(copy, "publishing-checklist.yaml");
      const confirm = (...keys: string[]) => {
        const data = readPublishingChecklist(contentRoot);
        for (const entry of data.items) entry.confirmed = keys.includes(entry.key);
        fs.writeFileSync(file, yaml.dump(data));
      };
      const edit = (name: string, from: RegExp, to: string) => {
        const at = path.join(copy, name);
        const text = fs.readFileSync(at, "utf8");
        expect(text).toMatch(from);
        fs.writeFileSync(at, text.replace(from, to));
      };
      const index = (key: string) =>
        readPublishingChecklist(contentRoot).items.findIndex((entry) => entry.key === key);
      confirm("consenso-preselezionato", "risultati-garantiti", "partita-iva");
      expect(checkContentDir(copy)).toEqual([
        `content/publishing-checklist.yaml: items[${index("risultati-garantiti")}].confirmed (Punto n. ${index("risultati-garantiti") + 1} › Confermato): ${confirmationBlocks["risultati-garantiti"].message}`,
        `content/publishing-checklist.yaml: items[${index("consenso-preselezionato")}].confirmed (Punto n. ${index("consenso-preselezionato") + 1} › Confermato): ${confirmationBlocks["consenso-preselezionato"].message}`,
      ]);
      expect(confirmationBlocks["consenso-preselezionato"].message).toMatch(/casella/);
      // The box starts unticked: its item may be confirmed.
      edit("contact.yaml", /consentDefault: true/, "consentDefault: false");
      expect(checkContentDir(copy)).toHaveLength(1);
      // The promise is gone (the Terms may keep saying results are no guarantee).
      edit("home.yaml", /title: Risultati garantiti/, "title: Risultati misurabili");
      edit("portfolio.yaml", /label: Risultati Garantiti/, "label: Risultati misurabili");
      expect(checkContentDir(copy)).toEqual([]);
      // Or the agency guarantees results and the Terms no longer deny it.
      edit("home.yaml", /title: Risultati misurabili/, "title: Risultati garantiti");
      expect(checkContentDir(copy)).toHaveLength(1);
      edit(
        "legal/termini-servizio.yaml",
        /non costituiscono\s+garanzia di risultati identici per altri clienti/,
        "sono garantiti come stabilito nel contratto di servizio",
      );
      expect(checkContentDir(copy)).toEqual([]);
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
