/**
 * A refused save is an answer the editor reads, not an error: Decap lets the refusal escape as a
 * rejected promise nobody awaits and logs our guard's with console.error; both are kept out of the
 * console (another failure still reaches it, as a warning). Decap's notice goes after a few
 * seconds and its field errors may sit in a folded item, so the reasons stay listed in the site's
 * content-error panel until the next save, and the first field Decap marked is brought into view.
 */
import { renderReport, reportPanel } from "../../develop/content-check-panel";
import { isRecord } from "../../lib/is-record";
import { EntryRefused } from "./guard";

const PANEL = "data-refused-save";
/** Decap's list of a field's errors (EditorControl's ControlErrorsList). */
const FIELD_ERRORS = '[class*="-ControlErrorsList"] li';

export function hideRefusal(doc: Document = document): void {
  doc.querySelector(`[${PANEL}]`)?.remove();
}

function showRefusal(problems: string[], doc: Document): void {
  hideRefusal(doc);
  const panel = reportPanel(doc);
  panel.setAttribute(PANEL, "");
  renderReport(panel, {
    title: "Non salvato: c'è da correggere",
    errors: problems,
    hint: "Correggi e premi di nuovo «Pubblica»: finché non lo fai, il file resta com'era.",
  });
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = "Chiudi";
  close.style.cssText = "margin-top:8px;padding:4px 12px;font:inherit;cursor:pointer";
  close.addEventListener("click", () => panel.remove());
  panel.append(close);
  doc.body.append(panel);
}

/** The errors Decap wrote beside the fields, folded items included; the first one shown. */
function fieldErrors(doc: Document): string[] {
  const items = Array.from(doc.querySelectorAll<HTMLElement>(FIELD_ERRORS));
  items.find((item) => item.offsetParent !== null)?.scrollIntoView({ block: "center" });
  return [...new Set(items.map((item) => item.textContent?.trim() ?? "").filter(Boolean))];
}

/** The actions Decap rejects a failed save or deletion with (decap-cms-core actions). */
const FAILURES = /^(ENTRY_PERSIST_FAILURE|UNPUBLISHED_ENTRY_PERSIST_FAILURE|ENTRY_DELETE_FAILURE)$/;

const GUARD = `${new EntryRefused([]).name}: `;

/** Whether our guard refused the save (Decap keeps only the text). */
const byGuard = (error: unknown): boolean =>
  error instanceof EntryRefused || (typeof error === "string" && error.startsWith(GUARD));

/** A refused save: {} for Decap's own field checks, our guard's problems, or another cause. */
export function refusedSave(reason: unknown): { problems?: string[]; cause?: unknown } | undefined {
  if (reason === undefined) return {};
  if (!isRecord(reason) || typeof reason.type !== "string" || !FAILURES.test(reason.type))
    return undefined;
  const payload = isRecord(reason.payload) ? reason.payload : {};
  if (!byGuard(payload.error)) return { cause: payload.error };
  return {
    problems:
      payload.error instanceof EntryRefused
        ? payload.error.problems
        : String(payload.error).slice(GUARD.length).split(EntryRefused.SEPARATOR),
  };
}

export function quietRefusedSaves(target: Window, console: Console = globalThis.console): void {
  target.addEventListener("unhandledrejection", (event) => {
    const refused = refusedSave(event.reason);
    if (!refused) return;
    event.preventDefault();
    if (refused.cause !== undefined) console.warn("Salvataggio non riuscito:", refused.cause);
    // Once Decap has drawn its own field errors.
    else
      target.setTimeout(
        () => showRefusal(refused.problems ?? fieldErrors(target.document), target.document),
        100,
      );
  });
  // Gone once the entry is saved or left.
  target.addEventListener("hashchange", () => hideRefusal(target.document));
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (args.length === 1 && byGuard(args[0])) return;
    error(...args);
  };
}
