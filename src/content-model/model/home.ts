/** content/home.yaml: the home page. */
import { text, icon, page, group, list, type TypeSpecs } from "../field";
import { withPlaceholders } from "./placeholders";
import { intro, longText, sectionHeading, seo } from "./fields";

export const home = {
  HomeYaml: {
    label: "Home page",
    node: true,
    files: ["home.yaml"],
    hint: "La home page. I servizi mostrati sono quelli con «Mostra in home page» attivo in Servizi; i numeri vengono da Numeri chiave.",
    fields: {
      seo,
      hero: group("HomeHero", {
        label: "Apertura",
        hint: "La prima schermata, con il titolo grande e le icone che ruotano.",
      }),
      stats: group("MetricsIntro", {
        label: "Sezione dei numeri",
        hint: "Il titolo sopra i numeri chiave; i numeri si cambiano in Numeri chiave.",
      }),
      services: group("HomeServices", { label: "Anteprima dei servizi" }),
      why: group("HomeWhy", { label: "Perché sceglierci" }),
      cta: group("CallToAction", {
        label: "Invito finale",
        hint: "Il riquadro colorato in fondo alla pagina.",
      }),
    },
  },
  HomeHero: {
    label: "Apertura della home page",
    fields: {
      eyebrow: text({
        label: "Sopratitolo",
        hint: "La scritta piccola sopra il titolo.",
      }),
      title: text({
        label: "Titolo",
        hint: "La prima parte del titolo grande.",
      }),
      titleHighlight: text({
        label: "Titolo, parte colorata",
        hint: "La parte finale del titolo, scritta con il colore sfumato.",
      }),
      text: longText,
      primary: group("LinkItem", { label: "Pulsante principale" }),
      secondary: group("LinkItem", { label: "Pulsante secondario" }),
      rotatingIcons: list(icon, {
        length: 6,
        label: "Icone che ruotano",
        unique: true,
        hint: "Esattamente sei icone diverse, mostrate a turno accanto al titolo.",
        itemLabel: "Icona",
      }),
    },
  },
  HomeServices: {
    label: "Anteprima dei servizi",
    fields: {
      ...sectionHeading,
      linkLabel: text({
        label: "Testo del link",
        hint: "Il link sotto le schede dei servizi.",
      }),
      link: page({ label: "Pagina del link" }),
    },
  },
  HomeWhy: {
    label: "Perché sceglierci",
    fields: {
      title: text({
        label: "Titolo della sezione",
        ...withPlaceholders("", "companyName"),
      }),
      intro,
      reasons: list("IconCard", {
        length: 3,
        label: "Motivi",
        hint: "Esattamente tre schede.",
        itemLabel: "Motivo",
      }),
    },
  },
} satisfies TypeSpecs;
