/**
 * The Decap CMS configuration, generated from the content model: every content file an entry,
 * every declared field a widget with its Italian label and hint. Browser-safe (admin bundle).
 */
import { iconNames, type IconName } from "../components/icon-names";
import { isScalar, type Field, type TypeSpecs } from "../content-model/field";
import { labelPath, stepsOf } from "../content-model/messages";
import { rootField } from "../content-model/rules";
import { contentTypeName } from "../content-model/type-name";
import { siteRoutes, type SiteRoute } from "../content-model/routes";
import { IMAGES_FOLDER, contentTypes, palette, type TypeSpec } from "../content-model/types";
import { LIST_FIELD, listFormat, mapFormat } from "./formats";

export interface CmsConfigOptions {
  /** decap-server's API. */
  localBackendUrl: string;
  /** The production backend's GitHub repository, "owner/name". */
  repo: string;
  branch: string;
  siteUrl: string;
}

/** A Decap field (decapcms.org/docs/widgets), typed where the tests read it. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  label_singular?: string;
  options?: { label: string; value: string }[];
  media_folder?: string;
  public_folder?: string;
  field?: CmsField;
  fields?: CmsField[];
  [option: string]: unknown;
}

export type CmsCollection = ReturnType<typeof cmsCollections>[number];
export type CmsFile = CmsCollection["files"][number];
export type CmsConfig = ReturnType<typeof buildCmsConfig>;

const CONTENT_FOLDER = "content";

/** Italian names of the palette colours, for the colour select. */
const paletteLabels: Record<(typeof palette)[number], string> = {
  blue: "Blu",
  violet: "Viola",
  pink: "Rosa",
  orange: "Arancione",
  green: "Verde",
  teal: "Verde acqua",
};

/** Italian names of the icons, for the icon select (the value written is the icon's own name). */
const iconLabels: Record<IconName, string> = {
  sparkles: "scintille",
  rocket: "razzo",
  "trending-up": "freccia in crescita",
  target: "bersaglio",
  "bar-chart": "grafico a barre",
  megaphone: "megafono",
  bot: "robot",
  compass: "bussola",
  lightbulb: "lampadina",
  users: "persone",
  "mouse-pointer-click": "clic del mouse",
  zap: "fulmine",
  "shield-check": "scudo con spunta",
  headset: "cuffie con microfono",
  award: "medaglia",
  "line-chart": "grafico a linee",
  heart: "cuore",
  star: "stella",
  gem: "diamante",
  "message-circle": "fumetto",
  search: "lente",
  settings: "ingranaggio",
  layers: "livelli",
  "check-circle": "cerchio con spunta",
};

/** The widget of one value (a field, or an item of a list of scalars). */
function scalarWidget(decl: Field): Partial<CmsField> {
  switch (decl.base) {
    case "String":
      return { widget: decl.long ? "text" : "string", pattern: decl.pattern };
    case "Int":
      return { widget: "number", value_type: "int", step: 1, min: decl.min, max: decl.max };
    case "Float":
      return { widget: "number", value_type: "float", step: 0.1, min: decl.min, max: decl.max };
    case "Boolean":
      // A new item (a seventh service) starts switched off rather than undefined, which Decap would
      // call missing although the switch shows "off".
      return { widget: "boolean", default: false };
    case "Date":
      // A date picker storing YYYY-MM-DD text (decap-cms-widget-datetime: date_format string + time_format false).
      return { widget: "datetime", date_format: "YYYY-MM-DD", time_format: false, default: "" };
    case "Icon":
      return {
        widget: "select",
        options: iconNames.map((name) => ({ label: `${iconLabels[name]} (${name})`, value: name })),
      };
    case "Color":
      return {
        widget: "select",
        options: palette.map((name) => ({ label: paletteLabels[name], value: name })),
      };
    case "Hex":
      return {
        widget: "color",
        allowInput: true,
        pattern: ["^#[0-9a-fA-F]{6}$", "Serve un colore nel formato #rrggbb, per esempio #7c3aed"],
      };
    case "Path":
      return {
        widget: "select",
        options: siteRoutes.map((route) => ({ label: route, value: route })),
      };
    case "File": {
      if (!decl.folder) throw new Error(`A File field needs a folder (${decl.label})`);
      // Both relative to the entry's YAML file: Decap uploads into content/<folder>/ and writes
      // "<folder>/x.jpg" (it joins public_folder and the file name with path.join, which drops a
      // leading "./"), the shape the content holds and Gatsby resolves from the YAML file.
      return {
        widget: "image",
        media_folder: decl.folder,
        public_folder: decl.folder,
        choose_url: false,
      };
    }
    default:
      throw new Error(`No CMS widget for field kind ${decl.base}`);
  }
}

/** Drops options left undefined, so the configuration stays readable and comparable. */
function clean<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** How an item is summed up in the collapsed list. */
function summaryOf(spec: TypeSpec): string | undefined {
  if (spec.summary) return spec.summary;
  const first = ["title", "name", "label", "text"].find((key) => key in spec.fields);
  return first ? `{{fields.${first}}}` : undefined;
}

/**
 * `relaxed`: the fields of an optional group (CallToAction.secondary). Decap checks the required
 * fields inside a group even when the whole group is left empty, so a page without a second button
 * could not be saved; inside an optional group every field is optional for Decap, and
 * validateEntry (the model's rules) still requires them once the group is filled in.
 */
function objectFields(types: TypeSpecs, typeName: string, relaxed = false): CmsField[] {
  const spec = types[typeName];
  if (!spec) throw new Error(`No content type ${typeName} is declared`);
  return Object.entries(spec.fields).map(([name, field]) => cmsField(types, name, field, relaxed));
}

function cmsField(types: TypeSpecs, name: string, field: Field, relaxed = false): CmsField {
  const [width, height] = field.minSize ?? [];
  const base = {
    name,
    label: field.label,
    hint: field.minSize
      ? `${field.hint ?? ""} Almeno ${width} × ${height} pixel.`.trim()
      : field.hint,
    required: relaxed ? false : field.required,
  };
  if (field.readOnly)
    return clean({
      ...base,
      widget: field.readOnly === "hidden" ? "hidden" : "fixed",
      required: false,
    });
  const group = !isScalar(field.base);
  if (!field.list)
    return clean({
      ...base,
      ...(group
        ? {
            widget: "object",
            fields: objectFields(types, field.base, relaxed || !field.required),
            collapsed: false,
          }
        : scalarWidget(field)),
    } as CmsField);
  const itemSpec = group ? types[field.base] : undefined;
  return clean({
    ...base,
    widget: "list",
    label_singular: field.itemLabel ?? itemSpec?.label,
    min: relaxed ? undefined : (field.length ?? (field.required ? 1 : undefined)),
    max: relaxed ? undefined : field.length,
    // A list of texts stays open: its items are one line each.
    collapsed: group,
    minimize_collapsed: false,
    ...(field.fixedItems && { allow_add: false, allow_remove: false, allow_reorder: false }),
    ...(itemSpec
      ? { fields: objectFields(types, field.base), summary: summaryOf(itemSpec) }
      : {
          field: clean({
            name: "item",
            label: field.itemLabel ?? field.label,
            ...scalarWidget(field),
          } as CmsField),
        }),
  });
}

/**
 * "Apri la pagina sul sito" of a file no page shows (the checklist): Decap offers the link for
 * every file and cannot leave one out, so it leads here and the admin page's style hides it.
 */
export const NO_PAGE = "#nessuna-pagina";

/** The page "Apri la pagina sul sito" opens for each file; a legal page is at its file's name. */
const filePages: Record<string, SiteRoute | typeof NO_PAGE> = {
  "site.yaml": "/contatti/",
  "home.yaml": "/",
  "services-page.yaml": "/servizi/",
  "services.yaml": "/servizi/",
  "about.yaml": "/chi-siamo/",
  "portfolio.yaml": "/portfolio/",
  "case-studies.yaml": "/portfolio/",
  "testimonials.yaml": "/portfolio/",
  "metrics.yaml": "/portfolio/",
  "contact.yaml": "/contatti/",
  "publishing-checklist.yaml": NO_PAGE,
};

/** The file's `preview_path`, which Decap joins to site_url. */
function previewPath(file: string): string {
  const legal = /^legal\/([a-z0-9-]+)\.ya?ml$/.exec(file);
  const page = legal ? `/${legal[1]}/` : filePages[file];
  if (!page) throw new Error(`No page shows content/${file}: add it to filePages`);
  return page.replace(/^\//, "");
}

const fileName = (file: string) => file.replace(/\.ya?ml$/, "").replace(/[^a-z0-9]+/gi, "-");

function cmsFile(types: TypeSpecs, typeName: string, file: string) {
  const spec = types[typeName];
  const root = rootField(types, typeName, file);
  return clean({
    name: fileName(file),
    label: spec.fileLabels?.[file] ?? spec.label ?? typeName,
    file: `${CONTENT_FOLDER}/${file}`,
    description: spec.hint,
    preview_path: previewPath(file),
    // A list file is edited as { items: [...] } (see formats.ts): one list, at least one item.
    fields: root.list ? [cmsField(types, LIST_FIELD, root)] : objectFields(types, typeName),
  });
}

/** The CMS's three groups of files, in this order. */
const groups = [
  {
    name: "pagine",
    label: "Pagine e dati del sito",
    description: "I testi di ogni pagina e i dati dell'azienda comuni a tutto il sito.",
    format: mapFormat,
  },
  {
    name: "elenchi",
    label: "Servizi, casi di studio, testimonianze e numeri",
    description: "Gli elenchi mostrati in più pagine: aggiungi, togli o riordina gli elementi.",
    format: listFormat,
  },
  {
    name: "legali",
    label: "Pagine legali",
    description:
      "Privacy Policy e Termini di Servizio: sezioni fatte di paragrafi ed elenchi puntati.",
    format: mapFormat,
  },
];

const groupOf = (spec: TypeSpec, file: string) =>
  spec.root === "list" ? "elenchi" : file.includes("/") ? "legali" : "pagine";

export function cmsCollections(types: TypeSpecs = contentTypes) {
  const files = Object.entries(types).flatMap(([typeName, spec]) =>
    spec.node ? (spec.files ?? []).map((file) => ({ typeName, spec, file })) : [],
  );
  return groups
    .map(({ format, ...group }) => ({
      ...group,
      format: format.name,
      extension: format.extension,
      files: files
        .filter(({ spec, file }) => groupOf(spec, file) === group.name)
        .map(({ typeName, file }) => cmsFile(types, typeName, file)),
    }))
    .filter((collection) => collection.files.length > 0);
}

let collections: CmsCollection[] | undefined;

/**
 * Where the editor shows a value of a content file, given its YAML path ("registration.reaNumber";
 * none for the whole file): "Pagine e dati del sito › Dati dell'azienda… › Partita IVA".
 * Undefined when the editor has no such file or field.
 */
export function editorPlace(file: string, field = ""): string | undefined {
  const relative = file.replace(/^content\//, "");
  for (const collection of (collections ??= cmsCollections())) {
    const found = collection.files.find((candidate) => candidate.file === `content/${relative}`);
    const steps = found && stepsOf(contentTypes, contentTypeName(relative), field);
    if (found)
      return steps && [collection.label, found.label, labelPath(steps)].filter(Boolean).join(" › ");
  }
  return undefined;
}

/** The whole Decap configuration (CMS.init({ config: { ...buildCmsConfig(o), load_config_file: false } })). */
export function buildCmsConfig(options: CmsConfigOptions) {
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
      // Netlify's OAuth provider for GitHub (Site configuration → Access control → OAuth).
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      commit_messages: {
        create: "CMS: crea {{collection}} «{{slug}}»",
        update: "CMS: aggiorna {{collection}} «{{slug}}»",
        delete: "CMS: elimina {{collection}} «{{slug}}»",
        uploadMedia: "CMS: carica {{path}}",
        deleteMedia: "CMS: elimina {{path}}",
        openAuthoring: "{{message}}",
      },
    },
    local_backend: { url: options.localBackendUrl, allowed_hosts: ["localhost", "127.0.0.1"] },
    locale: "it",
    publish_mode: "editorial_workflow",
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Decap's error page offers to report the problem: an email the editor addresses to whoever
    // looks after the site, with Decap's details in its body (the link adds ?title=…&body=…),
    // instead of an issue on Decap's own tracker.
    issue_reports: { url: "mailto:" },
    // Every image field uploads into this one folder (content/images/), so the Media tab, which
    // lists Decap's default folder without its sub-folders, shows every image an editor may pick,
    // and a preview of another file (the Portfolio page) finds the case studies' pictures in it.
    media_folder: `${CONTENT_FOLDER}/${IMAGES_FOLDER}`,
    public_folder: IMAGES_FOLDER,
    collections: cmsCollections(),
  };
}
