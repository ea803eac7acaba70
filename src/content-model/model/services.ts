/** content/services.yaml: the list of services. */
import { text, boolean, icon, list, type TypeSpecs } from "../field";
import { code } from "./fields";

export const services = {
  ServicesYaml: {
    label: "Servizio",
    node: true,
    files: ["services.yaml"],
    root: "list",
    fileLabels: { "services.yaml": "Servizi" },
    hint: "I servizi dell'agenzia, nell'ordine in cui compaiono nella pagina Servizi. Trascina per riordinarli.",
    fields: {
      key: code({
        example: "consulenza-strategica",
        unique: true,
        hint: "Un nome breve e unico, in minuscolo con i trattini (consulenza-strategica). Non si vede: non cambiarlo dopo la pubblicazione.",
      }),
      icon: icon({ label: "Icona" }),
      title: text({ label: "Nome del servizio" }),
      description: text({
        label: "Descrizione",
        long: true,
        hint: "Il paragrafo sotto il nome, nella scheda.",
      }),
      features: list(text, {
        length: 5,
        label: "Voci della scheda",
        hint: "Cosa include il servizio: esattamente cinque voci, una per riga della scheda.",
        itemLabel: "Voce",
      }),
      onHome: boolean({
        label: "Mostra in home page",
        hint: "Attivo: il servizio compare anche nell'anteprima della home page.",
      }),
    },
  },
} satisfies TypeSpecs;
