/** content/legal/*.yaml: the legal pages. */
import { text, date, page, list, optional, type TypeSpecs } from "../field";
import { withAllPlaceholders } from "./placeholders";
import { intro, seo, title } from "./fields";

export const legal = {
  LegalYaml: {
    label: "Pagina legale",
    node: true,
    files: ["legal/privacy-policy.yaml", "legal/termini-servizio.yaml"],
    fileLabels: {
      "legal/privacy-policy.yaml": "Privacy Policy",
      "legal/termini-servizio.yaml": "Termini di Servizio",
    },
    hint: "Un testo legale: deve descrivere quello che il sito fa davvero. Fallo rileggere a chi segue gli aspetti legali prima di pubblicare.",
    fields: {
      slug: page({
        label: "Indirizzo della pagina",
        hint: "Dove si trova la pagina sul sito. Non cambiarlo: i link del sito puntano qui.",
      }),
      seo,
      title,
      intro: { ...intro, ...withAllPlaceholders("Il paragrafo sotto il titolo.") },
      updatedLabel: text({
        label: "Etichetta della data",
        hint: "Il testo prima della data: «Ultimo aggiornamento».",
      }),
      updatedOn: optional(
        date({
          label: "Data dell'ultimo aggiornamento",
          hint: "Diventa da sola la data di oggi appena cambi il testo della pagina, anche solo per correggere un errore di battitura; se ne scegli un'altra dopo la modifica, resta la tua. Se la lasci vuota, la pagina mostra la data di pubblicazione del sito.",
        }),
      ),
      sections: list("LegalSection", {
        label: "Sezioni",
        hint: "Le sezioni numerate, nell'ordine in cui compaiono.",
        itemLabel: "Sezione",
      }),
    },
  },
  LegalSection: {
    label: "Sezione",
    fields: {
      title: text({
        label: "Titolo della sezione",
        hint: "Con il numero: «3. Finalità del trattamento».",
      }),
      blocks: list("LegalBlock", {
        label: "Paragrafi ed elenchi",
        hint: "Paragrafi ed elenchi puntati, nell'ordine. Ogni blocco è un paragrafo oppure un elenco.",
        itemLabel: "Paragrafo o elenco",
      }),
    },
  },
  LegalBlock: {
    label: "Paragrafo o elenco",
    summary: "{{fields.text}}",
    oneOf: ["text", "items"] as const,
    fields: {
      text: optional(
        text({
          label: "Paragrafo",
          long: true,
          ...withAllPlaceholders(
            "Scrivi qui un paragrafo, oppure lascialo vuoto e compila l'elenco.",
          ),
        }),
      ),
      items: optional(
        list(text, {
          label: "Voci dell'elenco puntato",
          ...withAllPlaceholders(
            "Le voci di un elenco puntato, una per riga (lascia vuoto il paragrafo).",
          ),
          itemLabel: "Voce",
        }),
      ),
    },
  },
} satisfies TypeSpecs;
