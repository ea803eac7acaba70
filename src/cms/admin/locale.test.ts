import { italianPhrases, withPhrases, type Phrases } from "./locale";

// decap-cms-locales' ES modules (its CommonJS build is empty), as the admin bundle has them.
const { en, it: decapItalian } = jest.requireActual<{ en: Phrases; it: Phrases }>(
  "decap-cms-locales/dist/esm/index.js",
);
const italian = withPhrases(decapItalian, italianPhrases);

/** Every phrase of a locale, by its dotted key. */
function flat(phrases: Phrases, at = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(phrases)) {
    if (typeof value === "string") out.set(`${at}${key}`, value);
    else for (const [inner, text] of flat(value, `${at}${key}.`)) out.set(inner, text);
  }
  return out;
}

describe("the editor's Italian", () => {
  const english = flat(en);
  const ours = flat(italian);

  it("has an Italian phrase for every phrase of Decap's (no English fallback)", () => {
    expect([...english.keys()].filter((key) => !ours.has(key))).toEqual([]);
  });

  it("corrects only phrases Decap has, keeping its placeholders", () => {
    // The one placeholder dropped on purpose: a widget's English name ("list").
    const dropped = ["editor.editorControl.field.widgetLabel"];
    for (const [key, text] of flat(italianPhrases)) {
      expect(english.has(key) ? key : `unknown phrase ${key}`).toBe(key);
      if (dropped.includes(key)) continue;
      const placeholders = (phrase: string) => [...phrase.matchAll(/%\{\w+\}/g)].sort().join();
      expect(`${key}: ${placeholders(text)}`).toBe(`${key}: ${placeholders(english.get(key)!)}`);
    }
  });

  it("says the buttons and counters Decap's Italian left in English or stilted", () => {
    expect(ours.get("mediaLibrary.mediaLibraryModal.upload")).toBe("Carica");
    expect(ours.get("mediaLibrary.mediaLibraryModal.download")).toBe("Scarica");
    expect(ours.get("mediaLibrary.mediaLibraryModal.chooseSelected")).toBe(
      "Usa il file selezionato",
    );
    expect(ours.get("mediaLibrary.mediaLibraryCard.copyName")).toBe("Copia il nome");
    expect(ours.get("editor.editorToolbar.deployButtonLabel")).toBe("Apri la pagina sul sito");
    expect(ours.get("editor.editorToolbar.backCollection")).not.toMatch(/Scrivendo/);
    expect(ours.get("editor.editorWidgets.object.expand")).toBe("Espandi");
    expect(ours.get("editor.editorControl.field.widgetLabel")).toBe("Campo");
    expect(ours.get("editor.editorControlPane.widget.regexPattern")).not.toMatch(/schema/i);
    expect(ours.get("ui.errorBoundary.reportIt")).not.toMatch(/GitHub|segnalo/);
  });

  it("leaves no English word of Decap's in the phrases an editor reads", () => {
    const words = (text: string) => text.replace(/%\{\w+\}/g, "");
    const untranslated = [...ours].filter(
      ([key, text]) =>
        english.get(key) === text && /[a-z]{3,}/i.test(words(text)) && !key.endsWith("dateFormat"),
    );
    // Names of products and formats read the same in Italian.
    expect(
      untranslated.filter(([, text]) => !/^(Markdown|Media|Bitbucket|GitHub)$/.test(text)),
    ).toEqual([]);
  });

  it("lays the corrections over Decap's phrases, keeping the others", () => {
    expect(withPhrases({ a: { b: "x", c: "y" } }, { a: { b: "z" } })).toEqual({
      a: { b: "z", c: "y" },
    });
  });
});
