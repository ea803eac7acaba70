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
export const placeholders = (...names: PlaceholderName[]): string => {
  const written = andList(names.map((name) => `{${name}}`));
  const meant = andList(names.map((name) => placeholderMeaning[name]));
  return names.length === 1
    ? `Puoi scrivere ${written}: il sito lo sostituisce con ${meant}.`
    : `Puoi scrivere ${written}: il sito li sostituisce con ${meant}.`;
};

/** Legal text may need any of the company's details: the whole list, names only. */
export const ALL_PLACEHOLDERS = `I dati dell'azienda si scrivono tra graffe e il sito li sostituisce: ${andList(
  placeholderNames.map((name) => `{${name}}`),
)}.`;

export const withPlaceholders = (hint: string, ...names: PlaceholderName[]): string =>
  `${hint} ${placeholders(...names)}`;
