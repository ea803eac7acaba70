/**
 * The {placeholders} of editor copy, declared once. A text declares the ones it takes with the
 * helpers below (hint and `placeholders` together); GraphQL and the previews fill them, and the
 * content check refuses any other {…} in it.
 */
import { fullAddress } from "../../lib/address";
import { fill } from "../../lib/fill";

export type CompanyData = Pick<
  Queries.SiteYaml,
  "companyName" | "legalName" | "phone" | "email" | "vatNumber" | "registration" | "address"
>;

/** Each placeholder: what it becomes, as a hint tells the editor, and its value. */
const sitePlaceholders = {
  companyName: ["il nome dell'azienda", (site) => site.companyName],
  legalName: ["la ragione sociale", (site) => site.legalName],
  phone: ["il telefono", (site) => site.phone],
  email: ["l'email", (site) => site.email],
  address: ["l'indirizzo della sede", (site) => fullAddress(site.address)],
  vatNumber: ["la partita IVA", (site) => site.vatNumber],
  registryOffice: ["la camera di commercio", (site) => site.registration.registryOffice],
  registryNumber: ["il numero di iscrizione", (site) => site.registration.registryNumber],
  reaNumber: ["il numero REA", (site) => site.registration.reaNumber],
  shareCapital: ["il capitale sociale", (site) => site.registration.shareCapital],
} satisfies Record<string, [string, (site: CompanyData) => string]>;

type PlaceholderName = keyof typeof sitePlaceholders;
export const placeholderNames = Object.keys(sitePlaceholders) as PlaceholderName[];
export type PlaceholderValues = Record<string, string>;

/** What `name` becomes, for the hints and the refusals; undefined for a name the site lacks. */
export const meaningOf = (name: string): string | undefined =>
  Object.hasOwn(sitePlaceholders, name) ? sitePlaceholders[name as PlaceholderName][0] : undefined;

export const placeholderValues = (site: CompanyData): PlaceholderValues =>
  Object.fromEntries(placeholderNames.map((name) => [name, sitePlaceholders[name][1](site)]));

/** `text` with the placeholders among `names` replaced by their `values`; any other {…} stays. */
export const fillPlaceholders = (
  text: string,
  names: readonly string[],
  values: PlaceholderValues,
) =>
  fill(text, Object.fromEntries(names.filter((name) => name in values).map((n) => [n, values[n]])));

/** Every "{…}" written in `text` that is not one of `accepted` (which the field fills or explains). */
export const refusedPlaceholders = (text: string, accepted: readonly string[] = []): string[] =>
  [...text.matchAll(/\{([^{}]*)\}/g)]
    .filter((match) => !accepted.includes(match[1]))
    .map((match) => match[0]);

const andList = (items: string[]): string =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;

/** "{a}, {b} e {c}" */
export const braced = (names: readonly string[]) => andList(names.map((name) => `{${name}}`));

type Declared = { hint: string; placeholders: readonly string[] };

/** A text that takes the placeholders `names`: its hint ends with them and what they become. */
export function withPlaceholders(hint: string, ...names: PlaceholderName[]): Declared {
  const meant = andList(names.map((name) => sitePlaceholders[name][0]));
  const verb = names.length === 1 ? "lo sostituisce" : "li sostituisce";
  const sentence = `Puoi scrivere ${braced(names)}: il sito ${verb} con ${meant}.`;
  return { hint: hint ? `${hint} ${sentence}` : sentence, placeholders: names };
}

/** Legal text may need any of the company's details: the whole list, names only. */
export const withAllPlaceholders = (hint: string): Declared => ({
  hint: `${hint} I dati dell'azienda si scrivono tra graffe e il sito li sostituisce: ${braced(placeholderNames)}.`,
  placeholders: placeholderNames,
});
