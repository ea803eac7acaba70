/**
 * Decap's editor page where it gets in an editor's way: its look, as one style sheet added to the
 * admin page (the preview frame keeps the site's CSS), and a list item that opens from its whole
 * row. Decap styles itself with emotion; its elements are found by the component names emotion
 * writes into their class names ("css-…-EditorContainer"), and the browser tests check the result
 * (e2e/cms.spec.ts), so a Decap update that renames them fails there.
 */
const EDITOR_STYLE = `
/* Labels, errors and statuses in the editor's own case: «Servono esattamente 5 elementi», not
   Decap's capitals, which read as shouting and hide the capital letters of names. */
body * { text-transform: none !important; }

/* The page Decap shows instead of the form when a file cannot be opened: the reason, laid out as
   the site's panel of content errors lays it out (its lines of YAML aligned). */
[class*="-AppMainContainer"] > div > h3 {
  margin: 24px;
  padding: 16px 20px;
  max-width: 60rem;
  white-space: pre-wrap;
  font: 14px/1.5 ui-monospace, monospace;
  color: #431407;
  background: #fff7ed;
  border-left: 4px solid #c2410c;
}
`;

/* On a phone the editor's page fits the screen (Decap sizes it for at least 800 px, to be panned
   across): the toolbar on two rows, the way back and the status above «Pubblica» and the page's
   link; the form above the preview, each scrolling on its own; notices at the bottom. */
const PHONE = `
@media (max-width: 799px) {
  [class*="-EditorContainer"], [class*="-ToolbarContainer"] { min-width: 0 !important; }
  [class*="-EditorContainer"] { padding-top: 113px !important; }
  [class*="-ToolbarContainer"] { height: 113px !important; flex-wrap: wrap; }
  [class*="-ToolbarContainer"] > * { height: 56px !important; min-width: 0; }
  [class*="-ToolbarSectionBackLink"] {
    flex: 1 0 100%;
    padding: 0 12px !important;
    border-width: 0 0 1px !important;
  }
  [class*="-ToolbarSectionBackLink"] > :last-child { min-width: 0; }
  [class*="-BackCollection"] { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  [class*="-ToolbarSectionMain"] { flex: 1 1 auto !important; padding: 0 4px !important; }
  [class*="-ToolbarSectionMain"] a { white-space: nowrap; }
  [class*="-AppHeaderSiteLink"] { display: none !important; }
  .SplitPane.vertical { flex-direction: column !important; }
  .SplitPane.vertical > .Pane { width: auto !important; min-height: 0; }
  .SplitPane.vertical > .Pane1 { flex: 1 1 60% !important; }
  .SplitPane.vertical > .Pane2 { flex: 1 1 40% !important; border-top: 2px solid #dfdfe3; }
  .SplitPane.vertical > .Resizer { display: none; }
  /* The preview's two buttons at the preview's top, not over the form's. */
  [class*="-ViewControls"] { top: calc(60% + 8px) !important; }
  /* Decap's notices at the bottom, not over the toolbar's «Pubblica» and page link. */
  .Toastify__toast-container { top: auto !important; bottom: 0 !important; }
}
`;

/**
 * A list item opens, or folds, from anywhere on its row: Decap opens it only from the small
 * chevron in the row's corner, while the editor reads, and taps, the item's name below it (rows
 * of decap-cms-widget-list).
 */
const ROW_BAR = '[class*="-StyledListItemTopBar"]';
/** The name of a folded item, under its bar. */
const ROW_NAME = '[class*="-NestedObjectLabel"]';
/** What keeps its own meaning on the row: the buttons (remove) and the handle that reorders. */
const OWN_ACTION = 'button, a, input, textarea, select, label, [class*="DragIcon"]';

export function adjustEditorPage(doc: Document = document): void {
  const style = doc.createElement("style");
  style.dataset.editorStyle = "";
  style.textContent = EDITOR_STYLE + PHONE;
  doc.head.append(style);
  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest(OWN_ACTION)) return;
    const bar = target.closest(ROW_NAME)?.previousElementSibling ?? target.closest(ROW_BAR);
    // The chevron is the bar's first element when the item can fold (Decap's ListItemTopBar).
    const chevron = bar?.matches(ROW_BAR) ? bar.firstElementChild : null;
    if (chevron instanceof HTMLButtonElement) chevron.click();
  });
}
