/**
 * The types several content files use: the search-engine fields, links, cards, the method, page
 * openings, calls to action and section headings.
 */
import { text, icon, page, group, list, optional, type TypeSpecs } from "../field";
import { withPlaceholders } from "./placeholders";
import { card, heroHeading, longText, optionalHeading, paragraph, sectionHeading } from "./fields";

export const shared = {
  Seo: {
    label: "Google e condivisioni",
    fields: {
      title: text({
        label: "Titolo per Google",
        ...withPlaceholders(
          "Titolo della scheda del browser e del risultato su Google; il sito aggiunge « | » e il nome dell'azienda. Meglio sotto i 55 caratteri.",
          "companyName",
        ),
      }),
      description: text({
        label: "Descrizione per Google",
        long: true,
        ...withPlaceholders(
          "Le due righe sotto il titolo nei risultati di Google e nelle anteprime dei social. Tra 120 e 160 caratteri.",
          "companyName",
        ),
      }),
    },
  },
  LinkItem: {
    label: "Link",
    fields: {
      label: text({
        label: "Testo del link",
        hint: "Le parole del pulsante o del link, per esempio «Richiedi Consulenza».",
      }),
      to: page({
        label: "Pagina di destinazione",
        hint: "La pagina del sito che si apre cliccando.",
      }),
    },
  },
  IconCard: {
    label: "Scheda con icona",
    fields: {
      icon: icon({ label: "Icona", hint: "Il disegno in cima alla scheda." }),
      ...card,
    },
  },
  TextCard: { label: "Scheda", fields: card },
  Step: {
    label: "Fase",
    summary: "{{fields.number}} · {{fields.title}}",
    fields: {
      number: text({
        label: "Numero",
        hint: "Il numero grande della fase, scritto come testo: «01», «02»…",
      }),
      title: text({ label: "Titolo della fase" }),
      description: longText,
    },
  },
  Method: {
    label: "Metodo di lavoro",
    fields: {
      ...sectionHeading,
      intro: { ...sectionHeading.intro, hint: "La frase sotto il titolo." },
      steps: list("Step", {
        length: 5,
        label: "Fasi",
        hint: "Esattamente cinque fasi, nell'ordine in cui compaiono.",
      }),
    },
  },
  PageHero: {
    label: "Apertura della pagina",
    fields: {
      eyebrow: optional(
        text({
          label: "Sopratitolo",
          ...withPlaceholders("Facoltativo: la parola piccola sopra il titolo.", "companyName"),
        }),
      ),
      ...heroHeading,
    },
  },
  CallToAction: {
    label: "Invito all'azione",
    fields: {
      title: text({
        label: "Titolo",
        ...withPlaceholders("Il titolo del riquadro colorato in fondo alla pagina.", "companyName"),
      }),
      text: paragraph,
      primary: group("LinkItem", {
        label: "Pulsante principale",
        hint: "Il pulsante pieno.",
      }),
      secondary: optional(
        group("LinkItem", {
          label: "Pulsante secondario",
          hint: "Facoltativo: il pulsante con il solo bordo, accanto al principale. Se lo usi, scrivi il testo e scegli la pagina; per toglierlo, svuota il testo.",
        }),
      ),
    },
  },
  SectionIntro: {
    label: "Intestazione di sezione",
    fields: optionalHeading("Facoltativa: la frase sotto il titolo."),
  },
  /** Heading of the headline metrics (Home and Portfolio) with the source note shown under them. */
  MetricsIntro: {
    label: "Intestazione dei numeri",
    fields: {
      ...optionalHeading("Facoltativa: la frase sotto il titolo."),
      note: text({
        label: "Fonte dei numeri",
        long: true,
        hint: "La nota sotto i numeri: da dove vengono, su quali clienti e a quale periodo si riferiscono. Deve essere vera e verificabile.",
      }),
    },
  },
} satisfies TypeSpecs;
