/** content/metrics.yaml: the list of headline numbers. */
import { text, int, float, icon, paletteColor, type TypeSpecs } from "../field";
import { code } from "./fields";

export const metrics = {
  MetricsYaml: {
    label: "Numero",
    node: true,
    files: ["metrics.yaml"],
    root: "list",
    fileLabels: { "metrics.yaml": "Numeri chiave" },
    summary: "{{fields.label}}",
    hint: "I numeri dell'agenzia, mostrati con un contatore nella home page e nella pagina Portfolio.",
    fields: {
      key: code({
        example: "lead",
        unique: true,
        hint: "Un nome breve e unico in minuscolo (lead). Non si vede.",
      }),
      value: float({
        label: "Valore",
        hint: "Il numero a cui arriva il contatore, con la virgola per i decimali: 4,2.",
      }),
      decimals: int({
        label: "Cifre decimali",
        min: 0,
        max: 2,
        hint: "Quante cifre dopo la virgola mostrare: 0 per 250, 1 per 4,2.",
      }),
      suffix: text({
        label: "Simbolo dopo il numero",
        hint: "Per esempio «%» o «x».",
      }),
      icon: icon({ label: "Icona" }),
      color: paletteColor({
        label: "Colore",
        hint: "Il colore dell'icona e del numero.",
      }),
      label: text({
        label: "Nome nel Portfolio",
        hint: "Il titolo sotto il numero nella pagina Portfolio.",
      }),
      subtitle: text({
        label: "Sottotitolo nel Portfolio",
        hint: "La riga piccola sotto il nome, nella pagina Portfolio.",
      }),
      homeLabel: text({
        label: "Testo nella home page",
        hint: "La riga sotto il numero nella home page.",
      }),
    },
  },
} satisfies TypeSpecs;
