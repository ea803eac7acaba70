import { text, group, list, optional, type TypeSpecs } from "../field";
import { placeholders } from "./placeholders";

export const about = {
  AboutYaml: {
    label: "Pagina Chi siamo",
    node: true,
    files: ["about.yaml"],
    hint: "La pagina Chi siamo.",
    fields: {
      seo: group("Seo", { label: "Google e condivisioni" }),
      hero: group("PageHero", { label: "Apertura" }),
      mission: group("Mission", { label: "Missione" }),
      values: group("AboutValues", { label: "Valori" }),
      points: group("AboutPoints", { label: "Cosa ci distingue" }),
      method: group("Method", { label: "Metodo" }),
      cta: group("CallToAction", { label: "Invito finale" }),
    },
  },
  Mission: {
    label: "Missione",
    fields: {
      title: text({ label: "Titolo", hint: placeholders("companyName") }),
      paragraphs: list(text, {
        label: "Paragrafi",
        hint: placeholders("companyName"),
        itemLabel: "Paragrafo",
      }),
    },
  },
  AboutValues: {
    label: "Valori",
    fields: {
      title: text({ label: "Titolo della sezione" }),
      intro: optional(text({ label: "Introduzione", long: true, hint: "Facoltativa." })),
      items: list("IconCard", {
        length: 4,
        label: "Valori",
        hint: "Esattamente quattro schede.",
        itemLabel: "Valore",
      }),
    },
  },
  AboutPoints: {
    label: "Cosa ci distingue",
    fields: {
      title: text({ label: "Titolo della sezione" }),
      intro: optional(text({ label: "Introduzione", long: true, hint: "Facoltativa." })),
      items: list("TextCard", {
        length: 6,
        label: "Punti",
        hint: "Esattamente sei schede.",
        itemLabel: "Punto",
      }),
    },
  },
} satisfies TypeSpecs;
