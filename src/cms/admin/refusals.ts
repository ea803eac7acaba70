/**
 * A refused save is an answer the editor reads in Decap's red notice, not an error: Decap has
 * already shown it when it lets the refusal escape as a rejected promise nobody awaits (the
 * editor's save button awaits persistEntry without a catch), which the browser would report as
 * an uncaught error, and it logs our guard's refusal with console.error before showing it.
 * Both are kept out of the console here; a save that fails for another reason (the network, the
 * proxy) still reaches the console, as a warning with its cause.
 */
import { isRecord } from "../../lib/is-record";
import { EntryRefused } from "./guard";

/** The actions Decap rejects a failed save or deletion with (decap-cms-core actions). */
const FAILURES = /^(ENTRY_PERSIST_FAILURE|UNPUBLISHED_ENTRY_PERSIST_FAILURE|ENTRY_DELETE_FAILURE)$/;

/** Why a refused save was refused, when it was our guard (Decap keeps only the text). */
const byGuard = (error: unknown): boolean =>
  error instanceof EntryRefused ||
  (typeof error === "string" && error.startsWith(`${new EntryRefused([]).name}: `));

/**
 * What Decap rejects with after a save it refused and has told the editor about: nothing, for its
 * own field checks (a required field left empty); the failure action otherwise.
 */
export function refusedSave(reason: unknown): { cause?: unknown } | undefined {
  if (reason === undefined) return {};
  if (!isRecord(reason) || typeof reason.type !== "string" || !FAILURES.test(reason.type))
    return undefined;
  const payload = isRecord(reason.payload) ? reason.payload : {};
  return byGuard(payload.error) ? {} : { cause: payload.error };
}

export function quietRefusedSaves(target: Window, console: Console = globalThis.console): void {
  target.addEventListener("unhandledrejection", (event) => {
    const refused = refusedSave(event.reason);
    if (!refused) return;
    event.preventDefault();
    if (refused.cause !== undefined) console.warn("Salvataggio non riuscito:", refused.cause);
  });
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (args.length === 1 && byGuard(args[0])) return;
    error(...args);
  };
}
