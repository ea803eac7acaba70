/**
 * The admin at /admin/: Decap CMS with the configuration generated from the content model
 * (src/cms/config.ts), the content YAML formats (src/cms/formats.ts), live previews built from
 * the site's own sections (previews.tsx) and a guard that refuses, in Italian, what the build
 * would refuse (src/cms/validate-entry.ts).
 *
 * Built by src/build/admin-bundle.ts with its own React 19; public pages never load it.
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
 * On this computer (npm start) Decap talks to decap-server, which writes the files
 * straight into content/: there is no pull request to review, so the editorial workflow is for the
 * GitHub backend only (decap-server in file-system mode offers the simple mode alone). Only when
 * the proxy answers, as Decap itself checks: otherwise Decap falls back to GitHub, and there
 * every change must stay a pull request.
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

// Decap's Italian, corrected and completed (locale.ts); decap-cms-app registered its own on import.
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
// The image field draws its picture even when it had not loaded yet as the field appeared, and
// measures it for the guard; a legal page's date field shows the date it will be saved with;
// «4,5» is four and a half.
replaceControl("image", withLoadedPicture);
replaceControl("datetime", withLegalDate);
replaceControl("number", () => NumberControl);
// A value shown and not editable (the content model's readOnly).
registerWidget("fixed", FixedControl);

// A file that does not read as YAML is refused in Italian instead of opening as an empty form; a
// save writes only the pictures it names; the guard reads other files as saved (backend.ts).
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

// Refuses, in Italian, what the build would refuse (guard.ts), without an error in the console; a
// refusal listed on screen goes once the entry is saved (refusals.ts).
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
