/** content/portfolio.yaml: the Portfolio & Risultati page. */
import { text, icon, group, list, type TypeSpecs } from "../field";
import { finalCta, heroHeading, sectionHeading, seo } from "./fields";

export const portfolio = {
  PortfolioYaml: {
    label: "Pagina Portfolio",
    node: true,
    files: ["portfolio.yaml"],
    hint: "La pagina Portfolio & Risultati. I numeri, i casi di studio e le testimonianze si cambiano nei rispettivi elenchi.",
    fields: {
      seo,
      hero: group("PortfolioHero", { label: "Apertura" }),
      metrics: group("MetricsIntro", { label: "Sezione dei numeri" }),
      caseStudies: group("CaseStudiesSection", {
        label: "Sezione dei casi di studio",
      }),
      testimonials: group("TestimonialsSection", {
        label: "Sezione delle testimonianze",
      }),
      cta: finalCta,
      decorativeIcons: list(icon, {
        label: "Icone di sfondo",
        hint: "Le icone che fluttuano dietro l'apertura della pagina.",
        itemLabel: "Icona",
      }),
    },
  },
  PortfolioHero: {
    label: "Apertura del portfolio",
    fields: {
      ...heroHeading,
      badges: list("Badge", {
        length: 2,
        label: "Etichette",
        hint: "Esattamente due etichette con icona, sotto il testo.",
        itemLabel: "Etichetta",
      }),
    },
  },
  Badge: {
    label: "Etichetta",
    fields: {
      icon: icon({ label: "Icona" }),
      label: text({ label: "Testo" }),
    },
  },
  CaseStudiesSection: {
    label: "Sezione dei casi di studio",
    fields: {
      ...sectionHeading,
      resultsLabel: text({
        label: "Titolo dei risultati",
        hint: "La scritta sopra i tre risultati di ogni caso.",
      }),
      more: text({
        label: "Riga finale",
        hint: "La frase sotto le schede: «E molti altri...».",
      }),
    },
  },
  TestimonialsSection: {
    label: "Sezione delle testimonianze",
    fields: {
      ...sectionHeading,
      previousLabel: text({
        label: "Pulsante «precedente»",
        hint: "Come il lettore di schermo annuncia la freccia a sinistra.",
      }),
      nextLabel: text({
        label: "Pulsante «successiva»",
        hint: "Come il lettore di schermo annuncia la freccia a destra.",
      }),
      dotLabel: text({
        label: "Pallini",
        hint: "Per il lettore di schermo; {n} diventa il numero del pallino, {total} quante sono le testimonianze.",
        placeholders: ["n", "total"],
      }),
      ratingLabel: text({
        label: "Stelle",
        hint: "Per il lettore di schermo; {rating} diventa il numero di stelle.",
        placeholders: ["rating"],
      }),
      carouselLabel: text({
        label: "Nome del carosello",
        hint: "Come il lettore di schermo annuncia il carosello.",
      }),
      slideLabel: text({
        label: "Testimonianza mostrata",
        hint: "Per il lettore di schermo; {n} diventa il numero della testimonianza, {total} quante sono.",
        placeholders: ["n", "total"],
      }),
    },
  },
} satisfies TypeSpecs;
