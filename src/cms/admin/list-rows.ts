/**
 * A list item opens, or folds, from anywhere on its row: Decap opens it only from the small
 * chevron in the row's corner, while the editor reads, and taps, the item's name below it. The
 * rows are Decap's list items (decap-cms-widget-list), found by the component names emotion
 * writes into their class names; the browser tests click a row (e2e/cms.spec.ts).
 */
const ROW_BAR = '[class*="-StyledListItemTopBar"]';
/** The name of a folded item, under its bar. */
const ROW_NAME = '[class*="-NestedObjectLabel"]';
/** What keeps its own meaning on the row: the buttons (remove) and the handle that reorders. */
const OWN_ACTION = 'button, a, input, textarea, select, label, [class*="DragIcon"]';

export function openListItemsByRow(doc: Document = document): void {
  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest(OWN_ACTION)) return;
    const bar = target.closest(ROW_NAME)?.previousElementSibling ?? target.closest(ROW_BAR);
    // The chevron is the bar's first element when the item can fold (Decap's ListItemTopBar).
    const chevron = bar?.matches(ROW_BAR) ? bar.firstElementChild : null;
    if (chevron instanceof HTMLButtonElement) chevron.click();
  });
}
