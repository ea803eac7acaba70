/**
 * The content model: every type of the YAML files under `content/`, declared once, one module per
 * content file in model/ (the types several files use in model/shared.ts), with the builders of
 * field.ts. The GraphQL type definitions (sdl.ts), the check of the YAML files (rules.ts, run by
 * the build, `npm run check:content` and the CMS) and the Decap configuration (src/cms/config.ts)
 * all come from it. Guidance for editors lives in the labels and hints, not in YAML comments.
 */
import type { Closed, TypeSpec } from "./field";
import { about } from "./model/about";
import { caseStudies } from "./model/case-studies";
import { contact } from "./model/contact";
import { home } from "./model/home";
import { legal } from "./model/legal";
import { metrics } from "./model/metrics";
import { portfolio } from "./model/portfolio";
import { publishingChecklist } from "./model/publishing-checklist";
import { services } from "./model/services";
import { servicesPage } from "./model/services-page";
import { shared } from "./model/shared";
import { site } from "./model/site";
import { testimonials } from "./model/testimonials";

export type { Field, TypeSpec, TypeSpecs } from "./field";
export { IMAGES_FOLDER } from "./model/fields";
export { placeholderNames } from "./model/placeholders";

export const palette = ["blue", "violet", "pink", "orange", "green", "teal"] as const;
export type PaletteColor = (typeof palette)[number];

const declared = {
  ...shared,
  ...site,
  ...home,
  ...services,
  ...servicesPage,
  ...about,
  ...portfolio,
  ...metrics,
  ...caseStudies,
  ...testimonials,
  ...contact,
  ...publishingChecklist,
  ...legal,
};
type Declared = typeof declared;

/** Every type a group or a list names is declared: a wrong or missing name fails tsc here. */
export const model: Declared = declared satisfies Closed<Declared>;

/** The model by type name, for the code that walks it from a file's type. */
export const contentTypes: Readonly<Record<string, TypeSpec>> = model;
