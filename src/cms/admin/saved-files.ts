/**
 * Every content file as the repository holds it, as Decap reads it: its backends (the local proxy,
 * GitHub) read an entry's file with getEntry, the one method of Decap's documented backend
 * interface this wraps, for whichever backend Decap starts.
 *
 * - A file that does not read as YAML is refused with the site's Italian message (file, line, what
 *   to do): Decap would otherwise open it as an empty form, ready to be saved over the file.
 * - The data of each file read is kept (savedData): what the editor's draft is compared with when a
 *   legal page's date or a repeated code is worded (legal-date.ts, guard.ts), whether or not the
 *   preview is showing.
 */
import { errorsHeading } from "../../content-model/messages";
import { yamlErrorMessage } from "../../content-model/yaml-error";
import { LIST_FIELD } from "../formats";
import { parseContent } from "../parse";

/** What getEntry answers (decap-cms-lib-util's ImplementationEntry: the file's path and text). */
interface ReadFile {
  file: { path: string };
  data: string;
}

interface Backend {
  getEntry(path: string): Promise<ReadFile>;
}

/** Decap's registry of backends: CMS.getBackend(name) answers the object whose init builds one. */
type BackendRegistry = (name: string) => { init: (...args: never[]) => unknown } | undefined;

const saved = new Map<string, unknown>();

export const WHAT_TO_DO =
  "Finché il file ha questo errore il pannello non lo apre, perché salvarlo da qui ne cancellerebbe il contenuto: correggi la riga indicata con un editor di testo, salva il file e riaprilo qui.";

/** `path` as Decap names it: "content/services.yaml". */
export function savedData(path: string): unknown {
  return saved.get(path);
}

/** A content file's data as the CMS edits it (a list file as { items: [...] }, see formats.ts). */
export function savedEntry(path: string): unknown {
  const data = saved.get(path);
  return Array.isArray(data) ? { [LIST_FIELD]: data } : data;
}

/** Reads the text of `path` as the CMS will; throws the Italian message of a YAML error. */
export function readSaved(path: string, text: string): unknown {
  let data: unknown;
  try {
    data = parseContent(text);
  } catch (error) {
    throw new Error(`${errorsHeading(1)}\n${path}: ${yamlErrorMessage(error)}\n${WHAT_TO_DO}`);
  }
  saved.set(path, data);
  return data;
}

export function withSavedFiles<B extends Backend>(backend: B): B {
  const getEntry = backend.getEntry.bind(backend);
  backend.getEntry = async (path: string) => {
    const file = await getEntry(path);
    if (/\.ya?ml$/i.test(path)) readSaved(path, file.data);
    return file;
  };
  return backend;
}

/** Wraps the backends Decap registered under `names` (its registry hands out the entry itself). */
export function readThroughSavedFiles(getBackend: BackendRegistry, names: string[]): void {
  for (const name of names) {
    const entry = getBackend(name);
    if (!entry) throw new Error(`Decap has no backend named ${name}`);
    const init = entry.init;
    entry.init = (...args) => withSavedFiles(init(...args) as Backend);
  }
}
