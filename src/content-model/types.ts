/**
 * The content model: every type of the YAML files under `content/`, declared once.
 *
 * gatsby-node.ts turns this into GraphQL type definitions (no inference) and checks
 * every YAML node against it, so an editor who breaks a file gets a build error that
 * names the file and the field.
 *
 * Field notation, GraphQL-like:
 *   "String!"      required string          "String"     optional string
 *   "[String!]!"   required list of strings "Int!", "Float!", "Boolean!", "Date"
 *   "File!"        path relative to the YAML file, resolved to a File node (image)
 *   "Icon!"        a name from src/components/icons.ts
 *   "Color!"       a name from the design palette (see palette below)
 *   "Hex!"         a colour such as "#7c3aed"
 *   "Path!"        an internal path such as "/contatti/"
 *   "Seo!"         another type declared below
 * A list may carry an exact length: "[String!]!{5}".
 */

import type { FieldSpec } from "./field";

export const palette = ["blue", "violet", "pink", "orange", "green", "teal"] as const;
export type PaletteColor = (typeof palette)[number];

export type { FieldSpec, FieldDecl } from "./field";

export interface TypeSpec {
  /** Italian name of the type, as the CMS shows it (a page, a list, a group of fields). */
  label?: string;
  /** A node type: one per YAML file (or per item of a list file). */
  node?: boolean;
  /** Content file(s), relative to content/, that produce this node type (the CMS edits each one). */
  files?: string[];
  /** Italian name of each file when a type has several (the legal pages). */
  fileLabels?: Record<string, string>;
  /** "list": the file's root is a list of items of this type (services.yaml, ...); otherwise a group of fields. */
  root?: "list";
  /** Italian description of the file, shown under its name in the CMS. */
  hint?: string;
  /** How an item of a list of this type is summed up in the CMS, e.g. "{{fields.title}}". */
  summary?: string;
  fields: Record<string, FieldSpec>;
}

export const contentTypes: Record<string, TypeSpec> = {
  /* ------------------------------------------------------------------ shared */
  Seo: { fields: { title: "String!", description: "String!" } },
  LinkItem: { fields: { label: "String!", to: "Path!" } },
  IconCard: { fields: { icon: "Icon!", title: "String!", description: "String!" } },
  TextCard: { fields: { title: "String!", description: "String!" } },
  Step: { fields: { number: "String!", title: "String!", description: "String!" } },
  Method: { fields: { title: "String!", intro: "String!", steps: "[Step!]!{5}" } },
  PageHero: { fields: { eyebrow: "String", title: "String!", text: "String!" } },
  CallToAction: {
    fields: { title: "String!", text: "String!", primary: "LinkItem!", secondary: "LinkItem" },
  },
  SectionIntro: { fields: { title: "String!", intro: "String" } },

  /* -------------------------------------------------------------------- site */
  SiteYaml: {
    node: true,
    files: ["site.yaml"],
    fields: {
      companyName: "String!",
      legalName: "String!",
      tagline: "String!",
      phone: "String!",
      email: "String!",
      address: "Address!",
      vatNumber: "String!",
      openingHours: "[OpeningHours!]!",
      logoAlt: "String!",
      nav: "[LinkItem!]!{4}",
      headerCta: "LinkItem!",
      ui: "SiteUi!",
      footer: "Footer!",
      splash: "Splash!",
      toasts: "Toasts!",
      notFound: "NotFound!",
      errorPage: "ErrorPage!",
      seo: "SiteSeo!",
    },
  },
  Address: {
    fields: {
      street: "String!",
      postalCode: "String!",
      city: "String!",
      province: "String!",
      region: "String!",
      country: "String!",
      countryCode: "String!",
    },
  },
  OpeningHours: { fields: { days: "String!", hours: "String!", schemaOrg: "String!" } },
  SiteUi: {
    fields: {
      skipLink: "String!",
      navLabel: "String!",
      homeLinkLabel: "String!",
      menuOpenLabel: "String!",
      menuCloseLabel: "String!",
      phoneButtonLabel: "String!",
    },
  },
  Footer: {
    fields: {
      description: "String!",
      navTitle: "String!",
      contactTitle: "String!",
      legalTitle: "String!",
      legalLinks: "[LinkItem!]!",
      vatLabel: "String!",
      copyright: "String!",
    },
  },
  Splash: { fields: { message: "String!", progressLabel: "String!" } },
  Toast: { fields: { title: "String!", description: "String!" } },
  Toasts: {
    fields: {
      required: "Toast!",
      consent: "Toast!",
      failure: "Toast!",
      success: "Toast!",
      dismissLabel: "String!",
      regionLabel: "String!",
    },
  },
  NotFound: { fields: { seo: "Seo!", title: "String!", text: "String!", homeLink: "String!" } },
  ErrorPage: { fields: { title: "String!", text: "String!", homeLink: "String!" } },
  SiteSeo: { fields: { shareImage: "File!", shareImageAlt: "String!" } },

  /* -------------------------------------------------------------------- home */
  HomeYaml: {
    node: true,
    files: ["home.yaml"],
    fields: {
      seo: "Seo!",
      hero: "HomeHero!",
      stats: "SectionIntro!",
      services: "HomeServices!",
      why: "HomeWhy!",
      cta: "CallToAction!",
    },
  },
  HomeHero: {
    fields: {
      eyebrow: "String!",
      title: "String!",
      titleHighlight: "String!",
      text: "String!",
      primary: "LinkItem!",
      secondary: "LinkItem!",
      rotatingIcons: "[Icon!]!{6}",
    },
  },
  HomeServices: { fields: { title: "String!", intro: "String!", linkLabel: "String!", link: "Path!" } },
  HomeWhy: { fields: { title: "String!", intro: "String!", reasons: "[IconCard!]!{3}" } },

  /* ---------------------------------------------------------------- services */
  ServicesYaml: {
    node: true,
    files: ["services.yaml"],
    root: "list",
    fields: {
      key: "String!",
      icon: "Icon!",
      title: "String!",
      description: "String!",
      features: "[String!]!{5}",
      onHome: "Boolean!",
    },
  },
  ServicesPageYaml: {
    node: true,
    files: ["services-page.yaml"],
    fields: {
      seo: "Seo!",
      hero: "PageHero!",
      cardCta: "LinkItem!",
      featuresLabel: "String!",
      method: "Method!",
      cta: "CallToAction!",
    },
  },

  /* ------------------------------------------------------------------- about */
  AboutYaml: {
    node: true,
    files: ["about.yaml"],
    fields: {
      seo: "Seo!",
      hero: "PageHero!",
      mission: "Mission!",
      values: "AboutValues!",
      points: "AboutPoints!",
      method: "Method!",
      cta: "CallToAction!",
    },
  },
  Mission: { fields: { title: "String!", paragraphs: "[String!]!" } },
  AboutValues: { fields: { title: "String!", intro: "String", items: "[IconCard!]!{4}" } },
  AboutPoints: { fields: { title: "String!", intro: "String", items: "[TextCard!]!{6}" } },

  /* --------------------------------------------------------------- portfolio */
  PortfolioYaml: {
    node: true,
    files: ["portfolio.yaml"],
    fields: {
      seo: "Seo!",
      hero: "PortfolioHero!",
      metrics: "SectionIntro!",
      caseStudies: "CaseStudiesSection!",
      testimonials: "TestimonialsSection!",
      cta: "CallToAction!",
      decorativeIcons: "[Icon!]!",
    },
  },
  PortfolioHero: { fields: { title: "String!", text: "String!", badges: "[Badge!]!{2}" } },
  Badge: { fields: { icon: "Icon!", label: "String!" } },
  CaseStudiesSection: {
    fields: { title: "String!", intro: "String!", resultsLabel: "String!", more: "String!" },
  },
  TestimonialsSection: {
    fields: {
      title: "String!",
      intro: "String!",
      previousLabel: "String!",
      nextLabel: "String!",
      dotLabel: "String!",
      ratingLabel: "String!",
      carouselLabel: "String!",
      slideLabel: "String!",
    },
  },
  MetricsYaml: {
    node: true,
    files: ["metrics.yaml"],
    root: "list",
    fields: {
      key: "String!",
      value: "Float!",
      decimals: "Int!",
      suffix: "String!",
      icon: "Icon!",
      color: "Color!",
      label: "String!",
      subtitle: "String!",
      homeLabel: "String!",
    },
  },
  CaseStudiesYaml: {
    node: true,
    files: ["case-studies.yaml"],
    root: "list",
    fields: {
      key: "String!",
      title: "String!",
      category: "String!",
      image: "File!",
      imageAlt: "String!",
      results: "[String!]!{3}",
      description: "String!",
      gradient: "Gradient!",
    },
  },
  Gradient: { fields: { from: "Hex!", to: "Hex!" } },
  TestimonialsYaml: {
    node: true,
    files: ["testimonials.yaml"],
    root: "list",
    fields: { name: "String!", role: "String!", content: "String!", rating: "Int!" },
  },

  /* ----------------------------------------------------------------- contact */
  ContactYaml: {
    node: true,
    files: ["contact.yaml"],
    fields: {
      seo: "Seo!",
      hero: "PageHero!",
      form: "ContactForm!",
      info: "ContactInfo!",
    },
  },
  ContactForm: {
    fields: {
      title: "String!",
      intro: "String!",
      requiredNote: "String!",
      nameLabel: "String!",
      namePlaceholder: "String!",
      emailLabel: "String!",
      emailPlaceholder: "String!",
      phoneLabel: "String!",
      phonePlaceholder: "String!",
      messageLabel: "String!",
      messagePlaceholder: "String!",
      consentText: "String!",
      consentLinkLabel: "String!",
      consentDefault: "Boolean!",
      honeypotLabel: "String!",
      submitLabel: "String!",
      submittingLabel: "String!",
      invalidEmail: "String!",
      invalidPhone: "String!",
      tooLong: "String!",
    },
  },
  ContactInfo: {
    fields: {
      title: "String!",
      intro: "String!",
      phoneLabel: "String!",
      emailLabel: "String!",
      addressLabel: "String!",
      hoursTitle: "String!",
    },
  },

  /* ------------------------------------------------------------------- legal */
  LegalYaml: {
    node: true,
    files: ["legal/privacy-policy.yaml", "legal/termini-servizio.yaml"],
    fields: {
      slug: "Path!",
      seo: "Seo!",
      title: "String!",
      intro: "String!",
      updatedLabel: "String!",
      updatedOn: "Date",
      sections: "[LegalSection!]!",
    },
  },
  LegalSection: { fields: { title: "String!", blocks: "[LegalBlock!]!" } },
  LegalBlock: { fields: { text: "String", items: "[String!]" } },
};
