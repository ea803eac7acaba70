/**
 * Decap's backends (GitHub, decap-server's proxy), wrapped through the two calls of Decap's
 * documented backend interface (getEntry, persistEntry):
 *   - reading: a file that does not read as YAML is refused with the site's Italian message, where
 *     Decap would open it as an empty form, ready to be saved over the file; each file's data is
 *     kept (savedData) for the comparisons of legal-date.tsx and guard.ts;
 *   - saving writes only the pictures the saved file names: Decap writes every picture of the
 *     draft with the next save, so a refused or replaced one would land in content/images/;
 *   - the save guard reads other content files as saved (savedContent).
 * Decap keeps a registered backend as { init } and refuses a second registration of a name, so
 * the wrapper replaces `init`: if that shape changes, the admin stops here, loudly.
 */
import { errorsHeading, yamlErrorMessage } from "../../content-model/messages";
import { LIST_FIELD } from "../formats";
import { parseContent } from "../parse";

interface DataFile {
  raw: string;
}
interface Asset {
  path: string;
}
/** What getEntry answers (decap-cms-lib-util's ImplementationEntry). */
interface ReadFile {
  file: { path: string };
  data: string;
}
export interface Implementation {
  persistEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, options: unknown): Promise<void>;
  getEntry(path: string): Promise<ReadFile>;
}
/** Decap's registry of backends: CMS.getBackend(name) answers the object whose init builds one. */
type BackendRegistry = (name: string) => { init: (...args: never[]) => unknown } | undefined;

const saved = new Map<string, unknown>();
let current: Implementation | undefined;

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

/** Whether a saved file names the picture `asset` (content/images/x.jpg) as a value. */
export function names(dataFiles: DataFile[], asset: Asset): boolean {
  const name = JSON.stringify(asset.path.split("/").slice(-2).join("/"));
  return dataFiles.some((file) => JSON.stringify(parseContent(file.raw)).includes(name));
}

export function wrapBackend<B extends Implementation>(backend: B): B {
  const getEntry = backend.getEntry.bind(backend);
  backend.getEntry = async (path: string) => {
    const file = await getEntry(path);
    if (/\.ya?ml$/i.test(path)) readSaved(path, file.data);
    return file;
  };
  const persist = backend.persistEntry.bind(backend);
  backend.persistEntry = (entry, options) =>
    persist(
      { ...entry, assets: entry.assets.filter((asset) => names(entry.dataFiles, asset)) },
      options,
    );
  current = backend;
  return backend;
}

/** Wraps the backends Decap registered under `backendNames`. */
export function wrapBackends(
  getBackend: BackendRegistry,
  backendNames = ["github", "proxy"],
): void {
  for (const name of backendNames) {
    const registered = getBackend(name);
    if (typeof registered?.init !== "function")
      throw new Error(`Decap's backend "${name}" is no longer registered as { init }`);
    const init = registered.init as (...args: unknown[]) => Implementation;
    registered.init = (...args: never[]) => wrapBackend(init(...args));
  }
}

/** A content file (`file` under content/) as saved, or undefined when it cannot be read. */
export async function savedContent(file: string): Promise<unknown> {
  try {
    const entry = await current?.getEntry(`content/${file}`);
    return entry?.data ? parseContent(entry.data) : undefined;
  } catch {
    return undefined;
  }
}
