/**
 * Decap's backends (GitHub in production, decap-server's proxy on this computer), each instance
 * kept and its saves narrowed:
 *   - a save writes only the pictures the saved file names. Decap uploads a picture into the
 *     entry's draft at once and writes every picture of the draft with the next save, so a picture
 *     the save refused (a GIF, one too small) or one the editor then replaced would land in
 *     content/images/ and in the Media tab with the next good save;
 *   - the save guard reads other content files as saved (guard.ts), through the same backend.
 * Both use the backend's own calls (persistEntry, getEntry) as Decap's custom backends implement
 * them. Decap keeps a registered backend as { init } and refuses a second registration of a
 * name, so the wrapper replaces `init`: if that shape changes, the admin stops here, loudly.
 */
import { parseContent } from "../parse";

interface DataFile {
  raw: string;
}
interface Asset {
  path: string;
}
export interface Implementation {
  persistEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, options: unknown): Promise<void>;
  getEntry(path: string): Promise<{ data: string }>;
}
interface Registry {
  getBackend(name: string): { init: (...args: never[]) => unknown } | undefined;
}

let current: Implementation | undefined;

/** Whether a saved file names the picture `asset` (content/images/x.jpg) as a value. */
export function names(dataFiles: DataFile[], asset: Asset): boolean {
  const name = JSON.stringify(asset.path.split("/").slice(-2).join("/"));
  return dataFiles.some((file) => JSON.stringify(parseContent(file.raw)).includes(name));
}

export function narrowSaves(cms: Registry, backends = ["github", "proxy"]): void {
  for (const name of backends) {
    const registered = cms.getBackend(name);
    if (typeof registered?.init !== "function")
      throw new Error(`Decap's backend "${name}" is no longer registered as { init }`);
    const init = registered.init as (...args: unknown[]) => Implementation;
    registered.init = (...args: never[]) => {
      const backend = init(...args);
      const persist = backend.persistEntry.bind(backend);
      backend.persistEntry = (entry, options) =>
        persist(
          { ...entry, assets: entry.assets.filter((asset) => names(entry.dataFiles, asset)) },
          options,
        );
      current = backend;
      return backend;
    };
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
