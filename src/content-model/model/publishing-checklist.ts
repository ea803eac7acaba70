/** content/publishing-checklist.yaml: what to confirm before publishing. */
import { text, boolean, list, optional, type TypeSpecs } from "../field";
import { code, title } from "./fields";

export const publishingChecklist = {
  PublishingChecklistYaml: {
    label: "Da confermare prima della pubblicazione",
    node: true,
    files: ["publishing-checklist.yaml"],
    hint: "Ciò che l'agenzia deve sostituire o confermare prima che il sito vada online. Finché un punto non è confermato, la pubblicazione del sito di produzione si ferma e indica il punto; le anteprime si pubblicano e lo elencano. Qui si cambia solo «Confermato». Non si vede sul sito.",
    // The items are the site's: the editor confirms them and changes nothing else.
    fields: {
      title: { ...title, readOnly: true },
      intro: text({ label: "Introduzione", long: true, readOnly: true }),
      items: list("ChecklistItem", {
        label: "Punti da confermare",
        itemLabel: "Punto",
        fixedItems: true,
      }),
    },
  },
  ChecklistItem: {
    label: "Punto da confermare",
    summary: "{{fields.title}}",
    fields: {
      key: {
        ...code({ example: "partita-iva", hint: "Il nome del punto per la verifica del sito." }),
        readOnly: "hidden",
      },
      title: text({ label: "Che cosa", readOnly: true }),
      places: list("ChecklistPlace", {
        label: "Dove si cambia",
        itemLabel: "Posizione",
        readOnly: true,
      }),
      todo: text({ label: "Che cosa fare", long: true, readOnly: true }),
      reason: text({ label: "Perché", long: true, readOnly: true }),
      confirmed: boolean({
        label: "Confermato",
        hint: "Attivalo solo quando il dato è stato sostituito o verificato da chi ne risponde per l'agenzia.",
      }),
    },
  },
  ChecklistPlace: {
    label: "Posizione",
    fields: {
      file: text({
        label: "File",
        pattern: [
          "^content/[a-z0-9-]+(/[a-z0-9-]+)*\\.yaml$",
          "Il percorso del file dei contenuti, per esempio content/site.yaml",
        ],
      }),
      // Shown to editors as the editor's menus and labels (src/cms/config.ts, editorPlace).
      field: optional(text({ label: "Campo" })),
    },
  },
} satisfies TypeSpecs;

/**
 * The items the production build requires confirmed, by key (the file holds their texts): one
 * missing from the file counts as open.
 */
export const checklistKeys = [
  "ragione-sociale-sede",
  "partita-iva",
  "registro-imprese",
  "capitale-sociale",
  "telefono-email",
  "testimonianze",
  "casi-di-studio-e-numeri",
  "fornitore-posta",
  "trasferimento-posta",
  "accordi-fornitori",
  "risultati-garantiti",
  "sempre-aperto",
  "risposta-24-ore",
  "consenso-preselezionato",
  "avviso-consenso",
  "pagine-di-errore",
  "anno-copyright",
] as const;

/** A content file's data by its path under content/ ("contact.yaml"); undefined if unknown. */
export type ReadContent = (file: string) => unknown;

const says = (pattern: RegExp, ...data: unknown[]) => pattern.test(JSON.stringify(data));

/**
 * Items that cannot be confirmed while what they name is still true in the content: the build,
 * `npm run check:content` and the editor's save refuse the confirmation, saying why.
 */
export const confirmationBlocks: Record<
  string,
  { files: string[]; holds(read: ReadContent): boolean; message: string }
> = {
  "risultati-garantiti": {
    files: ["home.yaml", "portfolio.yaml", "legal/termini-servizio.yaml"],
    holds: (read) =>
      says(/risultat\w* garantit/i, read("home.yaml"), read("portfolio.yaml")) &&
      says(/non\s+(costituiscono|sono)\s+(una\s+)?garanzia/i, read("legal/termini-servizio.yaml")),
    message:
      "non si può confermare finché il sito promette «Risultati garantiti» e i Termini di Servizio (3. Servizi offerti) dicono che i risultati non sono una garanzia: cambia le due scritte oppure, se l'agenzia garantisce i risultati per contratto, quel paragrafo dei Termini",
  },
  "consenso-preselezionato": {
    files: ["contact.yaml"],
    holds: (read) =>
      (read("contact.yaml") as { form?: { consentDefault?: unknown } } | undefined)?.form
        ?.consentDefault === true,
    message:
      "non si può confermare finché la casella della privacy parte spuntata: prima disattiva «Consenso già spuntato», poi conferma",
  },
};

/** The confirmed items whose block still holds, by their index in the list, and why. */
export function blockedConfirmations(
  items: readonly { key?: unknown; confirmed?: unknown }[],
  read: ReadContent,
): { index: number; message: string }[] {
  return items.flatMap((item, index) => {
    const block = item.confirmed === true ? confirmationBlocks[String(item.key)] : undefined;
    return block?.holds(read) ? [{ index, message: block.message }] : [];
  });
}
