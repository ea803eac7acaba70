/** content/contact.yaml: the Contatti page and its form. */
import { text, boolean, group, type TypeSpecs } from "../field";
import { withPlaceholders } from "./placeholders";
import { intro, pageHero, seo } from "./fields";

/** The grey text in an empty field of the form. */
const example = (label: string, long?: boolean) =>
  text({ label, long, hint: "Il testo grigio nel campo vuoto." });

export const contact = {
  ContactYaml: {
    label: "Pagina Contatti",
    node: true,
    files: ["contact.yaml"],
    hint: "La pagina Contatti. Telefono, email, indirizzo e orari si cambiano in Dati dell'azienda e testi comuni.",
    fields: {
      seo,
      hero: pageHero,
      form: group("ContactForm", { label: "Modulo di contatto" }),
      info: group("ContactInfo", {
        label: "Colonna dei contatti",
        hint: "La colonna accanto al modulo, con telefono, email, sede e orari.",
      }),
    },
  },
  ContactForm: {
    label: "Modulo di contatto",
    fields: {
      title: text({ label: "Titolo del modulo" }),
      intro,
      requiredNote: text({ label: "Nota sui campi obbligatori" }),
      nameLabel: text({ label: "Etichetta del nome" }),
      namePlaceholder: example("Esempio nel campo nome"),
      emailLabel: text({ label: "Etichetta dell'email" }),
      emailPlaceholder: example("Esempio nel campo email"),
      phoneLabel: text({ label: "Etichetta del telefono" }),
      phonePlaceholder: example("Esempio nel campo telefono"),
      messageLabel: text({ label: "Etichetta del messaggio" }),
      messagePlaceholder: example("Esempio nel campo messaggio", true),
      consentText: text({
        label: "Testo del consenso",
        long: true,
        hint: "La frase accanto alla casella della privacy; il link alla Privacy Policy la segue dopo uno spazio, quindi non terminare con un apostrofo.",
      }),
      consentLinkLabel: text({ label: "Testo del link alla privacy" }),
      consentDefault: boolean({
        label: "Consenso già spuntato",
        hint: "Attivo: la casella del consenso è già spuntata quando si apre la pagina.",
      }),
      honeypotLabel: text({
        label: "Campo trappola per lo spam",
        hint: "Non si vede: lo leggono solo i programmi che inviano spam. Lascia il testo com'è.",
      }),
      submitLabel: text({ label: "Pulsante di invio" }),
      submittingLabel: text({
        label: "Pulsante durante l'invio",
        hint: "Il testo del pulsante mentre il messaggio parte.",
      }),
      invalidEmail: text({
        label: "Errore: email non valida",
        hint: "Il testo della notifica «Errore» quando il server rifiuta l'email.",
      }),
      invalidPhone: text({
        label: "Errore: telefono non valido",
        hint: "Il testo della notifica «Errore» quando il server rifiuta il telefono.",
      }),
      tooLong: text({
        label: "Errore: testo troppo lungo",
        hint: "Il testo della notifica «Errore» quando un campo supera la lunghezza consentita.",
      }),
    },
  },
  ContactInfo: {
    label: "Colonna dei contatti",
    fields: {
      title: text({ label: "Titolo" }),
      intro: text({
        label: "Introduzione",
        long: true,
        ...withPlaceholders("", "companyName", "phone", "email"),
      }),
      phoneLabel: text({ label: "Etichetta del telefono" }),
      emailLabel: text({ label: "Etichetta dell'email" }),
      addressLabel: text({ label: "Etichetta della sede" }),
      hoursTitle: text({ label: "Titolo degli orari" }),
    },
  },
} satisfies TypeSpecs;
