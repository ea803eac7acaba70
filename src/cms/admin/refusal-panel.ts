/**
 * A refused save stays on screen until the editor saves again or closes it: Decap says why in a
 * notice that goes after a few seconds (our guard's refusal) or beside fields that may be out of
 * sight, inside a folded list item (its own checks). The reasons are listed in a panel at the
 * bottom of the window, the one the site uses for content errors (content-check-panel.ts), and the
 * first field Decap marked is brought into view.
 */
import { renderReport, reportPanel } from "../../develop/content-check-panel";

const PANEL = "data-refused-save";
/** Decap's list of a field's errors (EditorControl's ControlErrorsList). */
const FIELD_ERRORS = '[class*="-ControlErrorsList"] li';

export function hideRefusal(doc: Document = document): void {
  doc.querySelector(`[${PANEL}]`)?.remove();
}

export function showRefusal(problems: string[], doc: Document = document): void {
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
export function fieldErrors(doc: Document = document): string[] {
  const items = Array.from(doc.querySelectorAll<HTMLElement>(FIELD_ERRORS));
  items.find((item) => item.offsetParent !== null)?.scrollIntoView({ block: "center" });
  return [...new Set(items.map((item) => item.textContent?.trim() ?? "").filter(Boolean))];
}
