/**
 * A YAML syntax error as an editor who writes YAML by hand can act on it: where (line and
 * column, counted from 1), what is wrong in Italian for the mistakes met most, and js-yaml's
 * snippet of the lines around it with a caret under the spot.
 */
import { YAMLException } from "js-yaml";

/** js-yaml's reasons, most frequent first; any other keeps js-yaml's own words. */
const reasons: readonly [RegExp, string][] = [
  [
    /^bad indentation of a (mapping|sequence) entry/,
    "rientro sbagliato (gli spazi all'inizio della riga), oppure un testo con «: » scritto senza virgolette",
  ],
  [/^duplicated mapping key/, "lo stesso campo compare due volte"],
  [
    /^unexpected end of the stream within a (double|single) quoted scalar/,
    "una virgoletta si apre e non si chiude",
  ],
  [
    /^tab characters must not be used in indentation/,
    "il rientro va fatto con gli spazi, non con il tasto Tab",
  ],
];

export function yamlErrorMessage(error: unknown): string {
  if (!(error instanceof YAMLException))
    return `il file non si legge come YAML (${(error as Error).message})`;
  const known = reasons.find(([pattern]) => pattern.test(error.reason));
  const what = known ? known[1] : `il file non si legge come YAML (${error.reason})`;
  const { line, column, snippet } = error.mark ?? {};
  const where = line === undefined ? "" : `riga ${line + 1}, colonna ${column + 1}: `;
  // Indented under the message, which the reports print as an item of a list.
  const lines = snippet
    ? snippet
        .replace(/\n$/, "")
        .split("\n")
        .map((text) => `\n      ${text}`)
    : [];
  return `${where}${what}${lines.join("")}`;
}
