/** content/about.yaml: the Chi siamo page. */
import { text, group, list, type TypeSpecs } from "../field";
import { withPlaceholders } from "./placeholders";
import { finalCta, method, optionalHeading, pageHero, seo } from "./fields";

export const about = {
  AboutYaml: {
    label: "Pagina Chi siamo",
    node: true,
    files: ["about.yaml"],
    hint: "La pagina Chi siamo.",
    fields: {
      seo,
      hero: pageHero,
      mission: group("Mission", { label: "Missione" }),
      values: group("AboutValues", { label: "Valori" }),
      points: group("AboutPoints", { label: "Cosa ci distingue" }),
      method,
      cta: finalCta,
    },
  },
  Mission: {
    label: "Missione",
    fields: {
      title: text({ label: "Titolo", ...withPlaceholders("", "companyName") }),
      paragraphs: list(text, {
        label: "Paragrafi",
        ...withPlaceholders("", "companyName"),
        itemLabel: "Paragrafo",
      }),
    },
  },
  AboutValues: {
    label: "Valori",
    fields: {
      ...optionalHeading("Facoltativa."),
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
      ...optionalHeading("Facoltativa."),
      items: list("TextCard", {
        length: 6,
        label: "Punti",
        hint: "Esattamente sei schede.",
        itemLabel: "Punto",
      }),
    },
  },
} satisfies TypeSpecs;
