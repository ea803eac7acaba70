/** Fields and sets of fields that several types share, declared once. */
import { text, group, optional } from "../field";
import { withPlaceholders } from "./placeholders";

/**
 * The folder, beside the YAML files, of every image an editor may pick: the editor's Media tab
 * lists one folder, without its sub-folders (Decap's getMedia), so all images live in it.
 */
export const IMAGES_FOLDER = "images";

export const seo = group("Seo", { label: "Google e condivisioni" });
export const pageHero = group("PageHero", { label: "Apertura" });
export const method = group("Method", { label: "Metodo" });
export const finalCta = group("CallToAction", { label: "Invito finale" });

export const title = text({ label: "Titolo" });
export const sectionTitle = text({ label: "Titolo della sezione" });
export const intro = text({ label: "Introduzione", long: true });
export const longText = text({ label: "Testo", long: true });

/** The paragraph under a page opening's title or a call to action's. */
export const paragraph = {
  ...longText,
  ...withPlaceholders("Il paragrafo sotto il titolo.", "companyName", "phone", "email"),
};
/** The title and paragraph of a page's opening (PageHero, Portfolio's). */
export const heroHeading = {
  title: { ...title, ...withPlaceholders("Il titolo grande in cima alla pagina.", "companyName") },
  text: paragraph,
};

/** A section's title and the sentence under it. */
export const sectionHeading = { title: sectionTitle, intro };
/** A section's title and, if the editor wants one, the sentence under it. */
export const optionalHeading = (introHint: string) => ({
  title: sectionTitle,
  intro: optional(text({ label: "Introduzione", long: true, hint: introHint })),
});
/** A card's title and its paragraph. */
export const card = { title, description: longText };

/**
 * The code of an item (a key that becomes an HTML id, or names a checklist point): lower case with
 * dashes, `example` in the message; `unique` across the items of a list file.
 */
export const code = (options: { example: string; hint: string; unique?: boolean }) =>
  text({
    label: "Codice",
    unique: options.unique,
    pattern: [
      "^[a-z0-9]+(-[a-z0-9]+)*$",
      `Solo lettere minuscole, numeri e trattini, per esempio ${options.example}`,
    ],
    hint: options.hint,
  });
