/** content/publishing-checklist.yaml: what to confirm before publishing. */
import { text, boolean, list, type TypeSpecs } from "../field";
import { code, title } from "./fields";

export const publishingChecklist = {
  PublishingChecklistYaml: {
    label: "Da confermare prima della pubblicazione",
    node: true,
    files: ["publishing-checklist.yaml"],
    hint: "Ciò che l'agenzia deve sostituire o confermare prima che il sito vada online. Finché un punto non è confermato, la pubblicazione del sito di produzione si ferma e indica il punto; le anteprime si pubblicano e lo elencano. Non si vede sul sito.",
    fields: {
      title,
      intro: text({
        label: "Introduzione",
        long: true,
        hint: "A chi si rivolge l'elenco e come si usa.",
      }),
      items: list("ChecklistItem", {
        label: "Punti da confermare",
        hint: "Uno per ogni dato di esempio o affermazione che l'agenzia deve verificare.",
        itemLabel: "Punto",
      }),
    },
  },
  ChecklistItem: {
    label: "Punto da confermare",
    summary: "{{fields.title}}",
    fields: {
      key: code({
        example: "partita-iva",
        hint: "Un nome breve e unico in minuscolo con i trattini (partita-iva). Non si vede.",
      }),
      title: text({
        label: "Che cosa",
        hint: "Il dato o l'affermazione da verificare, in poche parole.",
      }),
      places: list("ChecklistPlace", {
        label: "Dove si cambia",
        hint: "I file e i campi che contengono il dato.",
        itemLabel: "Posizione",
      }),
      todo: text({
        label: "Che cosa fare",
        long: true,
        hint: "Che cosa sostituire o verificare prima di confermare.",
      }),
      reason: text({
        label: "Perché",
        long: true,
        hint: "La ragione legale, in una frase, con la norma.",
      }),
      confirmed: boolean({
        label: "Confermato",
        hint: "Attivalo solo quando il dato è stato sostituito o verificato da chi ne risponde per l'agenzia.",
      }),
    },
  },
  ChecklistPlace: {
    label: "Posizione",
    summary: "{{fields.file}} › {{fields.field}}",
    fields: {
      file: text({
        label: "File",
        pattern: [
          "^content/[a-z0-9-]+(/[a-z0-9-]+)*\\.yaml$",
          "Il percorso del file dei contenuti, per esempio content/site.yaml",
        ],
        hint: "Il file dei contenuti, per esempio content/site.yaml.",
      }),
      field: text({
        label: "Campo",
        hint: "Il campo nel file, come lo scrive il YAML (vatNumber, registration.reaNumber) e come lo mostra l'editor.",
      }),
    },
  },
} satisfies TypeSpecs;
