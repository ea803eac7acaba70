/** content/services-page.yaml: the Servizi page. */
import { text, group, type TypeSpecs } from "../field";
import { finalCta, method, pageHero, seo } from "./fields";

export const servicesPage = {
  ServicesPageYaml: {
    label: "Pagina Servizi",
    node: true,
    files: ["services-page.yaml"],
    hint: "La pagina Servizi. Le schede dei servizi si cambiano in Servizi.",
    fields: {
      seo,
      hero: pageHero,
      cardCta: group("LinkItem", {
        label: "Pulsante delle schede",
        hint: "Il pulsante in fondo a ogni scheda di servizio.",
      }),
      featuresLabel: text({
        label: "Titolo dell'elenco nelle schede",
        hint: "Non si vede: il lettore di schermo lo legge prima delle cinque voci di ogni servizio.",
      }),
      method,
      cta: finalCta,
    },
  },
} satisfies TypeSpecs;
