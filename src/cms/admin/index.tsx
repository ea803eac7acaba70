/**
 * The admin at /admin/: Decap CMS with the configuration, formats, previews and save guard of
 * this folder. Built by src/build/admin-bundle.ts with its own React 19.
 */
import CMS from "decap-cms-app";
import type { ComponentType } from "react";
import { buildCmsConfig, type CmsConfigOptions } from "../config";
import { contentFormats } from "../formats";
import { wrapBackends } from "./backend";
import { FixedControl } from "./fixed-widget";
import { preSaveGuard } from "./guard";
import { hideRefusal, quietRefusedSaves } from "./refusals";
import { withLoadedPicture } from "./image-widget";
import { withLegalDate } from "./legal-date";
import { NumberControl } from "./number-widget";
import { italianPhrases, withPhrases } from "./locale";
import { fileIndex } from "./preview-data";
import { previewTemplates } from "./previews";
import { PREVIEW_STYLESHEET } from "./constants";
import { adjustEditorPage } from "./editor-page";

type DecapConfig = NonNullable<NonNullable<Parameters<typeof CMS.init>[0]>["config"]>;

/** Set by the build (esbuild `define`): GitHub repository, branch, local proxy and site URL. */
declare const __CMS_OPTIONS__: CmsConfigOptions;

const config = buildCmsConfig(__CMS_OPTIONS__);
const { publish_mode: publishMode, ...common } = config;

/**
 * Locally Decap talks to decap-server, which writes straight into content/ and offers the simple
 * mode alone, so the editorial workflow is for GitHub only. Only when the proxy answers, as Decap
 * checks: otherwise Decap falls back to GitHub, where every change must stay a pull request.
 */
async function localProxyAnswers(): Promise<boolean> {
  if (!config.local_backend.allowed_hosts.includes(window.location.hostname)) return false;
  try {
    const response = await fetch(config.local_backend.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

adjustEditorPage();

// decap-cms-app registered its own Italian on import.
CMS.registerLocale("it", withPhrases(CMS.getLocale("it") ?? {}, italianPhrases));

// Decap's typings call a widget's control and preview their props, and leave out registerWidget's
// fourth argument, the widget's option schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a control takes whatever props Decap passes
type Control = ComponentType<any>;
const registerWidget = CMS.registerWidget as unknown as (
  name: string,
  control: Control,
  preview?: unknown,
  schema?: unknown,
) => void;

/** Decap's widget `name` with its control replaced, its preview and option schema kept. */
function replaceControl(name: string, replace: (control: Control) => Control): void {
  const widget = CMS.getWidget(name) as unknown as
    { control: Control; preview: unknown; schema: unknown } | undefined;
  if (!widget) throw new Error(`Decap CMS no longer registers a "${name}" widget`);
  registerWidget(name, replace(widget.control), widget.preview, widget.schema);
}
replaceControl("image", withLoadedPicture);
replaceControl("datetime", withLegalDate);
replaceControl("number", () => NumberControl);
registerWidget("fixed", FixedControl);

wrapBackends(CMS.getBackend as unknown as Parameters<typeof wrapBackends>[0]);

for (const format of contentFormats)
  CMS.registerCustomFormat(format.name, format.extension, format);

CMS.registerPreviewStyle(new URL(PREVIEW_STYLESHEET, window.location.href).href);
const files = fileIndex(config);
const templates = previewTemplates(files);
// Decap's preview template registry takes its own component type; ours takes the props it passes.
type Template = Parameters<typeof CMS.registerPreviewTemplate>[1];
for (const [file, where] of files)
  if (templates[file])
    CMS.registerPreviewTemplate(where.name, templates[file] as unknown as Template);

quietRefusedSaves(window);
type Listener = Parameters<typeof CMS.registerEventListener>[0];
CMS.registerEventListener({ name: "preSave", handler: preSaveGuard } as unknown as Listener);
CMS.registerEventListener({ name: "postSave", handler: () => hideRefusal() });

void localProxyAnswers().then((local) =>
  CMS.init({
    config: {
      ...common,
      // Locally, "Torna al sito" and "Vedi sul sito" lead to the running site, not the public one.
      ...(local
        ? { site_url: window.location.origin, display_url: window.location.origin }
        : { publish_mode: publishMode }),
      load_config_file: false,
    } as unknown as DecapConfig, // our CmsConfig types the subset of Decap's options this site uses
  }),
);
