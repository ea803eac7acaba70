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
import { quietRefusedSaves } from "./refusals";
import { hideRefusal } from "./refusal-panel";
import { withLoadedPicture, type ImageControlProps } from "./image-widget";
import { withLegalDate, type DateControlProps } from "./legal-date-widget";
import { NumberControl } from "./number-widget";
import { italianPhrases, withPhrases } from "./locale";
import { fileIndex } from "./preview-data";
import { previewTemplates } from "./previews";
import { PREVIEW_STYLESHEET } from "./constants";
import { addEditorStyle } from "./editor-style";
import { openListItemsByRow } from "./list-rows";

type DecapConfig = NonNullable<NonNullable<Parameters<typeof CMS.init>[0]>["config"]>;

/** Set by the build (esbuild `define`): GitHub repository, branch, local proxy and site URL. */
declare const __CMS_OPTIONS__: CmsConfigOptions;

const config = buildCmsConfig(__CMS_OPTIONS__);
const { publish_mode: publishMode, ...common } = config;

/**
 * On this computer (npm start, npm run cms) Decap talks to decap-server, which writes the files
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

addEditorStyle();
openListItemsByRow();

// Decap's Italian, corrected and completed (locale.ts); decap-cms-app registered its own on import.
CMS.registerLocale("it", withPhrases(CMS.getLocale("it") ?? {}, italianPhrases));

// The image field draws its picture even when it had not loaded yet as the field appeared.
// Decap's typings call a widget's control and preview their props; registerWidget also takes the
// widget's option schema as a fourth argument, kept as Decap registered it.
const image = CMS.getWidget("image") as unknown as
  { control: ComponentType<ImageControlProps>; preview: unknown; schema: unknown } | undefined;
const registerWidget = CMS.registerWidget as unknown as (
  name: string,
  control: unknown,
  preview: unknown,
  schema: unknown,
) => void;
if (image) registerWidget("image", withLoadedPicture(image.control), image.preview, image.schema);
// A value shown and not editable (the content model's readOnly).
registerWidget("fixed", FixedControl, null, undefined);

// A file that does not read as YAML is refused in Italian instead of opening as an empty form; a
// save writes only the pictures it names; the guard reads other files as saved (backend.ts).
wrapBackends(CMS.getBackend as unknown as Parameters<typeof wrapBackends>[0]);

// A legal page's date field shows the date it will be saved with; «4,5» is four and a half.
const [datetime, number] = ["datetime", "number"].map(
  (name) =>
    CMS.getWidget(name) as unknown as {
      control: ComponentType<DateControlProps>;
      preview: unknown;
      schema: unknown;
    },
);
registerWidget("datetime", withLegalDate(datetime.control), datetime.preview, datetime.schema);
registerWidget("number", NumberControl, number.preview, number.schema);

for (const format of contentFormats) {
  CMS.registerCustomFormat(format.name, format.extension, {
    fromFile: (text: string) => format.fromFile(text),
    toFile: (data: object) => format.toFile(data),
  });
}

CMS.registerPreviewStyle(new URL(PREVIEW_STYLESHEET, window.location.href).href);
const files = fileIndex(config);
const templates = previewTemplates(files);
for (const [file, where] of files) {
  const template = templates[file];
  // Decap's preview template registry takes its own component type; ours takes the props it passes.
  if (template)
    CMS.registerPreviewTemplate(
      where.name,
      template as unknown as Parameters<typeof CMS.registerPreviewTemplate>[1],
    );
}

// Refuses, in Italian, what the build would refuse (guard.ts), without an error in the console.
quietRefusedSaves(window);
CMS.registerEventListener({ name: "preSave", handler: preSaveGuard } as unknown as Parameters<
  typeof CMS.registerEventListener
>[0]);
// A refusal listed on screen (refusal-panel.ts) goes once the entry is saved.
CMS.registerEventListener({
  name: "postSave",
  handler: () => hideRefusal(),
} as unknown as Parameters<typeof CMS.registerEventListener>[0]);

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
