/**
 * A refused save is an answer the editor reads, not an error: Decap lets the refusal escape as a
 * rejected promise nobody awaits (the editor's save button awaits persistEntry without a catch),
 * which the browser would report as an uncaught error, and it logs our guard's refusal with
 * console.error. Both are kept out of the console here; a save that fails for another reason (the
 * network, the proxy) still reaches the console, as a warning with its cause.
 *
 * The refusal stays on screen until the editor saves again or closes it: Decap says why in a
 * notice that goes after a few seconds (our guard's refusal) or beside fields that may be out of
 * sight, inside a folded list item (its own checks). The reasons are listed in a panel at the
 * bottom of the window, the one the site uses for content errors (content-check-panel.ts), and the
 * first field Decap marked is brought into view.
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

/** Why a refused save was refused, when it was our guard (Decap keeps only the text). */
const byGuard = (error: unknown): boolean =>
  error instanceof EntryRefused || (typeof error === "string" && error.startsWith(GUARD));

/**
 * What Decap rejects with after a save it refused: nothing, for its own field checks (a required
 * field left empty: the reasons are beside the fields); our guard's reasons; the failure action
 * otherwise (its cause).
 */
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
