/**
 * The Italian wording of the rules' problems (rules.ts), for where the editor reads them: the CMS
 * names the field by its labels; the build and `npm run check:content` by its YAML path too.
 */
import { YAMLException } from "js-yaml";
import { isScalar, type Field, type TypeSpecs } from "./field";
import { braced, meaningOf } from "./model/placeholders";
import { palette } from "./types";
import { rootField, type Problem, type Step } from "./rules";

const IMAGE_KINDS = "JPG, PNG, WebP o AVIF";

/** What the build and `npm run check:content` say of a whole file, after «content/<file>: ». */
export const fileText = {
  unknown: "il sito non prevede questo file (i file previsti sono in src/content-model/types.ts)",
  notGroup: "il file deve iniziare con i suoi campi (nome: valore)",
  missing: "il file manca e il sito ne ha bisogno",
};

/** What the CMS says of an entry it cannot check field by field (`file`: content/…). */
export const entryText = {
  unknown: (file: string) => `Il file ${file} non è previsto dal sito.`,
  notGroup: (file: string) => `${file}: il contenuto non è un gruppo di campi`,
};

/** The line above the list of messages: "Un errore nei contenuti", "3 errori nei contenuti". */
export const errorsHeading = (count: number): string =>
  count === 1 ? "Un errore nei contenuti" : `${count} errori nei contenuti`;

/** The YAML path of a problem, as the build prints it: `hero.primary.to`, `[2].features`. */
const yamlPath = (steps: Step[]): string =>
  steps
    .map((step, i) => ("index" in step ? `[${step.index}]` : i === 0 ? step.key : `.${step.key}`))
    .join("");

/** The steps of a YAML path ("[2].title"), the inverse of yamlPath; undefined for no such field. */
export function stepsOf(types: TypeSpecs, typeName: string, path: string): Step[] | undefined {
  const steps: Step[] = [];
  let field: Field = rootField(types, typeName);
  for (const [, index, key] of path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)) {
    if (index !== undefined) {
      if (!field.list) return undefined;
      steps.push({ index: Number(index), label: field.itemLabel ?? types[field.base]?.label });
      field = { ...field, list: false };
      continue;
    }
    const decl = field.list || isScalar(field.base) ? undefined : types[field.base]?.fields[key];
    if (!decl) return undefined;
    steps.push({ key, decl });
    field = decl;
  }
  return steps;
}

/** The field as an editor sees it in the CMS: labels joined by " › ", list items numbered from 1. */
export function labelPath(steps: Step[]): string {
  const parts: string[] = [];
  for (const step of steps) {
    if ("index" in step) {
      // "Motivi" › item 1 reads "Motivo n. 1": the item's own name replaces the list's.
      const last = parts.length - 1;
      const name = step.label ?? (last >= 0 ? parts[last] : "Elemento");
      if (last >= 0) parts[last] = `${name} n. ${step.index + 1}`;
      else parts.push(`${name} n. ${step.index + 1}`);
    } else {
      parts.push(step.decl ? step.decl.label : step.key);
    }
  }
  return parts.join(" › ");
}

/** Who reads the message: an editor in the CMS, or one who writes the YAML by hand. */
type Audience = "cms" | "yaml";

/** The CMS's message: the field by its labels, what is wrong, what to do. */
export function italianMessage(problem: Problem): string {
  return `${labelPath(problem.steps) || "Il file"}: ${problemText(problem, "cms")}`;
}

/** The build's message: «hero.titleHighlight (Apertura › Titolo, parte colorata): …». */
export function yamlMessage(problem: Problem): string {
  const at = yamlPath(problem.steps);
  const labels = labelPath(problem.steps);
  const text = problemText(problem, "yaml");
  if (!at) return text;
  return labels && labels !== at ? `${at} (${labels}): ${text}` : `${at}: ${text}`;
}

function problemText(problem: Problem, audience: Audience): string {
  const yaml = audience === "yaml";
  switch (problem.code) {
    case "file-not-list":
      return yaml
        ? `il file è un elenco: ogni ${problem.itemLabel.toLowerCase()} inizia con «- »`
        : "serve almeno un elemento";
    case "file-list-empty":
      return `${yaml ? "l'elenco è vuoto: " : ""}serve almeno un elemento`;
    case "item-not-group":
      return `serve un gruppo di campi${yaml ? " (nome: valore)" : ""}`;
    case "missing": {
      const { base, list } = problem;
      if (list) return "serve almeno un elemento";
      if (yaml) {
        const last = problem.steps[problem.steps.length - 1];
        return last && "key" in last
          ? `campo obbligatorio mancante: aggiungi la riga «${last.key}: …» con il suo valore`
          : "elemento vuoto: scrivi un valore o togli la riga";
      }
      if (base === "File") return "campo obbligatorio: scegli o carica un'immagine";
      if (["Path", "Icon", "Color", "Date", "Boolean"].includes(base))
        return "campo obbligatorio: scegli un valore";
      return "campo obbligatorio: scrivi un valore";
    }
    case "empty":
      return "campo obbligatorio: scrivi un valore";
    case "empty-list":
      return "serve almeno un elemento";
    case "one-of": {
      const either = problem.labels.map((l) => l.toLowerCase()).join(" oppure ");
      if (yaml) {
        return problem.found === 0
          ? `scrivi ${either} (il campo ${problem.fields.join(" oppure ")})`
          : `usa solo uno tra ${problem.fields.join(" e ")}: per il secondo crea un altro blocco`;
      }
      return problem.found === 0
        ? `scrivi ${either}`
        : `scegli: ${either}, non tutti e due (crea un altro blocco per il secondo)`;
    }
    case "duplicate":
      return `«${String(problem.value)}» è già usato dal n. ${problem.first + 1}: scegline uno diverso`;
    case "pattern":
      return `«${problem.value}» non va bene. ${problem.message}`;
    case "not-list":
      return `serve un elenco, c'è ${problem.found}`;
    case "length":
      return `servono esattamente ${problem.expected} elementi, ce ne sono ${problem.found}`;
    case "not-group":
      return `serve un gruppo di campi, c'è ${problem.found}`;
    case "unknown-field":
      return yaml
        ? `campo non previsto dal sito (nome scritto male?): qui i campi sono ${problem.expected.join(", ")}`
        : "campo non previsto dal sito: va tolto";
    case "no-type":
      return "questo contenuto non è previsto dal sito";
    case "range": {
      const { min, max, value } = problem;
      const range =
        min === undefined
          ? `di al massimo ${max}`
          : max === undefined
            ? `di almeno ${min}`
            : `da ${min} a ${max}`;
      return `serve un numero ${range}, c'è ${value}`;
    }
    case "file-not-found":
      return yaml
        ? `il file ${problem.value} non esiste (il percorso parte dalla cartella di questo file YAML)`
        : `l'immagine ${problem.value} non esiste: caricala di nuovo`;
    case "file-folder":
      return yaml
        ? `l'immagine va messa nella cartella content/${problem.folder}/, c'è «${problem.value}»`
        : `l'immagine va caricata nella cartella content/${problem.folder}/ (scegli o carica l'immagine con il pulsante del campo)`;
    case "file-type":
      return yaml
        ? `serve un'immagine ${IMAGE_KINDS}, c'è «${problem.value}»`
        : `l'immagine deve essere un file ${IMAGE_KINDS}: «${problem.value}» non lo è, caricane un'altra`;
    case "image-size": {
      const size = (width: number, height: number) => `${width} × ${height} pixel`;
      const given = `l'immagine «${problem.value}» è di ${size(problem.size.width, problem.size.height)}`;
      return `${given}: ne serve una di almeno ${size(...problem.min)}${yaml ? "" : ", caricane un'altra"}`;
    }
    case "describe-again":
      return "l'immagine è cambiata: scrivi la descrizione di quella nuova";
    case "scalar":
      return italianScalar(problem.kind, problem.value, problem.found, audience);
    case "percent":
      return `scrivi le percentuali senza spazio prima di «%», come «4,2%» (c'è «${problem.found}»)`;
    case "quotes":
      return 'usa le virgolette italiane « » invece di quelle diritte (")';
    case "dots":
      return "usa il carattere dei puntini di sospensione «…» invece di tre punti";
    case "placeholder": {
      const { written, accepted } = problem;
      const here = accepted.length ? ` (qui puoi usare ${braced(accepted)})` : "";
      const meaning = meaningOf(written.slice(1, -1));
      return meaning
        ? `${written} qui non viene sostituito${here}: scrivi per intero ${meaning}`
        : `${written} non è un dato che il sito sa sostituire${here}: scrivi il testo per intero, senza graffe`;
    }
  }
}

function italianScalar(kind: string, value: unknown, found: string, audience: Audience): string {
  const yaml = audience === "yaml";
  const shown = typeof value === "string" ? `"${value}"` : JSON.stringify(value);
  switch (kind) {
    case "String":
      // In YAML, `title: 2026` or `title: sì` is read as a number or a yes/no, not as text.
      return yaml
        ? `serve un testo, c'è ${found} (scrivi il valore tra virgolette: "…")`
        : "serve un testo";
    case "Int":
      return `serve un numero intero, c'è ${shown}`;
    case "Float":
      return `serve un numero, c'è ${shown}`;
    case "Boolean":
      return yaml ? `serve true (sì) o false (no), c'è ${shown}` : "scegli sì o no";
    case "Date":
      return `serve una data esistente nel formato AAAA-MM-GG (per esempio 2026-11-22), c'è ${shown}`;
    case "Icon":
      return yaml
        ? `l'icona ${shown} non esiste: i nomi sono in src/components/icon-names.ts`
        : `l'icona ${shown} non esiste: scegline una dall'elenco`;
    case "Color":
      return yaml
        ? `il colore ${shown} non è tra quelli del sito (${palette.join(", ")})`
        : `il colore ${shown} non è tra quelli del sito: scegline uno dall'elenco`;
    case "Hex":
      return `serve un colore nel formato #rrggbb (per esempio #7c3aed), c'è ${shown}`;
    case "Path":
      return `serve una pagina del sito, come /contatti/, c'è ${shown}`;
    case "File":
      return yaml ? `serve il percorso di un file, c'è ${found}` : "scegli o carica un'immagine";
    default:
      return "valore non valido";
  }
}

/** js-yaml's reasons, most frequent first; any other keeps js-yaml's own words. */
const yamlReasons: readonly [RegExp, string][] = [
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

/** A YAML syntax error as an editor can act on it: where, what in Italian, js-yaml's snippet. */
export function yamlErrorMessage(error: unknown): string {
  if (!(error instanceof YAMLException))
    return `il file non si legge come YAML (${(error as Error).message})`;
  const known = yamlReasons.find(([pattern]) => pattern.test(error.reason));
  const what = known ? known[1] : `il file non si legge come YAML (${error.reason})`;
  const { line, column, snippet } = error.mark ?? {};
  const where = line === undefined ? "" : `riga ${line + 1}, colonna ${column + 1}: `;
  // Indented under the message, which the reports print as an item of a list.
  const lines = (snippet ?? "").replace(/\n$/, "").replace(/^|\n/g, "\n      ");
  return `${where}${what}${snippet ? lines : ""}`;
}
