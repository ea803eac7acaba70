/**
 * `npm start` only (gatsby-browser loads it in development): asks the development server
 * (content-check-dev.ts) whether content/ has errors, every 1.5 s while the tab is visible, and
 * shows them at the bottom of the page, in Italian, until the file is fixed and saved. Plain DOM
 * outside React's tree, so it neither touches the page nor is touched by its updates. The web
 * editor lists a refused save in the same panel (src/cms/admin/refusals.ts).
 */

/** The development server's answer: nothing to show, or a title, the errors and what to do. */
export type ContentCheckReport = { errors: [] } | { title: string; errors: string[]; hint: string };

export const CONTENT_CHECK_PATH = "/__content-check";

const PANEL_STYLE =
  "position:fixed;left:0;right:0;bottom:0;z-index:2147483647;max-height:60vh;overflow:auto;" +
  "padding:16px 20px;background:#fff7ed;color:#431407;border-top:4px solid #c2410c;" +
  "box-shadow:0 -8px 24px rgb(0 0 0 / 25%);font:15px/1.5 system-ui,sans-serif";

/** An empty panel, fixed at the bottom of the window. */
export function reportPanel(doc: Document = document): HTMLElement {
  const panel = doc.createElement("section");
  panel.setAttribute("role", "alert");
  panel.style.cssText = PANEL_STYLE;
  return panel;
}

export function renderReport(
  panel: HTMLElement,
  report: Extract<ContentCheckReport, { title: string }>,
): void {
  const document = panel.ownerDocument;
  const title = document.createElement("h2");
  title.style.cssText = "margin:0 0 8px;font-size:17px";
  title.textContent = report.title;
  const list = document.createElement("ul");
  list.style.cssText = "margin:0 0 8px;padding-left:20px";
  for (const error of report.errors) {
    const item = document.createElement("li");
    // A YAML syntax error carries the lines around it, aligned with spaces.
    item.style.cssText =
      "white-space:pre-wrap;font-family:ui-monospace,monospace;font-size:14px;margin-bottom:4px";
    item.textContent = error;
    list.append(item);
  }
  const hint = document.createElement("p");
  hint.style.cssText = "margin:0";
  hint.textContent = report.hint;
  panel.replaceChildren(title, list, hint);
}

export function startContentCheckPanel(): void {
  const panel = reportPanel();
  panel.setAttribute("data-content-check", "");
  let shown = "";

  const check = async () => {
    if (document.visibilityState !== "visible") return;
    let report: ContentCheckReport;
    try {
      const response = await fetch(CONTENT_CHECK_PATH, { cache: "no-store" });
      if (!response.ok) return;
      report = (await response.json()) as ContentCheckReport;
    } catch {
      return; // the development server is restarting or stopped: try again later
    }
    const key = JSON.stringify(report);
    if (key === shown) return;
    shown = key;
    if ("title" in report) {
      renderReport(panel, report);
      if (!panel.isConnected) document.body.append(panel);
    } else {
      panel.remove();
    }
  };
  void check();
  setInterval(() => void check(), 1500);
}
