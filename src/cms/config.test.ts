/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { iconNames } from "../components/icon-names";
import { adminHtml } from "../build/admin-bundle";
import {
  buildCmsConfig,
  cmsCollections,
  editorPlace,
  NO_PAGE,
  type CmsField,
  type CmsFile,
} from "./config";
import { contentFormats } from "./formats";
import { siteRoutes } from "../content-model/routes";
import { isScalar, optional, text } from "../content-model/field";
import { contentTypeName } from "../content-model/files";
import { contentTypes, palette, placeholderNames, type TypeSpec } from "../content-model/types";
import { contentRoot, contentYamlFiles } from "../../__tests__/helpers/content";
import { repoRoot } from "../../__tests__/helpers/repo";

const options = {
  localBackendUrl: "http://127.0.0.1:8081/api/v1",
  repo: "agenzia/sito",
  branch: "main",
  siteUrl: "https://www.example.test",
};
const config = buildCmsConfig(options);

const contentFiles = contentYamlFiles();

const cmsFiles = config.collections.flatMap((collection) =>
  collection.files.map((file) => ({ collection, file })),
);
const cmsFileFor = (relative: string) =>
  cmsFiles.find(({ file }) => file.file === `content/${relative}`);

/** Every path of keys in `value` that has no CMS field, e.g. "hero.primary.to". */
function uncovered(value: unknown, fields: CmsField[] | undefined, at: string): string[] {
  if (value === null || typeof value !== "object") return [];
  if (Array.isArray(value)) throw new Error(`${at}: a list where a group of fields was expected`);
  return Object.entries(value as Record<string, unknown>).flatMap(([key, entry]) => {
    const field = fields?.find((candidate) => candidate.name === key);
    const here = at ? `${at}.${key}` : key;
    if (!field) return [here];
    return coveredValue(entry, field, here);
  });
}
function coveredValue(entry: unknown, field: CmsField, at: string): string[] {
  // Kept whole by a widget that shows it (or does not) and cannot change it.
  if (field.widget === "fixed" || field.widget === "hidden") return [];
  if (field.widget === "list") {
    if (!Array.isArray(entry)) return [`${at}: not a list in the YAML`];
    return entry.flatMap((item, index) =>
      field.fields
        ? uncovered(item, field.fields, `${at}[${index}]`)
        : field.field
          ? []
          : [`${at}[${index}]`],
    );
  }
  if (field.widget === "object") return uncovered(entry, field.fields, at);
  return entry !== null && typeof entry === "object" && !(entry instanceof Date)
    ? [`${at}: a group under a ${field.widget} field`]
    : [];
}

/** Every CMS field in a tree, with its dotted path. */
function allFields(fields: CmsField[], at = ""): { at: string; field: CmsField }[] {
  return fields.flatMap((field) => {
    const here = at ? `${at}.${field.name}` : field.name;
    return [
      { at: here, field },
      ...(field.fields ? allFields(field.fields, here) : []),
      ...(field.field ? allFields([field.field], here) : []),
    ];
  });
}

const findField = (fields: CmsField[], dotted: string): CmsField => {
  const [head, ...rest] = dotted.split(".");
  const field = fields.find((candidate) => candidate.name === head);
  if (!field) throw new Error(`no CMS field ${dotted}`);
  return rest.length === 0 ? field : findField(field.fields ?? [], rest.join("."));
};

describe("CMS configuration generated from the content model", () => {
  it("has an entry for every YAML file under content/, and only for those", () => {
    expect(contentFiles.length).toBeGreaterThanOrEqual(12);
    expect(cmsFiles.map(({ file }) => file.file).sort()).toEqual(
      contentFiles.map((file) => `content/${file}`),
    );
    const names = cmsFiles.map(({ collection, file }) => `${collection.name}/${file.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(contentFiles)("has a CMS field for every field of content/%s", (relative) => {
    const data = yaml.load(fs.readFileSync(path.join(contentRoot, relative), "utf8"));
    const entry = cmsFileFor(relative);
    expect(entry).toBeDefined();
    const { collection, file } = entry!;
    const format = contentFormats.find((candidate) => candidate.name === collection.format)!;
    const asEntry = format.fromFile(fs.readFileSync(path.join(contentRoot, relative), "utf8"));
    // A list-root file is edited through its format as { items: [...] }.
    expect(Array.isArray(data)).toBe(contentTypes[contentTypeName(relative)].root === "list");
    expect(uncovered(asEntry, file.fields, "")).toEqual([]);
  });

  it("gives every field of every type an Italian label of its own, and every type and file a name", () => {
    const unlabelled: string[] = [];
    for (const [typeName, spec] of Object.entries(contentTypes)) {
      if (!spec.label) unlabelled.push(typeName);
      for (const [key, decl] of Object.entries(spec.fields)) {
        if (decl.label.trim() === "" || decl.label === key) unlabelled.push(`${typeName}.${key}`);
      }
      for (const file of spec.node && spec.files && spec.files.length > 1 ? spec.files : []) {
        if (!spec.fileLabels?.[file]) unlabelled.push(file);
      }
    }
    expect(unlabelled).toEqual([]);
    for (const { file } of cmsFiles) {
      for (const { at, field } of allFields(file.fields)) {
        expect({ at, label: field.label.trim().length > 0 }).toEqual({ at, label: true });
      }
    }
  });

  it("shows a field added to the model, with its widget, without touching the CMS code", () => {
    const types: Record<string, TypeSpec> = {
      ...contentTypes,
      HomeHero: {
        ...contentTypes.HomeHero,
        fields: {
          ...contentTypes.HomeHero.fields,
          badge: optional(text({ label: "Etichetta nuova", hint: "Prova." })),
        },
      },
    };
    const home = cmsCollections(types)
      .flatMap((collection) => collection.files)
      .find((file) => file.file === "content/home.yaml")!;
    expect(findField(home.fields, "hero.badge")).toEqual({
      name: "badge",
      label: "Etichetta nuova",
      hint: "Prova.",
      required: false,
      widget: "string",
    });
  });

  const fileFields = (relative: string): CmsField[] =>
    (cmsFileFor(relative) as { file: CmsFile }).file.fields;

  it("maps each kind of field to its widget", () => {
    const services = findField(fileFields("services.yaml"), "items");
    expect(services).toMatchObject({
      widget: "list",
      label: "Servizi",
      label_singular: "Servizio",
      min: 1,
      summary: "{{fields.title}}",
    });
    expect(findField(services.fields!, "features")).toMatchObject({
      widget: "list",
      min: 5,
      max: 5,
      required: true,
      field: { widget: "string", name: "item" },
    });
    expect(findField(services.fields!, "onHome")).toMatchObject({
      widget: "boolean",
      default: false,
    });
    expect(findField(services.fields!, "description")).toMatchObject({ widget: "text" });
    expect(findField(services.fields!, "title")).toMatchObject({
      widget: "string",
      required: true,
    });
    expect(findField(services.fields!, "icon")).toMatchObject({ widget: "select" });
    expect(findField(services.fields!, "icon").options!.map((option) => option.value)).toEqual([
      ...iconNames,
    ]);

    const metrics = findField(fileFields("metrics.yaml"), "items").fields!;
    expect(findField(metrics, "value")).toMatchObject({ widget: "number", value_type: "float" });
    expect(findField(metrics, "decimals")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 0,
      max: 2,
    });
    expect(findField(metrics, "color").options!.map((option) => option.value)).toEqual([
      ...palette,
    ]);

    const cases = findField(fileFields("case-studies.yaml"), "items").fields!;
    expect(findField(cases, "gradient.from")).toMatchObject({
      widget: "color",
      allowInput: true,
      pattern: [expect.any(String), expect.any(String)],
    });
    expect(findField(cases, "image")).toMatchObject({
      widget: "image",
      media_folder: "images",
      public_folder: "images",
    });
    expect(findField(cases, "imageAlt")).toMatchObject({ required: true });

    const testimonials = findField(fileFields("testimonials.yaml"), "items").fields!;
    expect(findField(testimonials, "rating")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 5,
    });

    const home = fileFields("home.yaml");
    expect(findField(home, "hero.primary.to")).toMatchObject({
      widget: "select",
      options: siteRoutes.map((route) => ({ label: route, value: route })),
    });
    expect(findField(home, "hero.rotatingIcons")).toMatchObject({
      widget: "list",
      min: 6,
      max: 6,
      field: { widget: "select" },
    });
    expect(findField(home, "cta.secondary")).toMatchObject({ widget: "object", required: false });
    // Decap checks the fields of an empty optional group: they are optional for it (validateEntry requires them once used).
    expect(findField(home, "cta.secondary.label")).toMatchObject({ required: false });
    expect(findField(home, "cta.secondary.to")).toMatchObject({
      required: false,
      widget: "select",
    });
    expect(findField(home, "cta.primary.to")).toMatchObject({ required: true });
    expect(findField(fileFields("services-page.yaml"), "hero.eyebrow")).toMatchObject({
      widget: "string",
      required: false,
    });

    const legal = fileFields("legal/privacy-policy.yaml");
    expect(findField(legal, "updatedOn")).toMatchObject({
      widget: "datetime",
      date_format: "YYYY-MM-DD",
      time_format: false,
      required: false,
    });
    expect(findField(legal, "sections")).toMatchObject({
      widget: "list",
      label_singular: "Sezione",
    });
    expect(findField(legal, "sections.blocks")).toMatchObject({ widget: "list", required: true });
    expect(findField(legal, "sections.blocks.text")).toMatchObject({
      widget: "text",
      required: false,
    });
    expect(findField(legal, "sections.blocks.items")).toMatchObject({
      widget: "list",
      required: false,
      field: { widget: "string" },
    });
  });

  /** Every value of a scalar kind in the content, with the CMS field that edits it. */
  function valuesOfKind(kind: string): { relative: string; value: unknown; field: CmsField }[] {
    const found: { relative: string; value: unknown; field: CmsField }[] = [];
    for (const relative of contentFiles) {
      const data = yaml.load(fs.readFileSync(path.join(contentRoot, relative), "utf8"));
      const walk = (type: string, value: unknown, fields: CmsField[]) => {
        if (Array.isArray(value)) return value.forEach((item) => walk(type, item, fields));
        if (value === null || typeof value !== "object") return;
        for (const [key, parsed] of Object.entries(contentTypes[type].fields)) {
          const entry = (value as Record<string, unknown>)[key];
          const field = fields.find((candidate) => candidate.name === key)!;
          if (entry === undefined) continue;
          if (parsed.base === kind) {
            for (const item of Array.isArray(entry) ? entry : [entry])
              found.push({ relative, value: item, field });
          } else if (!isScalar(parsed.base) && field.fields) {
            walk(parsed.base, entry, field.fields);
          }
        }
      };
      const typeName = contentTypeName(relative);
      const fields = cmsFileFor(relative)!.file.fields;
      walk(typeName, data, contentTypes[typeName].root === "list" ? fields[0].fields! : fields);
    }
    return found;
  }

  it("writes image paths in the shape the content holds: <public_folder>/<file>, relative to the YAML file", () => {
    const images = valuesOfKind("File");
    expect(images.length).toBeGreaterThanOrEqual(7);
    for (const { relative, value, field } of images) {
      const name = path.posix.basename(String(value));
      expect(value).toBe(`${field.public_folder}/${name}`);
      expect(
        fs.existsSync(path.join(contentRoot, path.dirname(relative), field.media_folder!, name)),
      ).toBe(true);
    }
  });

  it("offers every internal path the content uses, and the route list matches the pages and the legal slugs", () => {
    const pages = fs
      .readdirSync(path.join(repoRoot, "src", "pages"))
      .filter((file) => !/\.test\.tsx$/.test(file))
      .map((file) => file.replace(/\.tsx$/, ""))
      .filter((name) => name !== "404")
      .map((name) => (name === "index" ? "/" : `/${name}/`));
    const slugs = fs.readdirSync(path.join(contentRoot, "legal")).map(
      (file) =>
        (
          yaml.load(fs.readFileSync(path.join(contentRoot, "legal", file), "utf8")) as {
            slug: string;
          }
        ).slug,
    );
    expect([...siteRoutes].sort()).toEqual([...pages, ...slugs].sort());

    const paths = valuesOfKind("Path");
    expect(paths.length).toBeGreaterThanOrEqual(20);
    for (const { value, field } of paths) {
      // No value carries a #anchor today; one that did would not be among the select's options.
      expect(field.options!.map((option) => option.value)).toContain(value);
    }
  });

  it("names in a hint only the placeholders the site fills, and only those useful in that text", () => {
    const named = (hint: string | undefined) =>
      [...(hint ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const title = findField(fileFields("home.yaml"), "cta.title").hint!;
    expect(named(title)).toEqual(["companyName"]);
    expect(title).toContain("{companyName}: il sito lo sostituisce con il nome dell'azienda.");
    expect(named(findField(fileFields("contact.yaml"), "info.intro").hint)).toEqual([
      "companyName",
      "phone",
      "email",
    ]);
    // A legal text may need any of the company's details; no other text needs them all.
    const hints = config.collections.flatMap((collection) =>
      collection.files.flatMap((file) =>
        allFields(file.fields).map(({ at, field }) => ({
          where: `${file.file}: ${at}`,
          names: named(field.hint),
        })),
      ),
    );
    const known: string[] = [...placeholderNames, "n", "total", "rating"];
    expect(hints.flatMap(({ names }) => names.filter((name) => !known.includes(name)))).toEqual([]);
    expect(
      hints
        .filter(({ names }) => names.length === placeholderNames.length)
        .map(({ where }) => where),
    ).toEqual([
      "content/site.yaml: footer.companyDetails",
      "content/legal/privacy-policy.yaml: intro",
      "content/legal/privacy-policy.yaml: sections.blocks.text",
      "content/legal/privacy-policy.yaml: sections.blocks.items",
      "content/legal/termini-servizio.yaml: intro",
      "content/legal/termini-servizio.yaml: sections.blocks.text",
      "content/legal/termini-servizio.yaml: sections.blocks.items",
    ]);
  });

  it("opens from each file the page that shows it, a legal page at its own slug", () => {
    const paths = Object.fromEntries(
      config.collections.flatMap((collection) =>
        collection.files.map((file) => [file.file.replace(/^content\//, ""), file.preview_path]),
      ),
    );
    expect(paths).toMatchObject({
      "home.yaml": "",
      // The company data: the contact page shows them (and the footer its disclosures).
      "site.yaml": "contatti/",
      "about.yaml": "chi-siamo/",
      "services.yaml": "servizi/",
      "case-studies.yaml": "portfolio/",
      "contact.yaml": "contatti/",
    });
    for (const [file, preview] of Object.entries(paths)) {
      // The publishing checklist has no page: the build reads it, and the admin hides the link.
      if (file === "publishing-checklist.yaml") {
        expect(preview).toBe(NO_PAGE);
        expect(adminHtml()).toContain(`a[href$="${NO_PAGE}"]{display:none}`);
        continue;
      }
      expect(siteRoutes).toContain(`/${preview}`);
      if (file.startsWith("legal/")) {
        const { slug } = yaml.load(fs.readFileSync(path.join(contentRoot, file), "utf8")) as {
          slug: string;
        };
        expect(`/${preview}`).toBe(slug);
      }
    }
  });

  it("lets the editor only confirm the checklist's items: no item added, removed or moved, no text changed", () => {
    const fields = fileFields("publishing-checklist.yaml");
    const items = findField(fields, "items");
    expect(items).toMatchObject({ allow_add: false, allow_remove: false, allow_reorder: false });
    const editable = allFields(fields).filter(
      ({ field }) => !["fixed", "hidden", "list"].includes(field.widget),
    );
    expect(editable.map(({ at, field }) => [at, field.widget])).toEqual([
      ["items.confirmed", "boolean"],
    ]);
    expect(findField(items.fields!, "key")).toMatchObject({ widget: "hidden" });
    expect(findField(items.fields!, "places")).toMatchObject({ widget: "fixed", required: false });
  });

  it("says in an image's hint the smallest picture it takes, as the content model declares it", () => {
    const cases = findField(fileFields("case-studies.yaml"), "items").fields!;
    expect(findField(cases, "image").hint).toMatch(/ Almeno 1200 × 800 pixel\.$/);
    expect(findField(fileFields("site.yaml"), "seo.shareImage").hint).toMatch(
      / Almeno 1200 × 630 pixel\.$/,
    );
  });

  it("names where a value is changed as the editor shows it: group › file › field labels", () => {
    expect(editorPlace("content/site.yaml", "registration.reaNumber")).toBe(
      "Pagine e dati del sito › Dati dell'azienda e testi comuni › Dati del Registro delle Imprese › Numero REA",
    );
    expect(editorPlace("content/home.yaml", "why.reasons[0].title")).toMatch(
      /^Pagine e dati del sito › .+ › Motivo n\. 1 › Titolo$/,
    );
    expect(editorPlace("content/services.yaml", "[2].features")).toBe(
      "Servizi, casi di studio, testimonianze e numeri › Servizi › Servizio n. 3 › Voci della scheda",
    );
    expect(editorPlace("content/testimonials.yaml")).toBe(
      "Servizi, casi di studio, testimonianze e numeri › Testimonianze",
    );
    expect(editorPlace("content/site.yaml", "vatNumero")).toBeUndefined();
    expect(editorPlace("content/site.yaml", "vatNumber.x")).toBeUndefined();
    expect(editorPlace("content/sito.yaml", "vatNumber")).toBeUndefined();
  });

  it("uploads every image into the one folder the Media tab lists, which holds every image", () => {
    // Decap's Media tab lists its default media folder without sub-folders (getMedia, depth 1).
    const uploadFolders = cmsFiles.flatMap(({ file }) =>
      allFields(file.fields)
        .filter(({ field }) => field.widget === "image")
        .map(({ field }) => `content/${field.media_folder}`),
    );
    expect(uploadFolders.length).toBeGreaterThan(1);
    expect(new Set(uploadFolders)).toEqual(new Set([config.media_folder]));
    const images = path.join(repoRoot, config.media_folder);
    expect(fs.readdirSync(images, { withFileTypes: true }).filter((f) => !f.isFile())).toEqual([]);
  });

  it("sends a report from Decap's error page to the editor's email, not to GitHub", () => {
    expect(config.issue_reports.url).toBe("mailto:");
  });

  it("sets the backends, the Italian interface and the editorial workflow", () => {
    expect(config).toMatchObject({
      backend: {
        name: "github",
        repo: "agenzia/sito",
        branch: "main",
        base_url: "https://api.netlify.com",
      },
      local_backend: { url: "http://127.0.0.1:8081/api/v1" },
      locale: "it",
      publish_mode: "editorial_workflow",
      site_url: "https://www.example.test",
      media_folder: "content/images",
    });
    expect(config.collections.map((collection) => [collection.name, collection.format])).toEqual([
      ["pagine", "content-yaml"],
      ["elenchi", "content-yaml-list"],
      ["legali", "content-yaml"],
    ]);
    // Plain data: the admin hands it to CMS.init as it is.
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
  });
});
