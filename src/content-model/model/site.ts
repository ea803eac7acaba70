/**
 * content/site.yaml: the company's data and the texts of every page (menu, footer, splash,
 * notifications, 404 and error screens, share image).
 */
import { text, image, group, list, type TypeSpecs } from "../field";
import { withAllPlaceholders, withPlaceholders } from "./placeholders";
import { IMAGES_FOLDER, seo, title } from "./fields";

/** The 404 page and the error screen: a title, a paragraph and the link to the home page. */
const errorScreen = {
  title,
  text: text({
    label: "Testo",
    long: true,
    ...withPlaceholders("", "companyName", "phone", "email"),
  }),
  homeLink: text({ label: "Testo del link alla home page" }),
};

export const site = {
  SiteYaml: {
    label: "Dati dell'azienda e testi comuni",
    node: true,
    files: ["site.yaml"],
    hint: "Dati dell'azienda e testi presenti in tutte le pagine: menu, piè di pagina, schermata iniziale, notifiche, pagina 404.",
    fields: {
      companyName: text({
        label: "Nome dell'azienda",
        hint: "Il nome come lo legge il pubblico, nel logo e nei titoli. Nei testi lo richiami con {companyName}.",
      }),
      legalName: text({
        label: "Ragione sociale",
        hint: "Il nome legale completo, usato nelle pagine legali con {legalName}.",
      }),
      tagline: text({
        label: "Attività in breve",
        hint: "Una riga che dice cosa fa l'azienda; la leggono Google e i motori di ricerca.",
      }),
      phone: text({
        label: "Telefono",
        hint: "Come va mostrato, con il prefisso: +39 02 1234 5678. Il pulsante «Chiamaci» compone questo numero. Nei testi: {phone}.",
      }),
      email: text({
        label: "Email",
        hint: "L'indirizzo mostrato nella pagina Contatti e nel piè di pagina. Nei testi: {email}.",
      }),
      address: group("Address", {
        label: "Indirizzo della sede",
        hint: "Nei testi l'indirizzo completo si scrive {address}.",
      }),
      vatNumber: text({
        label: "Partita IVA",
        hint: "Solo le 11 cifre, senza «IT»: deve essere quella dell'azienda. Nei testi: {vatNumber}.",
      }),
      registration: group("CompanyRegistration", {
        label: "Dati del Registro delle Imprese",
        hint: "Obbligatori per legge (art. 2250 c.c.): mostrati nel piè di pagina e nelle pagine legali.",
      }),
      openingHours: list("OpeningHours", {
        label: "Orari",
        hint: "Gli orari mostrati nella pagina Contatti.",
        itemLabel: "Orario",
      }),
      nav: list("LinkItem", {
        length: 4,
        label: "Voci del menu principale",
        hint: "Esattamente quattro voci, nell'ordine del menu in alto.",
        itemLabel: "Voce del menu",
      }),
      headerCta: group("LinkItem", {
        label: "Pulsante in alto",
        hint: "Il pulsante colorato a destra nel menu.",
      }),
      ui: group("SiteUi", {
        label: "Testi per l'accessibilità",
        hint: "Testi non visibili, letti da chi naviga con la tastiera o un lettore di schermo.",
      }),
      footer: group("Footer", { label: "Piè di pagina" }),
      splash: group("Splash", {
        label: "Schermata iniziale",
        hint: "La breve animazione mostrata alla prima visita.",
      }),
      toasts: group("Toasts", {
        label: "Notifiche del modulo contatti",
        hint: "I riquadri che compaiono in basso dopo l'invio del modulo.",
      }),
      notFound: group("NotFound", {
        label: "Pagina non trovata (404)",
        hint: "Mostrata quando un indirizzo non esiste.",
      }),
      errorPage: group("ErrorPage", {
        label: "Schermata di errore",
        hint: "Mostrata se una pagina si blocca per un errore imprevisto.",
      }),
      seo: group("SiteSeo", { label: "Immagine per le condivisioni" }),
    },
  },
  CompanyRegistration: {
    label: "Registro delle Imprese",
    fields: {
      registryOffice: text({
        label: "Registro delle Imprese di",
        hint: "La camera di commercio, per esempio «Milano Monza Brianza Lodi». Nei testi: {registryOffice}.",
      }),
      registryNumber: text({
        label: "Numero di iscrizione e codice fiscale",
        hint: "Nei testi: {registryNumber}.",
      }),
      reaNumber: text({
        label: "Numero REA",
        hint: "Con la sigla della provincia: MI-2547318. Nei testi: {reaNumber}.",
      }),
      shareCapital: text({
        label: "Capitale sociale",
        hint: "Come va scritto, per esempio «€ 10.000,00 i.v.»: «i.v.» solo se interamente versato, altrimenti indica la parte versata. Nei testi: {shareCapital}.",
      }),
    },
  },
  Address: {
    label: "Indirizzo",
    fields: {
      street: text({ label: "Via e numero civico" }),
      postalCode: text({ label: "CAP" }),
      city: text({ label: "Città" }),
      province: text({ label: "Provincia", hint: "La sigla: MI." }),
      region: text({ label: "Regione" }),
      country: text({ label: "Nazione" }),
      countryCode: text({
        label: "Codice della nazione",
        hint: "Due lettere maiuscole: IT. Serve a Google, non si vede.",
      }),
    },
  },
  OpeningHours: {
    label: "Orario",
    summary: "{{fields.days}}: {{fields.hours}}",
    fields: {
      days: text({
        label: "Giorni",
        hint: "Come si legge sul sito: «Lunedì - Venerdì».",
      }),
      hours: text({
        label: "Orario",
        hint: "Come si legge sul sito: «9:00 - 18:00» o «Sempre aperto».",
      }),
      schemaOrg: text({
        label: "Orario per Google",
        hint: "Lo stesso orario nella forma che legge Google: giorni in inglese di due lettere e ore, per esempio «Mo-Fr 09:00-18:00» o «Mo-Su 00:00-23:59». Non si vede sul sito.",
      }),
    },
  },
  SiteUi: {
    label: "Testi per l'accessibilità",
    fields: {
      skipLink: text({
        label: "Link «salta al contenuto»",
        hint: "Compare premendo Tab all'apertura di una pagina.",
      }),
      navLabel: text({
        label: "Nome del menu",
        hint: "Come il lettore di schermo annuncia il menu principale.",
      }),
      homeLinkLabel: text({
        label: "Link del logo",
        ...withPlaceholders(
          "Come il lettore di schermo annuncia il logo, che porta alla home page.",
          "companyName",
        ),
      }),
      menuOpenLabel: text({
        label: "Pulsante «apri il menu»",
        hint: "Sul telefono, il pulsante con le tre linee.",
      }),
      menuCloseLabel: text({ label: "Pulsante «chiudi il menu»" }),
      phoneButtonLabel: text({
        label: "Pulsante del telefono",
        ...withPlaceholders(
          "Come il lettore di schermo annuncia il pulsante rotondo per chiamare.",
          "phone",
        ),
      }),
    },
  },
  Footer: {
    label: "Piè di pagina",
    fields: {
      description: text({
        label: "Descrizione",
        long: true,
        ...withPlaceholders("Il paragrafo sotto il logo.", "companyName"),
      }),
      navTitle: text({ label: "Titolo della colonna dei link" }),
      contactTitle: text({ label: "Titolo della colonna dei contatti" }),
      legalTitle: text({ label: "Titolo della colonna legale" }),
      legalLinks: list("LinkItem", { label: "Link alle pagine legali" }),
      companyDetails: text({
        label: "Dati societari",
        long: true,
        ...withAllPlaceholders("La riga dei dati legali in fondo a ogni pagina."),
      }),
      copyright: text({
        label: "Riga del copyright",
        ...withPlaceholders("L'ultima riga in fondo alla pagina.", "companyName", "legalName"),
      }),
    },
  },
  Splash: {
    label: "Schermata iniziale",
    fields: {
      message: text({
        label: "Messaggio",
        hint: "La frase sotto il logo durante l'animazione.",
      }),
      progressLabel: text({
        label: "Descrizione della barra",
        hint: "Come il lettore di schermo annuncia la barra di caricamento.",
      }),
    },
  },
  Toast: {
    label: "Notifica",
    fields: {
      title,
      description: text({
        label: "Testo",
        ...withPlaceholders("", "companyName", "phone", "email"),
      }),
    },
  },
  Toasts: {
    label: "Notifiche",
    fields: {
      required: group("Toast", {
        label: "Campi mancanti",
        hint: "Quando il visitatore invia il modulo senza compilare i campi obbligatori.",
      }),
      consent: group("Toast", {
        label: "Consenso mancante",
        hint: "Quando il visitatore non ha spuntato il consenso alla privacy.",
      }),
      failure: group("Toast", {
        label: "Invio non riuscito",
        hint: "Quando il messaggio non parte per un problema tecnico.",
      }),
      success: group("Toast", {
        label: "Messaggio inviato",
        hint: "Quando il messaggio è arrivato.",
      }),
      dismissLabel: text({
        label: "Pulsante di chiusura",
        hint: "Come il lettore di schermo annuncia la × della notifica.",
      }),
      regionLabel: text({
        label: "Nome dell'area notifiche",
        hint: "Come il lettore di schermo annuncia l'area delle notifiche.",
      }),
    },
  },
  NotFound: {
    label: "Pagina non trovata",
    fields: { seo, ...errorScreen },
  },
  ErrorPage: { label: "Schermata di errore", fields: errorScreen },
  SiteSeo: {
    label: "Immagine per le condivisioni",
    fields: {
      shareImage: image({
        label: "Immagine",
        folder: IMAGES_FOLDER,
        minSize: [1200, 630],
        alt: "shareImageAlt",
        hint: "L'immagine che compare quando qualcuno condivide il sito su WhatsApp, Facebook o LinkedIn: un JPEG orizzontale.",
      }),
      shareImageAlt: text({
        label: "Descrizione dell'immagine",
        ...withPlaceholders("Cosa mostra l'immagine, per chi non la vede.", "companyName"),
      }),
    },
  },
} satisfies TypeSpecs;
