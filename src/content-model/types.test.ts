/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import sharp from "sharp";
import { checkContentDir, contentTypeName } from "./files";
import { group, list, text, type Closed } from "./field";
import { toTypeDefs } from "./sdl";
import { contentTypes } from "./types";
import { contentRoot } from "../../__tests__/helpers/content";

const copies: string[] = [];

function brokenCopy(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  copies.push(dir);
  fs.cpSync(contentRoot, dir, { recursive: true });
  edit(dir);
  return dir;
}

const rewrite = (file: string, change: (text: string) => string) =>
  fs.writeFileSync(file, change(fs.readFileSync(file, "utf8")));

afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

describe("content model", () => {
  it("accepts the committed content", () => {
    expect(checkContentDir(contentRoot)).toEqual([]);
  });

  it("names types by file, and by folder for sub-folders", () => {
    expect(contentTypeName("site.yaml")).toBe("SiteYaml");
    expect(contentTypeName("case-studies.yaml")).toBe("CaseStudiesYaml");
    expect(contentTypeName("services-page.yaml")).toBe("ServicesPageYaml");
    expect(contentTypeName("legal/privacy-policy.yaml")).toBe("LegalYaml");
  });

  it("declares every content type without inference, files resolved by relative path", () => {
    const sdl = toTypeDefs(contentTypes);
    expect(sdl).toContain("type SiteYaml implements Node @dontInfer {");
    expect(sdl).toContain("shareImage: File! @fileByRelativePath");
    expect(sdl).toContain("features: [String!]!");
    // an editor's icon: the name in YAML, drawn by the build's field extension
    expect(sdl).toContain("rotatingIcons: [SiteIcon!]! @siteIcon");
    expect(sdl).toMatch(
      /type SiteIcon @dontInfer \{\s+name: String!\s+classes: String!\s+markup: String!\s+\}/,
    );
    expect(
      toTypeDefs({
        Card: { fields: { tags: list("Tag", { label: "Tag" }) } },
        Tag: { fields: {} },
      }),
    ).toContain("tags: [Tag!]!");
  });

  it("refuses at compile time a group or a list of a type that is not declared", () => {
    const declared = {
      Card: {
        fields: { title: text({ label: "Titolo" }), link: group("Link", { label: "Link" }) },
      },
      Linx: { fields: {} },
    };
    // @ts-expect-error: Card names "Link", which is not declared (a typo for "Linx").
    const closed: Closed<typeof declared> = declared;
    expect(closed.Card.fields.link.base).toBe("Link");
  });

  it("refuses at compile time a oneOf that names a field the type does not have", () => {
    const declared = {
      Block: {
        oneOf: ["text", "item"] as const,
        fields: { text: text({ label: "Testo" }), items: list(text, { label: "Voci" }) },
      },
    };
    // @ts-expect-error: "item" is not a field of Block (a typo for "items").
    const closed: Closed<typeof declared> = declared;
    expect(closed.Block.oneOf).toEqual(["text", "item"]);
  });

  it("names the file and the field of a missing required field", () => {
    const dir = brokenCopy((d) =>
      rewrite(path.join(d, "home.yaml"), (t) => t.replace(/^ {2}titleHighlight: .*\n/m, "")),
    );
    expect(checkContentDir(dir)).toEqual([
      "content/home.yaml: hero.titleHighlight (Apertura › Titolo, parte colorata): campo obbligatorio mancante: aggiungi la riga «titleHighlight: …» con il suo valore",
    ]);
  });

  it("names the file and the field of a mistyped field", () => {
    const dir = brokenCopy((d) =>
      rewrite(path.join(d, "metrics.yaml"), (t) =>
        t.replace("value: 4.2", 'value: "quattro virgola due"'),
      ),
    );
    expect(checkContentDir(dir)).toEqual([
      'content/metrics.yaml: [1].value (Numero n. 2 › Valore): serve un numero, c\'è "quattro virgola due"',
    ]);
  });

  it("pins the update date of both legal pages", () => {
    for (const file of ["legal/privacy-policy.yaml", "legal/termini-servizio.yaml"]) {
      expect(fs.readFileSync(path.join(contentRoot, file), "utf8")).toMatch(
        /^updatedOn: \d{4}-\d{2}-\d{2}$/m,
      );
    }
  });

  it("names the file and the field of a pinned date that does not exist", () => {
    const dir = brokenCopy((d) =>
      rewrite(path.join(d, "legal", "privacy-policy.yaml"), (t) =>
        t.replace(/^updatedOn: .*$/m, 'updatedOn: "2026-02-30"'),
      ),
    );
    expect(checkContentDir(dir)).toEqual([
      "content/legal/privacy-policy.yaml: updatedOn (Data dell'ultimo aggiornamento): serve una data esistente nel formato AAAA-MM-GG (per esempio 2026-11-22), c'è \"2026-02-30\"",
    ]);
  });

  it("refuses an impossible date written without quotes, instead of rolling it over to another day", () => {
    const dir = brokenCopy((d) =>
      rewrite(path.join(d, "legal", "privacy-policy.yaml"), (t) =>
        t.replace(/^updatedOn: .*$/m, "updatedOn: 2026-02-30"),
      ),
    );
    expect(checkContentDir(dir)).toEqual([
      "content/legal/privacy-policy.yaml: updatedOn (Data dell'ultimo aggiornamento): serve una data esistente nel formato AAAA-MM-GG (per esempio 2026-11-22), c'è \"2026-02-30\"",
    ]);
  });

  it("reports a misspelt field name, a wrong list length, an unknown icon and a missing image", () => {
    const dir = brokenCopy((d) => {
      rewrite(path.join(d, "site.yaml"), (t) => t.replace("companyName:", "compnyName:"));
      rewrite(path.join(d, "home.yaml"), (t) =>
        t.replace("    - sparkles\n", "").replace("icon: award", "icon: trofeo"),
      );
      rewrite(path.join(d, "site.yaml"), (t) =>
        t.replace(/shareImage: .*/, "shareImage: images/manca.jpg"),
      );
    });
    const errors = checkContentDir(dir);
    expect(errors).toHaveLength(5);
    expect(errors).toEqual(
      expect.arrayContaining([
        "content/home.yaml: hero.rotatingIcons (Apertura › Icone che ruotano): servono esattamente 6 elementi, ce ne sono 5",
        'content/home.yaml: why.reasons[0].icon (Perché sceglierci › Motivo n. 1 › Icona): l\'icona "trofeo" non esiste: i nomi sono in src/components/icon-names.ts',
        "content/site.yaml: companyName (Nome dell'azienda): campo obbligatorio mancante: aggiungi la riga «companyName: …» con il suo valore",
        // a misspelt name: the names the file may hold, so the right one can be seen
        expect.stringMatching(
          /^content\/site.yaml: compnyName: campo non previsto dal sito \(nome scritto male\?\): qui i campi sono companyName, legalName, /,
        ),
        "content/site.yaml: seo.shareImage (Immagine per le condivisioni › Immagine): il file images/manca.jpg non esiste (il percorso parte dalla cartella di questo file YAML)",
      ]),
    );
  });

  it("holds the copy to one percent style, the ellipsis character and Italian quotation marks", () => {
    const dir = brokenCopy((d) => {
      rewrite(path.join(d, "case-studies.yaml"), (t) =>
        t.replace("+180% vendite online", "+180 % vendite online"),
      );
      rewrite(path.join(d, "home.yaml"), (t) =>
        t.replace("title: I numeri che parlano per noi", "title: I numeri che parlano per noi..."),
      );
      rewrite(path.join(d, "about.yaml"), (t) =>
        t.replace("title: La nostra missione", "title: 'La nostra \"missione\"'"),
      );
    });
    expect(checkContentDir(dir)).toEqual([
      'content/about.yaml: mission.title (Missione › Titolo): usa le virgolette italiane « » invece di quelle diritte (")',
      "content/case-studies.yaml: [0].results[0] (Caso di studio n. 1 › Risultato n. 1): scrivi le percentuali senza spazio prima di «%», come «4,2%» (c'è «180 %»)",
      "content/home.yaml: stats.title (Sezione dei numeri › Titolo della sezione): usa il carattere dei puntini di sospensione «…» invece di tre punti",
    ]);
  });

  it("keeps the three dots the specification quotes, and no percent with a space anywhere", () => {
    const all = fs
      .readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => fs.readFileSync(path.join(contentRoot, file), "utf8"))
      .join("\n");
    expect(all).toContain("Preparazione dell'esperienza digitale...");
    expect(all).toContain("Invio in corso...");
    expect(all).toContain("E molti altri...");
    expect(all).not.toMatch(/\d[ \u00a0\u202f]+%/);
    expect(all).toMatch(/\d%/);
  });

  it("words each message for someone who writes YAML by hand: quotes for a number in a text, true/false, the palette, the folder, the image kinds", () => {
    const dir = brokenCopy((d) => {
      rewrite(path.join(d, "about.yaml"), (t) =>
        t.replace("title: La nostra missione", "title: 2026"),
      );
      rewrite(path.join(d, "services.yaml"), (t) => t.replace("onHome: true", "onHome: sì"));
      rewrite(path.join(d, "metrics.yaml"), (t) => t.replace("color: violet", "color: viola"));
      rewrite(path.join(d, "site.yaml"), (t) =>
        t.replace(/shareImage: .*/, "shareImage: images/share.gif"),
      );
      rewrite(path.join(d, "case-studies.yaml"), (t) =>
        t.replace("image: images/ecommerce-beauty.jpg", "image: og-default.jpg"),
      );
      rewrite(path.join(d, "legal", "privacy-policy.yaml"), (t) =>
        t.replace(
          '      - text: "Attraverso il sito il Titolare tratta le seguenti categorie di dati:"',
          "      - text: Un paragrafo\n        items: [una voce]",
        ),
      );
    });
    expect(checkContentDir(dir)).toEqual([
      'content/about.yaml: mission.title (Missione › Titolo): serve un testo, c\'è un numero (scrivi il valore tra virgolette: "…")',
      "content/case-studies.yaml: [0].image (Caso di studio n. 1 › Immagine): l'immagine va messa nella cartella content/images/, c'è «og-default.jpg»",
      expect.stringMatching(
        /^content\/legal\/privacy-policy.yaml: sections\[1\]\.blocks\[0\] \(.+ n\. 2 › Paragrafo o elenco n\. 1\): usa solo uno tra text e items: per il secondo crea un altro blocco$/,
      ),
      'content/metrics.yaml: [0].color (Numero n. 1 › Colore): il colore "viola" non è tra quelli del sito (blue, violet, pink, orange, green, teal)',
      'content/services.yaml: [0].onHome (Servizio n. 1 › Mostra in home page): serve true (sì) o false (no), c\'è "sì"',
      // an image the build cannot resize: named before its existence is checked
      "content/site.yaml: seo.shareImage (Immagine per le condivisioni › Immagine): serve un'immagine JPG, PNG, WebP o AVIF, c'è «images/share.gif»",
    ]);
  });

  it("refuses a picture smaller than its field needs, saying the size needed and the size given", async () => {
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#334455" } })
        .jpeg()
        .toBuffer();
    const [small, narrow, turned] = await Promise.all([
      picture(200, 133),
      picture(1200, 600),
      // 800 × 1200 as stored, shown turned a quarter (EXIF orientation 6): 1200 × 800.
      sharp(await picture(800, 1200))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    ]);
    const dir = brokenCopy((d) => {
      fs.writeFileSync(path.join(d, "images", "gioielleria.jpg"), small);
      fs.writeFileSync(path.join(d, "images", "share.jpg"), narrow);
      fs.writeFileSync(path.join(d, "images", "studio-legale.jpg"), turned);
    });
    const index = (name: string) =>
      (
        yaml.load(fs.readFileSync(path.join(dir, "case-studies.yaml"), "utf8")) as {
          image: string;
        }[]
      )
        .map((study) => study.image)
        .indexOf(`images/${name}`);
    expect(checkContentDir(dir)).toEqual([
      `content/case-studies.yaml: [${index("gioielleria.jpg")}].image (Caso di studio n. ${index("gioielleria.jpg") + 1} › Immagine): l'immagine «images/gioielleria.jpg» è di 200 × 133 pixel: ne serve una di almeno 1200 × 800 pixel`,
      "content/site.yaml: seo.shareImage (Immagine per le condivisioni › Immagine): l'immagine «images/share.jpg» è di 1200 × 600 pixel: ne serve una di almeno 1200 × 630 pixel",
    ]);
    // The minimum is declared once, in the content model, and the editor's hint says it.
    const share = contentTypes.SiteSeo.fields.shareImage;
    expect(share.minSize).toEqual([1200, 630]);
  });

  it("says where a YAML syntax error is and, for the usual ones, what it is, in Italian", () => {
    const dir = brokenCopy((d) => {
      rewrite(path.join(d, "home.yaml"), (t) =>
        t.replace(/^ {2}title: (.*)$/m, "  title: Tre leve: $1"),
      );
      rewrite(path.join(d, "about.yaml"), (t) => t.replace(/^seo:\n/m, "seo:\n  title: uno\n"));
      rewrite(path.join(d, "contact.yaml"), (t) => t.replace(/^seo:\n {2}/m, "seo:\n\t"));
      rewrite(path.join(d, "portfolio.yaml"), (t) => `${t}nota: "senza fine\n`);
    });
    const errors = checkContentDir(dir);
    const first = (file: string) =>
      errors.find((e) => e.startsWith(`content/${file}: `))?.split("\n")[0];
    expect(first("home.yaml")).toMatch(
      /^content\/home.yaml: riga \d+, colonna \d+: rientro sbagliato \(gli spazi all'inizio della riga\), oppure un testo con «: » scritto senza virgolette$/,
    );
    expect(first("about.yaml")).toMatch(
      /^content\/about.yaml: riga 3, colonna 3: lo stesso campo compare due volte$/,
    );
    expect(first("contact.yaml")).toMatch(
      /^content\/contact.yaml: riga 2, colonna 1: il rientro va fatto con gli spazi, non con il tasto Tab$/,
    );
    expect(first("portfolio.yaml")).toMatch(
      /^content\/portfolio.yaml: riga \d+, colonna 1: una virgoletta si apre e non si chiude$/,
    );
    expect(errors).toHaveLength(4);
  });

  it("reports invalid YAML and a deleted file", () => {
    const dir = brokenCopy((d) => {
      rewrite(path.join(d, "home.yaml"), (t) => t.replace("seo:\n", "seo:\n  - : :\n"));
      fs.rmSync(path.join(d, "metrics.yaml"));
    });
    const errors = checkContentDir(dir);
    expect(errors).toContain("content/metrics.yaml: il file manca e il sito ne ha bisogno");
    // where, what (js-yaml's words for a mistake this rare), and the lines around it with a caret
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/home.yaml: riga 2, colonna 5: il file non si legge come YAML \(.+\)\n +1 \| seo:\n +2 \| {3}- : :\n +-+\^/,
      ),
    );
  });
});
