/**
 * `npm start`: the content check for the page (src/develop/content-check-panel.ts shows it). A file
 * saved with an error keeps its last good version in the preview (content-nodes.ts), so without
 * this the editor would see the page unchanged and not know why; the terminal says it too.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { checkContentDir, errorsHeading } from "../content-model/files";
import { contentDir } from "../content-model/content-dir";
import { CONTENT_CHECK_PATH, type ContentCheckReport } from "./content-check-panel";

export function contentCheckReport(contentRoot: string): ContentCheckReport {
  const errors = checkContentDir(contentRoot);
  if (errors.length === 0) return { errors: [] };
  return {
    title: errorsHeading(errors.length),
    errors,
    hint: "L'anteprima non mostra le modifiche a un file con errori: correggilo e salvalo, e questo avviso sparisce da solo.",
  };
}

export function contentCheckDevMiddleware(contentRoot = contentDir) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (
      new URL(req.url ?? "/", "http://localhost").pathname !== CONTENT_CHECK_PATH ||
      req.method !== "GET"
    )
      return next();
    res.writeHead(200, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
    });
    res.end(JSON.stringify(contentCheckReport(contentRoot)));
  };
}
