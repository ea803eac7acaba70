/**
 * The content model: every type of the YAML under `content/`, one module per file in model/. The
 * GraphQL types (sdl.ts), the content check (rules.ts) and the Decap configuration all come from it.
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

export const contentTypes: Readonly<Record<string, TypeSpec>> = model;
