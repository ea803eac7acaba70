/**
 * The content model: every type of the YAML files under `content/`, declared once.
 *
 * gatsby-node.ts turns this into GraphQL type definitions (no inference) and checks
 * every YAML node against it, so an editor who breaks a file gets a build error that
 * names the file and the field.
 *
 * Field notation, GraphQL-like:
 *   "String!"      required string          "String"     optional string
 *   "[String!]!"   required list of strings "Int!", "Float!", "Boolean!", "Date"
 *   "File!"        path relative to the YAML file, resolved to a File node (image)
 *   "Icon!"        a name from src/components/icon-names.ts; GraphQL gives the icon drawn
 *                  (type SiteIcon: name, classes, markup; see src/content-model/sdl.ts)
 *   "Color!"       a name from the design palette (see palette below)
 *   "Hex!"         a colour such as "#7c3aed"
 *   "Path!"        an internal path such as "/contatti/"
 *   "Seo!"         another type declared below
 * A list may carry an exact length: "[String!]!{5}".
 *
 * Each field is declared as { type, label, hint, ... } (see FieldDecl in field.ts): the type in
 * the notation above, and the Italian label and hint an editor reads in the CMS, which is
 * generated from this file (src/cms/config.ts). The bare notation string still parses, but a test
 * requires a label on every field. Guidance for editors lives in the hints, not in YAML comments
 * (the CMS keeps a file's comments but never shows them). Options beyond the notation, checked by the
 * build and the CMS alike (rules.ts): `long` (a text box), `min`/`max` (numbers), `pattern`
 * (text), `folder` (where a "File" is uploaded), `unique` (no repeat across a list file's items);
 * on a type, `root: "list"` (the file is a list of items) and `oneOf` (exactly one of some fields).
 */

import type { FieldSpec } from "./field";

export const palette = ["blue", "violet", "pink", "orange", "green", "teal"] as const;
export type PaletteColor = (typeof palette)[number];

export type { FieldSpec, FieldDecl } from "./field";

export interface TypeSpec {
  /** Italian name of the type, as the CMS shows it (a page, a list, a group of fields). */
  label?: string;
  /** A node type: one per YAML file (or per item of a list file). */
  node?: boolean;
  /** Content file(s), relative to content/, that produce this node type (the CMS edits each one). */
  files?: string[];
  /** Italian name of each file when a type has several (the legal pages). */
  fileLabels?: Record<string, string>;
  /** "list": the file's root is a list of items of this type (services.yaml, ...); otherwise a group of fields. */
  root?: "list";
  /** Italian description of the file, shown under its name in the CMS. */
  hint?: string;
  /** How an item of a list of this type is summed up in the CMS, e.g. "{{fields.title}}". */
  summary?: string;
  /** Exactly one of these fields must be given (a legal block is a paragraph or a list). */
  oneOf?: string[];
  fields: Record<string, FieldSpec>;
}

/**
 * The placeholders the site fills from site.yaml (siteValues in src/hooks/use-site.ts; a test keeps
 * the two lists equal), named in the hints of the texts where they are useful.
 */
export const placeholderNames = [
  "companyName",
  "legalName",
  "phone",
  "email",
  "address",
  "vatNumber",
  "registryOffice",
  "registryNumber",
  "reaNumber",
  "shareCapital",
] as const;
type PlaceholderName = (typeof placeholderNames)[number];

/** What each placeholder becomes, as a hint tells the editor. */
const placeholderMeaning: Record<PlaceholderName, string> = {
  companyName: "il nome dell'azienda",
  legalName: "la ragione sociale",
  phone: "il telefono",
  email: "l'email",
  address: "l'indirizzo della sede",
  vatNumber: "la partita IVA",
  registryOffice: "la camera di commercio",
  registryNumber: "il numero di iscrizione",
  reaNumber: "il numero REA",
  shareCapital: "il capitale sociale",
};

const andList = (items: string[]): string =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;

/**
 * The sentence of a hint that names the placeholders useful in that text, each with what it
 * becomes (a title needs the company's name, not its VAT number).
 */
const placeholders = (...names: PlaceholderName[]): string => {
  const written = andList(names.map((name) => `{${name}}`));
  const meant = andList(names.map((name) => placeholderMeaning[name]));
  return names.length === 1
    ? `Puoi scrivere ${written}: il sito lo sostituisce con ${meant}.`
    : `Puoi scrivere ${written}: il sito li sostituisce con ${meant}.`;
};

/** Legal text may need any of the company's details: the whole list, names only. */
const ALL_PLACEHOLDERS = `I dati dell'azienda si scrivono tra graffe e il sito li sostituisce: ${andList(
  placeholderNames.map((name) => `{${name}}`),
)}.`;

const withPlaceholders = (hint: string, ...names: PlaceholderName[]): string =>
  `${hint} ${placeholders(...names)}`;

export const contentTypes: Record<string, TypeSpec> = {
  /* ------------------------------------------------------------------ shared */
  Seo: {
    label: "Google e condivisioni",
    fields: {
      title: {
        type: "String!",
        label: "Titolo per Google",
        hint: withPlaceholders(
          "Titolo della scheda del browser e del risultato su Google; il sito aggiunge « | » e il nome dell'azienda. Meglio sotto i 55 caratteri.",
          "companyName",
        ),
      },
      description: {
        type: "String!",
        label: "Descrizione per Google",
        long: true,
        hint: withPlaceholders(
          "Le due righe sotto il titolo nei risultati di Google e nelle anteprime dei social. Tra 120 e 160 caratteri.",
          "companyName",
        ),
      },
    },
  },
  LinkItem: {
    label: "Link",
    fields: {
      label: {
        type: "String!",
        label: "Testo del link",
        hint: "Le parole del pulsante o del link, per esempio «Richiedi Consulenza».",
      },
      to: {
        type: "Path!",
        label: "Pagina di destinazione",
        hint: "La pagina del sito che si apre cliccando.",
      },
    },
  },
  IconCard: {
    label: "Scheda con icona",
    fields: {
      icon: { type: "Icon!", label: "Icona", hint: "Il disegno in cima alla scheda." },
      title: { type: "String!", label: "Titolo" },
      description: { type: "String!", label: "Testo", long: true },
    },
  },
  TextCard: {
    label: "Scheda",
    fields: {
      title: { type: "String!", label: "Titolo" },
      description: { type: "String!", label: "Testo", long: true },
    },
  },
  Step: {
    label: "Fase",
    summary: "{{fields.number}} · {{fields.title}}",
    fields: {
      number: {
        type: "String!",
        label: "Numero",
        hint: "Il numero grande della fase, scritto come testo: «01», «02»…",
      },
      title: { type: "String!", label: "Titolo della fase" },
      description: { type: "String!", label: "Testo", long: true },
    },
  },
  Method: {
    label: "Metodo di lavoro",
    fields: {
      title: { type: "String!", label: "Titolo della sezione" },
      intro: {
        type: "String!",
        label: "Introduzione",
        long: true,
        hint: "La frase sotto il titolo.",
      },
      steps: {
        type: "[Step!]!{5}",
        label: "Fasi",
        hint: "Esattamente cinque fasi, nell'ordine in cui compaiono.",
      },
    },
  },
  PageHero: {
    label: "Apertura della pagina",
    fields: {
      eyebrow: {
        type: "String",
        label: "Sopratitolo",
        hint: withPlaceholders("Facoltativo: la parola piccola sopra il titolo.", "companyName"),
      },
      title: {
        type: "String!",
        label: "Titolo",
        hint: withPlaceholders("Il titolo grande in cima alla pagina.", "companyName"),
      },
      text: {
        type: "String!",
        label: "Testo",
        long: true,
        hint: withPlaceholders("Il paragrafo sotto il titolo.", "companyName", "phone", "email"),
      },
    },
  },
  CallToAction: {
    label: "Invito all'azione",
    fields: {
      title: {
        type: "String!",
        label: "Titolo",
        hint: withPlaceholders(
          "Il titolo del riquadro colorato in fondo alla pagina.",
          "companyName",
        ),
      },
      text: {
        type: "String!",
        label: "Testo",
        long: true,
        hint: withPlaceholders("Il paragrafo sotto il titolo.", "companyName", "phone", "email"),
      },
      primary: { type: "LinkItem!", label: "Pulsante principale", hint: "Il pulsante pieno." },
      secondary: {
        type: "LinkItem",
        label: "Pulsante secondario",
        hint: "Facoltativo: il pulsante con il solo bordo, accanto al principale. Se lo usi, scrivi il testo e scegli la pagina; per toglierlo, svuota il testo.",
      },
    },
  },
  SectionIntro: {
    label: "Intestazione di sezione",
    fields: {
      title: { type: "String!", label: "Titolo della sezione" },
      intro: {
        type: "String",
        label: "Introduzione",
        long: true,
        hint: "Facoltativa: la frase sotto il titolo.",
      },
    },
  },
  /** Heading of the headline metrics (Home and Portfolio) with the source note shown under them. */
  MetricsIntro: {
    label: "Intestazione dei numeri",
    fields: {
      title: { type: "String!", label: "Titolo della sezione" },
      intro: {
        type: "String",
        label: "Introduzione",
        long: true,
        hint: "Facoltativa: la frase sotto il titolo.",
      },
      note: {
        type: "String!",
        label: "Fonte dei numeri",
        long: true,
        hint: "La nota sotto i numeri: da dove vengono, su quali clienti e a quale periodo si riferiscono. Deve essere vera e verificabile.",
      },
    },
  },

  /* -------------------------------------------------------------------- site */
  SiteYaml: {
    label: "Dati dell'azienda e testi comuni",
    node: true,
    files: ["site.yaml"],
    hint: "Dati dell'azienda e testi presenti in tutte le pagine: menu, piè di pagina, schermata iniziale, notifiche, pagina 404.",
    fields: {
      companyName: {
        type: "String!",
        label: "Nome dell'azienda",
        hint: "Il nome come lo legge il pubblico, nel logo e nei titoli. Nei testi lo richiami con {companyName}.",
      },
      legalName: {
        type: "String!",
        label: "Ragione sociale",
        hint: "Il nome legale completo, usato nelle pagine legali con {legalName}.",
      },
      tagline: {
        type: "String!",
        label: "Attività in breve",
        hint: "Una riga che dice cosa fa l'azienda; la leggono Google e i motori di ricerca.",
      },
      phone: {
        type: "String!",
        label: "Telefono",
        hint: "Come va mostrato, con il prefisso: +39 02 1234 5678. Il pulsante «Chiamaci» compone questo numero. Nei testi: {phone}.",
      },
      email: {
        type: "String!",
        label: "Email",
        hint: "L'indirizzo mostrato nella pagina Contatti e nel piè di pagina. Nei testi: {email}.",
      },
      address: {
        type: "Address!",
        label: "Indirizzo della sede",
        hint: "Nei testi l'indirizzo completo si scrive {address}.",
      },
      vatNumber: {
        type: "String!",
        label: "Partita IVA",
        hint: "Solo le 11 cifre, senza «IT»: deve essere quella dell'azienda. Nei testi: {vatNumber}.",
      },
      registration: {
        type: "CompanyRegistration!",
        label: "Dati del Registro delle Imprese",
        hint: "Obbligatori per legge (art. 2250 c.c.): mostrati nel piè di pagina e nelle pagine legali.",
      },
      openingHours: {
        type: "[OpeningHours!]!",
        label: "Orari",
        hint: "Gli orari mostrati nella pagina Contatti.",
        itemLabel: "Orario",
      },
      logoAlt: {
        type: "String!",
        label: "Descrizione del logo",
        hint: "Letta da chi usa un lettore di schermo al posto del logo. Di solito {companyName}.",
      },
      nav: {
        type: "[LinkItem!]!{4}",
        label: "Voci del menu principale",
        hint: "Esattamente quattro voci, nell'ordine del menu in alto.",
        itemLabel: "Voce del menu",
      },
      headerCta: {
        type: "LinkItem!",
        label: "Pulsante in alto",
        hint: "Il pulsante colorato a destra nel menu.",
      },
      ui: {
        type: "SiteUi!",
        label: "Testi per l'accessibilità",
        hint: "Testi non visibili, letti da chi naviga con la tastiera o un lettore di schermo.",
      },
      footer: { type: "Footer!", label: "Piè di pagina" },
      splash: {
        type: "Splash!",
        label: "Schermata iniziale",
        hint: "La breve animazione mostrata alla prima visita.",
      },
      toasts: {
        type: "Toasts!",
        label: "Notifiche del modulo contatti",
        hint: "I riquadri che compaiono in basso dopo l'invio del modulo.",
      },
      notFound: {
        type: "NotFound!",
        label: "Pagina non trovata (404)",
        hint: "Mostrata quando un indirizzo non esiste.",
      },
      errorPage: {
        type: "ErrorPage!",
        label: "Schermata di errore",
        hint: "Mostrata se una pagina si blocca per un errore imprevisto.",
      },
      seo: { type: "SiteSeo!", label: "Immagine per le condivisioni" },
    },
  },
  CompanyRegistration: {
    label: "Registro delle Imprese",
    fields: {
      registryOffice: {
        type: "String!",
        label: "Registro delle Imprese di",
        hint: "La camera di commercio, per esempio «Milano Monza Brianza Lodi». Nei testi: {registryOffice}.",
      },
      registryNumber: {
        type: "String!",
        label: "Numero di iscrizione e codice fiscale",
        hint: "Nei testi: {registryNumber}.",
      },
      reaNumber: {
        type: "String!",
        label: "Numero REA",
        hint: "Con la sigla della provincia: MI-2547318. Nei testi: {reaNumber}.",
      },
      shareCapital: {
        type: "String!",
        label: "Capitale sociale",
        hint: "Come va scritto, per esempio «€ 10.000,00 i.v.»: «i.v.» solo se interamente versato, altrimenti indica la parte versata. Nei testi: {shareCapital}.",
      },
    },
  },
  Address: {
    label: "Indirizzo",
    fields: {
      street: { type: "String!", label: "Via e numero civico" },
      postalCode: { type: "String!", label: "CAP" },
      city: { type: "String!", label: "Città" },
      province: { type: "String!", label: "Provincia", hint: "La sigla: MI." },
      region: { type: "String!", label: "Regione" },
      country: { type: "String!", label: "Nazione" },
      countryCode: {
        type: "String!",
        label: "Codice della nazione",
        hint: "Due lettere maiuscole: IT. Serve a Google, non si vede.",
      },
    },
  },
  OpeningHours: {
    label: "Orario",
    summary: "{{fields.days}}: {{fields.hours}}",
    fields: {
      days: {
        type: "String!",
        label: "Giorni",
        hint: "Come si legge sul sito: «Lunedì - Venerdì».",
      },
      hours: {
        type: "String!",
        label: "Orario",
        hint: "Come si legge sul sito: «9:00 - 18:00» o «Sempre aperto».",
      },
      schemaOrg: {
        type: "String!",
        label: "Orario per Google",
        hint: "Lo stesso orario nella forma che legge Google: giorni in inglese di due lettere e ore, per esempio «Mo-Fr 09:00-18:00» o «Mo-Su 00:00-23:59». Non si vede sul sito.",
      },
    },
  },
  SiteUi: {
    label: "Testi per l'accessibilità",
    fields: {
      skipLink: {
        type: "String!",
        label: "Link «salta al contenuto»",
        hint: "Compare premendo Tab all'apertura di una pagina.",
      },
      navLabel: {
        type: "String!",
        label: "Nome del menu",
        hint: "Come il lettore di schermo annuncia il menu principale.",
      },
      homeLinkLabel: {
        type: "String!",
        label: "Link del logo",
        hint: withPlaceholders(
          "Come il lettore di schermo annuncia il logo, che porta alla home page.",
          "companyName",
        ),
      },
      menuOpenLabel: {
        type: "String!",
        label: "Pulsante «apri il menu»",
        hint: "Sul telefono, il pulsante con le tre linee.",
      },
      menuCloseLabel: { type: "String!", label: "Pulsante «chiudi il menu»" },
      phoneButtonLabel: {
        type: "String!",
        label: "Pulsante del telefono",
        hint: withPlaceholders(
          "Come il lettore di schermo annuncia il pulsante rotondo per chiamare.",
          "phone",
        ),
      },
    },
  },
  Footer: {
    label: "Piè di pagina",
    fields: {
      description: {
        type: "String!",
        label: "Descrizione",
        long: true,
        hint: withPlaceholders("Il paragrafo sotto il logo.", "companyName"),
      },
      navTitle: { type: "String!", label: "Titolo della colonna dei link" },
      contactTitle: { type: "String!", label: "Titolo della colonna dei contatti" },
      legalTitle: { type: "String!", label: "Titolo della colonna legale" },
      legalLinks: { type: "[LinkItem!]!", label: "Link alle pagine legali" },
      companyDetails: {
        type: "String!",
        label: "Dati societari",
        long: true,
        hint: `La riga dei dati legali in fondo a ogni pagina. ${ALL_PLACEHOLDERS}`,
      },
      copyright: {
        type: "String!",
        label: "Riga del copyright",
        hint: withPlaceholders("L'ultima riga in fondo alla pagina.", "companyName", "legalName"),
      },
    },
  },
  Splash: {
    label: "Schermata iniziale",
    fields: {
      message: {
        type: "String!",
        label: "Messaggio",
        hint: "La frase sotto il logo durante l'animazione.",
      },
      progressLabel: {
        type: "String!",
        label: "Descrizione della barra",
        hint: "Come il lettore di schermo annuncia la barra di caricamento.",
      },
    },
  },
  Toast: {
    label: "Notifica",
    fields: {
      title: { type: "String!", label: "Titolo" },
      description: { type: "String!", label: "Testo" },
    },
  },
  Toasts: {
    label: "Notifiche",
    fields: {
      required: {
        type: "Toast!",
        label: "Campi mancanti",
        hint: "Quando il visitatore invia il modulo senza compilare i campi obbligatori.",
      },
      consent: {
        type: "Toast!",
        label: "Consenso mancante",
        hint: "Quando il visitatore non ha spuntato il consenso alla privacy.",
      },
      failure: {
        type: "Toast!",
        label: "Invio non riuscito",
        hint: "Quando il messaggio non parte per un problema tecnico.",
      },
      success: {
        type: "Toast!",
        label: "Messaggio inviato",
        hint: "Quando il messaggio è arrivato.",
      },
      dismissLabel: {
        type: "String!",
        label: "Pulsante di chiusura",
        hint: "Come il lettore di schermo annuncia la × della notifica.",
      },
      regionLabel: {
        type: "String!",
        label: "Nome dell'area notifiche",
        hint: "Come il lettore di schermo annuncia l'area delle notifiche.",
      },
    },
  },
  NotFound: {
    label: "Pagina non trovata",
    fields: {
      seo: { type: "Seo!", label: "Google e condivisioni" },
      title: { type: "String!", label: "Titolo" },
      text: { type: "String!", label: "Testo", long: true },
      homeLink: { type: "String!", label: "Testo del link alla home page" },
    },
  },
  ErrorPage: {
    label: "Schermata di errore",
    fields: {
      title: { type: "String!", label: "Titolo" },
      text: { type: "String!", label: "Testo", long: true },
      homeLink: { type: "String!", label: "Testo del link alla home page" },
    },
  },
  SiteSeo: {
    label: "Immagine per le condivisioni",
    fields: {
      shareImage: {
        type: "File!",
        label: "Immagine",
        folder: "images",
        hint: "L'immagine che compare quando qualcuno condivide il sito su WhatsApp, Facebook o LinkedIn. JPEG di 1200 × 630 pixel.",
      },
      shareImageAlt: {
        type: "String!",
        label: "Descrizione dell'immagine",
        hint: withPlaceholders("Cosa mostra l'immagine, per chi non la vede.", "companyName"),
      },
    },
  },

  /* -------------------------------------------------------------------- home */
  HomeYaml: {
    label: "Home page",
    node: true,
    files: ["home.yaml"],
    hint: "La home page. I servizi mostrati sono quelli con «Mostra in home page» attivo in Servizi; i numeri vengono da Numeri chiave.",
    fields: {
      seo: { type: "Seo!", label: "Google e condivisioni" },
      hero: {
        type: "HomeHero!",
        label: "Apertura",
        hint: "La prima schermata, con il titolo grande e le icone che ruotano.",
      },
      stats: {
        type: "MetricsIntro!",
        label: "Sezione dei numeri",
        hint: "Il titolo sopra i numeri chiave; i numeri si cambiano in Numeri chiave.",
      },
      services: { type: "HomeServices!", label: "Anteprima dei servizi" },
      why: { type: "HomeWhy!", label: "Perché sceglierci" },
      cta: {
        type: "CallToAction!",
        label: "Invito finale",
        hint: "Il riquadro colorato in fondo alla pagina.",
      },
    },
  },
  HomeHero: {
    label: "Apertura della home page",
    fields: {
      eyebrow: {
        type: "String!",
        label: "Sopratitolo",
        hint: "La scritta piccola sopra il titolo.",
      },
      title: { type: "String!", label: "Titolo", hint: "La prima parte del titolo grande." },
      titleHighlight: {
        type: "String!",
        label: "Titolo, parte colorata",
        hint: "La parte finale del titolo, scritta con il colore sfumato.",
      },
      text: { type: "String!", label: "Testo", long: true },
      primary: { type: "LinkItem!", label: "Pulsante principale" },
      secondary: { type: "LinkItem!", label: "Pulsante secondario" },
      rotatingIcons: {
        type: "[Icon!]!{6}",
        label: "Icone che ruotano",
        unique: true,
        hint: "Esattamente sei icone diverse, mostrate a turno accanto al titolo.",
        itemLabel: "Icona",
      },
    },
  },
  HomeServices: {
    label: "Anteprima dei servizi",
    fields: {
      title: { type: "String!", label: "Titolo della sezione" },
      intro: { type: "String!", label: "Introduzione", long: true },
      linkLabel: {
        type: "String!",
        label: "Testo del link",
        hint: "Il link sotto le schede dei servizi.",
      },
      link: { type: "Path!", label: "Pagina del link" },
    },
  },
  HomeWhy: {
    label: "Perché sceglierci",
    fields: {
      title: {
        type: "String!",
        label: "Titolo della sezione",
        hint: placeholders("companyName"),
      },
      intro: { type: "String!", label: "Introduzione", long: true },
      reasons: {
        type: "[IconCard!]!{3}",
        label: "Motivi",
        hint: "Esattamente tre schede.",
        itemLabel: "Motivo",
      },
    },
  },

  /* ---------------------------------------------------------------- services */
  ServicesYaml: {
    label: "Servizio",
    node: true,
    files: ["services.yaml"],
    root: "list",
    fileLabels: { "services.yaml": "Servizi" },
    hint: "I servizi dell'agenzia, nell'ordine in cui compaiono nella pagina Servizi. Trascina per riordinarli.",
    fields: {
      key: {
        type: "String!",
        label: "Codice",
        unique: true,
        pattern: [
          "^[a-z0-9]+(-[a-z0-9]+)*$",
          "Solo lettere minuscole, numeri e trattini, per esempio consulenza-strategica",
        ],
        hint: "Un nome breve e unico, in minuscolo con i trattini (consulenza-strategica). Non si vede: non cambiarlo dopo la pubblicazione.",
      },
      icon: { type: "Icon!", label: "Icona" },
      title: { type: "String!", label: "Nome del servizio" },
      description: {
        type: "String!",
        label: "Descrizione",
        long: true,
        hint: "Il paragrafo sotto il nome, nella scheda.",
      },
      features: {
        type: "[String!]!{5}",
        label: "Voci della scheda",
        hint: "Cosa include il servizio: esattamente cinque voci, una per riga della scheda.",
        itemLabel: "Voce",
      },
      onHome: {
        type: "Boolean!",
        label: "Mostra in home page",
        hint: "Attivo: il servizio compare anche nell'anteprima della home page.",
      },
    },
  },
  ServicesPageYaml: {
    label: "Pagina Servizi",
    node: true,
    files: ["services-page.yaml"],
    hint: "La pagina Servizi. Le schede dei servizi si cambiano in Servizi.",
    fields: {
      seo: { type: "Seo!", label: "Google e condivisioni" },
      hero: { type: "PageHero!", label: "Apertura" },
      cardCta: {
        type: "LinkItem!",
        label: "Pulsante delle schede",
        hint: "Il pulsante in fondo a ogni scheda di servizio.",
      },
      featuresLabel: {
        type: "String!",
        label: "Titolo dell'elenco nelle schede",
        hint: "Non si vede: il lettore di schermo lo legge prima delle cinque voci di ogni servizio.",
      },
      method: { type: "Method!", label: "Metodo" },
      cta: { type: "CallToAction!", label: "Invito finale" },
    },
  },

  /* ------------------------------------------------------------------- about */
  AboutYaml: {
    label: "Pagina Chi siamo",
    node: true,
    files: ["about.yaml"],
    hint: "La pagina Chi siamo.",
    fields: {
      seo: { type: "Seo!", label: "Google e condivisioni" },
      hero: { type: "PageHero!", label: "Apertura" },
      mission: { type: "Mission!", label: "Missione" },
      values: { type: "AboutValues!", label: "Valori" },
      points: { type: "AboutPoints!", label: "Cosa ci distingue" },
      method: { type: "Method!", label: "Metodo" },
      cta: { type: "CallToAction!", label: "Invito finale" },
    },
  },
  Mission: {
    label: "Missione",
    fields: {
      title: { type: "String!", label: "Titolo", hint: placeholders("companyName") },
      paragraphs: {
        type: "[String!]!",
        label: "Paragrafi",
        hint: placeholders("companyName"),
        itemLabel: "Paragrafo",
      },
    },
  },
  AboutValues: {
    label: "Valori",
    fields: {
      title: { type: "String!", label: "Titolo della sezione" },
      intro: { type: "String", label: "Introduzione", long: true, hint: "Facoltativa." },
      items: {
        type: "[IconCard!]!{4}",
        label: "Valori",
        hint: "Esattamente quattro schede.",
        itemLabel: "Valore",
      },
    },
  },
  AboutPoints: {
    label: "Cosa ci distingue",
    fields: {
      title: { type: "String!", label: "Titolo della sezione" },
      intro: { type: "String", label: "Introduzione", long: true, hint: "Facoltativa." },
      items: {
        type: "[TextCard!]!{6}",
        label: "Punti",
        hint: "Esattamente sei schede.",
        itemLabel: "Punto",
      },
    },
  },

  /* --------------------------------------------------------------- portfolio */
  PortfolioYaml: {
    label: "Pagina Portfolio",
    node: true,
    files: ["portfolio.yaml"],
    hint: "La pagina Portfolio & Risultati. I numeri, i casi di studio e le testimonianze si cambiano nei rispettivi elenchi.",
    fields: {
      seo: { type: "Seo!", label: "Google e condivisioni" },
      hero: { type: "PortfolioHero!", label: "Apertura" },
      metrics: { type: "MetricsIntro!", label: "Sezione dei numeri" },
      caseStudies: { type: "CaseStudiesSection!", label: "Sezione dei casi di studio" },
      testimonials: { type: "TestimonialsSection!", label: "Sezione delle testimonianze" },
      cta: { type: "CallToAction!", label: "Invito finale" },
      decorativeIcons: {
        type: "[Icon!]!",
        label: "Icone di sfondo",
        hint: "Le icone che fluttuano dietro l'apertura della pagina.",
        itemLabel: "Icona",
      },
    },
  },
  PortfolioHero: {
    label: "Apertura del portfolio",
    fields: {
      title: { type: "String!", label: "Titolo" },
      text: { type: "String!", label: "Testo", long: true },
      badges: {
        type: "[Badge!]!{2}",
        label: "Etichette",
        hint: "Esattamente due etichette con icona, sotto il testo.",
        itemLabel: "Etichetta",
      },
    },
  },
  Badge: {
    label: "Etichetta",
    fields: {
      icon: { type: "Icon!", label: "Icona" },
      label: { type: "String!", label: "Testo" },
    },
  },
  CaseStudiesSection: {
    label: "Sezione dei casi di studio",
    fields: {
      title: { type: "String!", label: "Titolo della sezione" },
      intro: { type: "String!", label: "Introduzione", long: true },
      resultsLabel: {
        type: "String!",
        label: "Titolo dei risultati",
        hint: "La scritta sopra i tre risultati di ogni caso.",
      },
      more: {
        type: "String!",
        label: "Riga finale",
        hint: "La frase sotto le schede: «E molti altri...».",
      },
    },
  },
  TestimonialsSection: {
    label: "Sezione delle testimonianze",
    fields: {
      title: { type: "String!", label: "Titolo della sezione" },
      intro: { type: "String!", label: "Introduzione", long: true },
      previousLabel: {
        type: "String!",
        label: "Pulsante «precedente»",
        hint: "Come il lettore di schermo annuncia la freccia a sinistra.",
      },
      nextLabel: {
        type: "String!",
        label: "Pulsante «successiva»",
        hint: "Come il lettore di schermo annuncia la freccia a destra.",
      },
      dotLabel: {
        type: "String!",
        label: "Pallini",
        hint: "Per il lettore di schermo; {n} diventa il numero del pallino, {total} quante sono le testimonianze.",
      },
      ratingLabel: {
        type: "String!",
        label: "Stelle",
        hint: "Per il lettore di schermo; {rating} diventa il numero di stelle.",
      },
      carouselLabel: {
        type: "String!",
        label: "Nome del carosello",
        hint: "Come il lettore di schermo annuncia il carosello.",
      },
      slideLabel: {
        type: "String!",
        label: "Testimonianza mostrata",
        hint: "Per il lettore di schermo; {n} diventa il numero della testimonianza, {total} quante sono.",
      },
    },
  },
  MetricsYaml: {
    label: "Numero",
    node: true,
    files: ["metrics.yaml"],
    root: "list",
    fileLabels: { "metrics.yaml": "Numeri chiave" },
    summary: "{{fields.label}}",
    hint: "I numeri dell'agenzia, mostrati con un contatore nella home page e nella pagina Portfolio.",
    fields: {
      key: {
        type: "String!",
        label: "Codice",
        unique: true,
        pattern: [
          "^[a-z0-9]+(-[a-z0-9]+)*$",
          "Solo lettere minuscole, numeri e trattini, per esempio lead",
        ],
        hint: "Un nome breve e unico in minuscolo (lead). Non si vede.",
      },
      value: {
        type: "Float!",
        label: "Valore",
        hint: "Il numero a cui arriva il contatore, con il punto per i decimali: 4.2.",
      },
      decimals: {
        type: "Int!",
        label: "Cifre decimali",
        min: 0,
        max: 2,
        hint: "Quante cifre dopo la virgola mostrare: 0 per 250, 1 per 4,2.",
      },
      suffix: { type: "String!", label: "Simbolo dopo il numero", hint: "Per esempio «%» o «x»." },
      icon: { type: "Icon!", label: "Icona" },
      color: { type: "Color!", label: "Colore", hint: "Il colore dell'icona e del numero." },
      label: {
        type: "String!",
        label: "Nome nel Portfolio",
        hint: "Il titolo sotto il numero nella pagina Portfolio.",
      },
      subtitle: {
        type: "String!",
        label: "Sottotitolo nel Portfolio",
        hint: "La riga piccola sotto il nome, nella pagina Portfolio.",
      },
      homeLabel: {
        type: "String!",
        label: "Testo nella home page",
        hint: "La riga sotto il numero nella home page.",
      },
    },
  },
  CaseStudiesYaml: {
    label: "Caso di studio",
    node: true,
    files: ["case-studies.yaml"],
    root: "list",
    fileLabels: { "case-studies.yaml": "Casi di studio" },
    hint: "I casi di studio della pagina Portfolio, in questo ordine. Trascina per riordinarli.",
    fields: {
      key: {
        type: "String!",
        label: "Codice",
        unique: true,
        pattern: [
          "^[a-z0-9]+(-[a-z0-9]+)*$",
          "Solo lettere minuscole, numeri e trattini, per esempio studio-legale",
        ],
        hint: "Un nome breve e unico in minuscolo con i trattini (studio-legale). Non si vede.",
      },
      title: { type: "String!", label: "Titolo" },
      category: {
        type: "String!",
        label: "Settore",
        hint: "L'etichetta sopra il titolo, per esempio «Automotive».",
      },
      image: {
        type: "File!",
        label: "Immagine",
        folder: "images/case-studies",
        hint: "JPEG o PNG orizzontale 3:2, larga almeno 1200 pixel. Viene caricata in content/images/case-studies/.",
      },
      imageAlt: {
        type: "String!",
        label: "Descrizione dell'immagine",
        long: true,
        hint: "Cosa mostra l'immagine, per chi non la vede. Obbligatoria.",
      },
      results: {
        type: "[String!]!{3}",
        label: "Risultati",
        hint: "Esattamente tre risultati brevi, per esempio «+120% prenotazioni online».",
        itemLabel: "Risultato",
      },
      description: {
        type: "String!",
        label: "Racconto",
        long: true,
        hint: "Il paragrafo che racconta il progetto.",
      },
      gradient: {
        type: "Gradient!",
        label: "Colori della scheda",
        hint: "La sfumatura dietro l'immagine e i risultati.",
      },
    },
  },
  Gradient: {
    label: "Sfumatura",
    fields: {
      from: {
        type: "Hex!",
        label: "Colore iniziale",
        hint: "In alto a sinistra. Nel formato #rrggbb.",
      },
      to: { type: "Hex!", label: "Colore finale", hint: "In basso a destra. Nel formato #rrggbb." },
    },
  },
  TestimonialsYaml: {
    label: "Testimonianza",
    summary: "{{fields.name}} · {{fields.role}}",
    node: true,
    files: ["testimonials.yaml"],
    root: "list",
    fileLabels: { "testimonials.yaml": "Testimonianze" },
    hint: "Le testimonianze dei clienti nel carosello della pagina Portfolio, in questo ordine.",
    fields: {
      name: { type: "String!", label: "Nome e cognome" },
      role: {
        type: "String!",
        label: "Ruolo e azienda",
        hint: "Per esempio «Titolare, Gioielleria Moretti».",
      },
      content: {
        type: "String!",
        label: "Testimonianza",
        long: true,
        hint: "Le parole del cliente, senza virgolette: il sito mostra già il simbolo delle virgolette.",
      },
      rating: { type: "Int!", label: "Stelle", min: 1, max: 5, hint: "Da 1 a 5." },
    },
  },

  /* ----------------------------------------------------------------- contact */
  ContactYaml: {
    label: "Pagina Contatti",
    node: true,
    files: ["contact.yaml"],
    hint: "La pagina Contatti. Telefono, email, indirizzo e orari si cambiano in Dati dell'azienda e testi comuni.",
    fields: {
      seo: { type: "Seo!", label: "Google e condivisioni" },
      hero: { type: "PageHero!", label: "Apertura" },
      form: { type: "ContactForm!", label: "Modulo di contatto" },
      info: {
        type: "ContactInfo!",
        label: "Colonna dei contatti",
        hint: "La colonna accanto al modulo, con telefono, email, sede e orari.",
      },
    },
  },
  ContactForm: {
    label: "Modulo di contatto",
    fields: {
      title: { type: "String!", label: "Titolo del modulo" },
      intro: { type: "String!", label: "Introduzione", long: true },
      requiredNote: { type: "String!", label: "Nota sui campi obbligatori" },
      nameLabel: { type: "String!", label: "Etichetta del nome" },
      namePlaceholder: {
        type: "String!",
        label: "Esempio nel campo nome",
        hint: "Il testo grigio nel campo vuoto.",
      },
      emailLabel: { type: "String!", label: "Etichetta dell'email" },
      emailPlaceholder: {
        type: "String!",
        label: "Esempio nel campo email",
        hint: "Il testo grigio nel campo vuoto.",
      },
      phoneLabel: { type: "String!", label: "Etichetta del telefono" },
      phonePlaceholder: {
        type: "String!",
        label: "Esempio nel campo telefono",
        hint: "Il testo grigio nel campo vuoto.",
      },
      messageLabel: { type: "String!", label: "Etichetta del messaggio" },
      messagePlaceholder: {
        type: "String!",
        label: "Esempio nel campo messaggio",
        long: true,
        hint: "Il testo grigio nel campo vuoto.",
      },
      consentText: {
        type: "String!",
        label: "Testo del consenso",
        long: true,
        hint: "La frase accanto alla casella della privacy; il link alla Privacy Policy la segue dopo uno spazio, quindi non terminare con un apostrofo.",
      },
      consentLinkLabel: { type: "String!", label: "Testo del link alla privacy" },
      consentDefault: {
        type: "Boolean!",
        label: "Consenso già spuntato",
        hint: "Attivo: la casella del consenso è già spuntata quando si apre la pagina.",
      },
      honeypotLabel: {
        type: "String!",
        label: "Campo trappola per lo spam",
        hint: "Non si vede: lo leggono solo i programmi che inviano spam. Lascia il testo com'è.",
      },
      submitLabel: { type: "String!", label: "Pulsante di invio" },
      submittingLabel: {
        type: "String!",
        label: "Pulsante durante l'invio",
        hint: "Il testo del pulsante mentre il messaggio parte.",
      },
      invalidEmail: {
        type: "String!",
        label: "Errore: email non valida",
        hint: "Il testo della notifica «Errore» quando il server rifiuta l'email.",
      },
      invalidPhone: {
        type: "String!",
        label: "Errore: telefono non valido",
        hint: "Il testo della notifica «Errore» quando il server rifiuta il telefono.",
      },
      tooLong: {
        type: "String!",
        label: "Errore: testo troppo lungo",
        hint: "Il testo della notifica «Errore» quando un campo supera la lunghezza consentita.",
      },
    },
  },
  ContactInfo: {
    label: "Colonna dei contatti",
    fields: {
      title: { type: "String!", label: "Titolo" },
      intro: {
        type: "String!",
        label: "Introduzione",
        long: true,
        hint: placeholders("companyName", "phone", "email"),
      },
      phoneLabel: { type: "String!", label: "Etichetta del telefono" },
      emailLabel: { type: "String!", label: "Etichetta dell'email" },
      addressLabel: { type: "String!", label: "Etichetta della sede" },
      hoursTitle: { type: "String!", label: "Titolo degli orari" },
    },
  },

  /* ------------------------------------------------------- before publishing */
  PublishingChecklistYaml: {
    label: "Da confermare prima della pubblicazione",
    node: true,
    files: ["publishing-checklist.yaml"],
    hint: "Ciò che l'agenzia deve sostituire o confermare prima che il sito vada online. Finché un punto non è confermato, la pubblicazione del sito di produzione si ferma e indica il punto; le anteprime si pubblicano e lo elencano. Non si vede sul sito.",
    fields: {
      title: { type: "String!", label: "Titolo" },
      intro: {
        type: "String!",
        label: "Introduzione",
        long: true,
        hint: "A chi si rivolge l'elenco e come si usa.",
      },
      items: {
        type: "[ChecklistItem!]!",
        label: "Punti da confermare",
        hint: "Uno per ogni dato di esempio o affermazione che l'agenzia deve verificare.",
        itemLabel: "Punto",
      },
    },
  },
  ChecklistItem: {
    label: "Punto da confermare",
    summary: "{{fields.title}}",
    fields: {
      key: {
        type: "String!",
        label: "Codice",
        pattern: [
          "^[a-z0-9]+(-[a-z0-9]+)*$",
          "Solo lettere minuscole, numeri e trattini, per esempio partita-iva",
        ],
        hint: "Un nome breve e unico in minuscolo con i trattini (partita-iva). Non si vede.",
      },
      title: {
        type: "String!",
        label: "Che cosa",
        hint: "Il dato o l'affermazione da verificare, in poche parole.",
      },
      places: {
        type: "[ChecklistPlace!]!",
        label: "Dove si cambia",
        hint: "I file e i campi che contengono il dato.",
        itemLabel: "Posizione",
      },
      todo: {
        type: "String!",
        label: "Che cosa fare",
        long: true,
        hint: "Che cosa sostituire o verificare prima di confermare.",
      },
      reason: {
        type: "String!",
        label: "Perché",
        long: true,
        hint: "La ragione legale, in una frase, con la norma.",
      },
      confirmed: {
        type: "Boolean!",
        label: "Confermato",
        hint: "Attivalo solo quando il dato è stato sostituito o verificato da chi ne risponde per l'agenzia.",
      },
    },
  },
  ChecklistPlace: {
    label: "Posizione",
    summary: "{{fields.file}} › {{fields.field}}",
    fields: {
      file: {
        type: "String!",
        label: "File",
        pattern: [
          "^content/[a-z0-9-]+(/[a-z0-9-]+)*\\.yaml$",
          "Il percorso del file dei contenuti, per esempio content/site.yaml",
        ],
        hint: "Il file dei contenuti, per esempio content/site.yaml.",
      },
      field: {
        type: "String!",
        label: "Campo",
        hint: "Il campo nel file, come lo scrive il YAML (vatNumber, registration.reaNumber) e come lo mostra l'editor.",
      },
    },
  },

  /* ------------------------------------------------------------------- legal */
  LegalYaml: {
    label: "Pagina legale",
    node: true,
    files: ["legal/privacy-policy.yaml", "legal/termini-servizio.yaml"],
    fileLabels: {
      "legal/privacy-policy.yaml": "Privacy Policy",
      "legal/termini-servizio.yaml": "Termini di Servizio",
    },
    hint: "Un testo legale: deve descrivere quello che il sito fa davvero. Fallo rileggere a chi segue gli aspetti legali prima di pubblicare.",
    fields: {
      slug: {
        type: "Path!",
        label: "Indirizzo della pagina",
        hint: "Dove si trova la pagina sul sito. Non cambiarlo: i link del sito puntano qui.",
      },
      seo: { type: "Seo!", label: "Google e condivisioni" },
      title: { type: "String!", label: "Titolo" },
      intro: { type: "String!", label: "Introduzione", long: true },
      updatedLabel: {
        type: "String!",
        label: "Etichetta della data",
        hint: "Il testo prima della data: «Ultimo aggiornamento».",
      },
      updatedOn: {
        type: "Date",
        label: "Data dell'ultimo aggiornamento",
        hint: "Facoltativa: se la lasci vuota, la pagina mostra la data di pubblicazione del sito.",
      },
      sections: {
        type: "[LegalSection!]!",
        label: "Sezioni",
        hint: "Le sezioni numerate, nell'ordine in cui compaiono.",
        itemLabel: "Sezione",
      },
    },
  },
  LegalSection: {
    label: "Sezione",
    fields: {
      title: {
        type: "String!",
        label: "Titolo della sezione",
        hint: "Con il numero: «3. Finalità del trattamento».",
      },
      blocks: {
        type: "[LegalBlock!]!",
        label: "Paragrafi ed elenchi",
        hint: "Paragrafi ed elenchi puntati, nell'ordine. Ogni blocco è un paragrafo oppure un elenco.",
        itemLabel: "Paragrafo o elenco",
      },
    },
  },
  LegalBlock: {
    label: "Paragrafo o elenco",
    summary: "{{fields.text}}",
    oneOf: ["text", "items"],
    fields: {
      text: {
        type: "String",
        label: "Paragrafo",
        long: true,
        hint: `Scrivi qui un paragrafo, oppure lascialo vuoto e compila l'elenco. ${ALL_PLACEHOLDERS}`,
      },
      items: {
        type: "[String!]",
        label: "Voci dell'elenco puntato",
        hint: `Le voci di un elenco puntato, una per riga (lascia vuoto il paragrafo). ${ALL_PLACEHOLDERS}`,
        itemLabel: "Voce",
      },
    },
  },
};
