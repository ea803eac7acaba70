/**
 * The editor's own look where Decap's gets in an editor's way, as one style sheet added to the
 * admin page (the preview frame keeps the site's CSS). Decap styles itself with emotion; its
 * elements are found by the component names emotion writes into their class names
 * ("css-…-EditorContainer"), and the browser tests check the result (e2e/cms.spec.ts), so a Decap
 * update that renames them fails there.
 */
export const EDITOR_STYLE = `
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

export function addEditorStyle(doc: Document = document): void {
  const style = doc.createElement("style");
  style.dataset.editorStyle = "";
  style.textContent = EDITOR_STYLE;
  doc.head.append(style);
}
