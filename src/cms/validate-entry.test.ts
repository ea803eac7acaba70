/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listFormat, mapFormat, serializeContent } from "./formats";
import { validateEntry } from "./validate-entry";
import { checkContentFile, contentTypeName } from "../content-model/files";
import { contentTypes } from "../content-model/types";
import { contentRoot, contentYamlFiles } from "../../__tests__/helpers/content";

/** A YAML entry edited by path, whatever its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any content file's shape
type Entry = Record<string, any>;

const contentFiles = contentYamlFiles();
const isList = (relative: string) => contentTypes[contentTypeName(relative)].root === "list";
/** The entry as the CMS holds it, read through the collection's format. */
const entryOf = (relative: string): Entry =>
  (isList(relative) ? listFormat : mapFormat).fromFile(
    fs.readFileSync(path.join(contentRoot, relative), "utf8"),
  ) as Entry;

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** What `npm run check:content` says of the entry once the CMS has written it into a copy of content/. */
function buildVerdict(relative: string, entry: Entry): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-entry-"));
  copies.push(dir);
  fs.cpSync(contentRoot, dir, { recursive: true });
  const file = path.join(dir, relative);
  fs.writeFileSync(file, (isList(relative) ? listFormat : mapFormat).toFile(entry));
  return checkContentFile(file, dir);
}

type Edit = [name: string, file: string, edit: (entry: Entry) => void, message: string];

const edits: Edit[] = [
  [
    "an emptied required field",
    "testimonials.yaml",
    (e) => (e.items[0].content = ""),
    "Testimonianza n. 1 › Testimonianza: campo obbligatorio: scrivi un valore",
  ],
  [
    "a blank required field",
    "home.yaml",
    (e) => (e.hero.titleHighlight = "   "),
    "Apertura › Titolo, parte colorata: campo obbligatorio: scrivi un valore",
  ],
  [
    "a service with 4 features",
    "services.yaml",
    (e) => e.items[2].features.pop(),
    "Servizio n. 3 › Voci della scheda: servono esattamente 5 elementi, ce ne sono 4",
  ],
  [
    "a removed required group",
    "site.yaml",
    (e) => delete e.footer,
    "Piè di pagina: campo obbligatorio: scrivi un valore",
  ],
  [
    "an unknown icon",
    "home.yaml",
    (e) => (e.why.reasons[0].icon = "trofeo"),
    "Perché sceglierci › Motivo n. 1 › Icona: l'icona \"trofeo\" non esiste: scegline una dall'elenco",
  ],
  [
    "a colour outside the palette",
    "metrics.yaml",
    (e) => (e.items[1].color = "fucsia"),
    'Numero n. 2 › Colore: il colore "fucsia" non è tra quelli del sito: scegline uno dall\'elenco',
  ],
  [
    "a bad hex colour",
    "case-studies.yaml",
    (e) => (e.items[0].gradient.from = "#12345"),
    'Caso di studio n. 1 › Colori della scheda › Colore iniziale: serve un colore nel formato #rrggbb (per esempio #7c3aed), c\'è "#12345"',
  ],
  [
    "a path that is not a page",
    "about.yaml",
    (e) => (e.cta.primary.to = "https://example.com"),
    'Invito finale › Pulsante principale › Pagina di destinazione: serve una pagina del sito, come /contatti/, c\'è "https://example.com"',
  ],
  [
    "a date that does not exist",
    "legal/privacy-policy.yaml",
    (e) => (e.updatedOn = "2026-02-30"),
    "Data dell'ultimo aggiornamento: serve una data esistente nel formato AAAA-MM-GG (per esempio 2026-11-22), c'è \"2026-02-30\"",
  ],
  [
    "a rating of 6",
    "testimonials.yaml",
    (e) => (e.items[5].rating = 6),
    "Testimonianza n. 6 › Stelle: serve un numero da 1 a 5, c'è 6",
  ],
  [
    "a decimal number of decimals",
    "metrics.yaml",
    (e) => (e.items[0].decimals = 1.5),
    "Numero n. 1 › Cifre decimali: serve un numero intero, c'è 1.5",
  ],
  [
    "a key with spaces",
    "services.yaml",
    (e) => (e.items[0].key = "Social Media"),
    "Servizio n. 1 › Codice: «Social Media» non va bene. Solo lettere minuscole, numeri e trattini, per esempio consulenza-strategica",
  ],
  [
    "an image outside its folder",
    "case-studies.yaml",
    (e) => (e.items[0].image = "foto/gioielleria.jpg"),
    "Caso di studio n. 1 › Immagine: l'immagine va caricata nella cartella content/images/ (scegli o carica l'immagine con il pulsante del campo)",
  ],
  [
    "a file that is not an image",
    "case-studies.yaml",
    (e) => (e.items[0].image = "images/brochure.pdf"),
    "Caso di studio n. 1 › Immagine: l'immagine deve essere un file JPG, PNG, WebP o AVIF: «images/brochure.pdf» non lo è, caricane un'altra",
  ],
  [
    "a legal section without blocks",
    "legal/termini-servizio.yaml",
    (e) => (e.sections[1].blocks = []),
    "Sezione n. 2 › Paragrafi ed elenchi: serve almeno un elemento",
  ],
  [
    "an empty list file",
    "testimonials.yaml",
    (e) => (e.items = []),
    "Testimonianze: serve almeno un elemento",
  ],
  [
    "two services with the same key",
    "services.yaml",
    (e) => (e.items[4].key = e.items[1].key),
    "Servizio n. 5 › Codice: «advertising-performance» è già usato dal n. 2: scegline uno diverso",
  ],
  [
    "the same rotating icon twice",
    "home.yaml",
    (e) => (e.hero.rotatingIcons[4] = e.hero.rotatingIcons[0]),
    "Apertura › Icona n. 5: «rocket» è già usato dal n. 1: scegline uno diverso",
  ],
  [
    "a legal block with neither paragraph nor list",
    "legal/privacy-policy.yaml",
    (e) => (e.sections[0].blocks[1] = { text: "", items: [] }),
    "Sezione n. 1 › Paragrafo o elenco n. 2: scrivi paragrafo oppure voci dell'elenco puntato",
  ],
  [
    "a legal block with both",
    "legal/privacy-policy.yaml",
    (e) => (e.sections[0].blocks[1].items = ["voce"]),
    "Sezione n. 1 › Paragrafo o elenco n. 2: scegli: paragrafo oppure voci dell'elenco puntato, non tutti e due (crea un altro blocco per il secondo)",
  ],
  [
    "a second button with a text but no page",
    "home.yaml",
    (e) => (e.cta.secondary = { label: "Vedi i servizi", to: "" }),
    "Invito finale › Pulsante secondario › Pagina di destinazione: campo obbligatorio: scegli un valore",
  ],
  [
    "a percentage with a space",
    "case-studies.yaml",
    (e) => (e.items[0].results[0] = "+180 % di vendite"),
    "Caso di studio n. 1 › Risultato n. 1: scrivi le percentuali senza spazio prima di «%», come «4,2%» (c'è «180 %»)",
  ],
  [
    "straight quotation marks",
    "testimonials.yaml",
    (e) => (e.items[0].content = 'Un lavoro "perfetto".'),
    'Testimonianza n. 1 › Testimonianza: usa le virgolette italiane « » invece di quelle diritte (")',
  ],
  [
    "three dots instead of an ellipsis",
    "home.yaml",
    (e) => (e.hero.text = "E non solo..."),
    "Apertura › Testo: usa il carattere dei puntini di sospensione «…» invece di tre punti",
  ],
  [
    "a placeholder in a text the site does not fill",
    "testimonials.yaml",
    (e) => (e.items[0].content = "Grazie a {companyName}!"),
    "Testimonianza n. 1 › Testimonianza: {companyName} qui non viene sostituito: scrivi per intero il nome dell'azienda",
  ],
  [
    "a placeholder in a service",
    "services.yaml",
    (e) => (e.items[0].description = "Con {companyName} cresci."),
    "Servizio n. 1 › Descrizione: {companyName} qui non viene sostituito: scrivi per intero il nome dell'azienda",
  ],
  [
    "a placeholder in a case study",
    "case-studies.yaml",
    (e) => (e.items[1].description = "Chiamaci al {phone}."),
    "Caso di studio n. 2 › Racconto: {phone} qui non viene sostituito: scrivi per intero il telefono",
  ],
  [
    "a placeholder in a toast's title",
    "site.yaml",
    (e) => (e.toasts.failure.title = "{companyName}: errore"),
    "Notifiche del modulo contatti › Invio non riuscito › Titolo: {companyName} qui non viene sostituito: scrivi per intero il nome dell'azienda",
  ],
  [
    "a placeholder the text does not take",
    "home.yaml",
    (e) => (e.why.title = "Perché {email}"),
    "Perché sceglierci › Titolo della sezione: {email} qui non viene sostituito (qui puoi usare {companyName}): scrivi per intero l'email",
  ],
  [
    "an unknown placeholder",
    "about.yaml",
    (e) => (e.hero.title = "Chi è {nome}"),
    "Apertura › Titolo: {nome} non è un dato che il sito sa sostituire (qui puoi usare {companyName}): scrivi il testo per intero, senza graffe",
  ],
  [
    "a site placeholder in a label its component fills",
    "portfolio.yaml",
    (e) => (e.testimonials.dotLabel = "{companyName}: {n} di {total}"),
    "Sezione delle testimonianze › Pallini: {companyName} qui non viene sostituito (qui puoi usare {n} e {total}): scrivi per intero il nome dell'azienda",
  ],
  [
    "a field the site does not know",
    "contact.yaml",
    (e) => (e.form.fax = "02 1234"),
    "Modulo di contatto › fax: campo non previsto dal sito: va tolto",
  ],
];

describe("validateEntry: the CMS refuses what the build refuses, in Italian", () => {
  it.each(contentFiles)("accepts content/%s as it is", (relative) => {
    expect(validateEntry(relative, entryOf(relative))).toEqual([]);
    expect(validateEntry(`content/${relative}`, entryOf(relative))).toEqual([]);
  });

  it.each(edits)("refuses %s, as the build does", (_name, relative, edit, message) => {
    const entry = entryOf(relative);
    edit(entry);
    expect(validateEntry(relative, entry)).toEqual([message]);
    expect(buildVerdict(relative, entry)).not.toEqual([]);
  });

  it("accepts what the CMS writes for real edits, and so does the build", () => {
    const testimonials = entryOf("testimonials.yaml");
    testimonials.items[0].content = "Testo nuovo, con un'apostrofo: e due punti.";
    testimonials.items.push({
      name: "Anna Verdi",
      role: "Titolare, Bottega Verdi",
      content: "Consigliati.",
      rating: 4,
    });
    const services = entryOf("services.yaml");
    services.items[1].features[2] = "Test A/B: annunci, creatività e pagine";
    const cases = entryOf("case-studies.yaml");
    cases.items[0].image = "images/gioielleria.jpg";
    cases.items[0].gradient = { from: "#ABCDEF", to: "#000000" };
    const legal = entryOf("legal/privacy-policy.yaml");
    legal.updatedOn = "2026-11-22";
    legal.sections[0].blocks.push({ text: "", items: ["prima voce", "seconda voce"] });
    const home = entryOf("home.yaml");
    home.cta.secondary = { label: "", to: "" }; // an optional group the editor opened and left empty
    for (const [relative, entry] of [
      ["testimonials.yaml", testimonials],
      ["services.yaml", services],
      ["case-studies.yaml", cases],
      ["legal/privacy-policy.yaml", legal],
    ] as const) {
      expect([relative, validateEntry(relative, entry)]).toEqual([relative, []]);
      expect([relative, buildVerdict(relative, entry)]).toEqual([relative, []]);
    }
    // The empty optional group is dropped by the format, and validateEntry judges what is written.
    expect(validateEntry("home.yaml", home)).toEqual([]);
    expect(buildVerdict("home.yaml", home)).toEqual([]);
    expect(mapFormat.fromFile(serializeContent(home))).not.toHaveProperty("cta.secondary");
  });

  it.each(contentFiles)(
    "agrees with the build on removing or emptying any field of content/%s",
    (relative) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-agree-"));
      copies.push(dir);
      fs.cpSync(contentRoot, dir, { recursive: true });
      const format = isList(relative) ? listFormat : mapFormat;
      const file = path.join(dir, relative);
      /** Every path to a field of the entry: ["items", 2, "features"], ... */
      const paths: (string | number)[][] = [];
      const walk = (value: unknown, at: (string | number)[]) => {
        if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...at, index]));
        else if (value !== null && typeof value === "object")
          for (const [key, entry] of Object.entries(value)) {
            paths.push([...at, key]);
            walk(entry, [...at, key]);
          }
      };
      walk(entryOf(relative), []);
      expect(paths.length).toBeGreaterThan(3);
      const disagreements: string[] = [];
      for (const at of paths) {
        for (const change of ["delete", "empty"] as const) {
          const entry = entryOf(relative);
          const parent = at.slice(0, -1).reduce((node: Entry, key) => node[key] as Entry, entry);
          const key = at[at.length - 1];
          if (change === "delete") delete parent[key];
          else
            parent[key] = Array.isArray(parent[key])
              ? []
              : typeof parent[key] === "string"
                ? ""
                : null;
          fs.writeFileSync(file, format.toFile(entry));
          const cms = validateEntry(relative, entry).length > 0;
          const build = checkContentFile(file, dir).length > 0;
          if (cms !== build)
            disagreements.push(
              `${change} ${at.join(".")}: CMS ${cms ? "refuses" : "accepts"}, build ${build ? "refuses" : "accepts"}`,
            );
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it("names a file the site does not have", () => {
    expect(validateEntry("blog.yaml", {})).toEqual([
      "Il file content/blog.yaml non è previsto dal sito.",
    ]);
  });

  it("refuses a list file that is not a list of groups of fields, in the build's words and the editor's", () => {
    const build = (file: string, text: string) =>
      checkContentFile(path.join(contentRoot, file), contentRoot, text);
    expect(build("services.yaml", "key: x\n")).toEqual([
      "content/services.yaml: il file è un elenco: ogni servizio inizia con «- »",
    ]);
    expect(build("services.yaml", "[]\n")).toEqual([
      "content/services.yaml: l'elenco è vuoto: serve almeno un elemento",
    ]);
    expect(build("services.yaml", "- solo testo\n- key: a\n")).toEqual([
      "content/services.yaml: [0] (Servizio n. 1): serve un gruppo di campi (nome: valore)",
    ]);
    expect(build("home.yaml", "- a\n")).toEqual([
      "content/home.yaml: il file deve iniziare con i suoi campi (nome: valore)",
    ]);
    expect(validateEntry("services.yaml", { items: ["x", { key: "a" }] })).toEqual([
      "Servizio n. 1: serve un gruppo di campi",
    ]);
    expect(validateEntry("services.yaml", { items: [] })).toEqual([
      "Servizi: serve almeno un elemento",
    ]);
    expect(validateEntry("services.yaml", "testo")).toEqual(["Servizi: serve almeno un elemento"]);
    expect(validateEntry("home.yaml", ["x"])).toEqual([
      "content/home.yaml: il contenuto non è un gruppo di campi",
    ]);
  });

  it("refuses a picture the browser measured smaller than its field needs, saying both sizes", () => {
    const studies = entryOf("case-studies.yaml");
    studies.items[2].image = "images/piccola.jpg";
    const sizes = new Map([["images/piccola.jpg", { width: 200, height: 133 }]]);
    expect(
      validateEntry("case-studies.yaml", studies, { imageSize: (value) => sizes.get(value) }),
    ).toEqual([
      "Caso di studio n. 3 › Immagine: l'immagine «images/piccola.jpg» è di 200 × 133 pixel: ne serve una di almeno 1200 × 800 pixel, caricane un'altra",
    ]);
    // Not measured (yet): not refused here; the build still checks the file.
    expect(validateEntry("case-studies.yaml", studies)).toEqual([]);
  });

  it("names a repeated code at the item the editor changed, whichever comes first", () => {
    const saved = entryOf("services.yaml");
    const firstEdited = entryOf("services.yaml");
    firstEdited.items[0].key = saved.items[5].key;
    const code = saved.items[5].key;
    expect(validateEntry("services.yaml", firstEdited, { saved })).toEqual([
      `Servizio n. 1 › Codice: «${code}» è già usato dal n. 6: scegline uno diverso`,
    ]);
    const lastEdited = entryOf("services.yaml");
    lastEdited.items[5].key = saved.items[0].key;
    expect(validateEntry("services.yaml", lastEdited, { saved })).toEqual([
      `Servizio n. 6 › Codice: «${saved.items[0].key}» è già usato dal n. 1: scegline uno diverso`,
    ]);
    // A repeated icon inside a page file's list, the first one changed.
    const home = entryOf("home.yaml");
    const icons = entryOf("home.yaml");
    icons.hero.rotatingIcons[0] = home.hero.rotatingIcons[4];
    expect(validateEntry("home.yaml", icons, { saved: home })).toEqual([
      `Apertura › Icona n. 1: «${home.hero.rotatingIcons[4]}» è già usato dal n. 5: scegline uno diverso`,
    ]);
    // Without the saved entry, the later item, as the build says it.
    expect(validateEntry("services.yaml", firstEdited)).toEqual([
      `Servizio n. 6 › Codice: «${code}» è già usato dal n. 1: scegline uno diverso`,
    ]);
  });
});
