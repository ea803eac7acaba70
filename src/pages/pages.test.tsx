import { render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import React from "react";
import AboutPage from "./chi-siamo";
import ContactPage from "./contatti";
import PortfolioPage from "./portfolio";
import ServicesPage from "./servizi";
import LegalPage from "../templates/legal-page";
import { loadContent, mockSiteQuery } from "../../__tests__/helpers/content";

function renderPage<Data, Context extends object = object>(
  Page: React.ComponentType<PageProps<Data, Context>>,
  data: Data,
  pageContext?: Context,
) {
  render(
    <Page {...({ data, pageContext: pageContext ?? {} } as unknown as PageProps<Data, Context>)} />,
  );
}

beforeEach(() => {
  mockSiteQuery();
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});

describe("Servizi", () => {
  const page =
    loadContent<NonNullable<Queries.ServicesPageQuery["servicesPageYaml"]>>("services-page.yaml");
  const services = loadContent<Queries.ServiceCardFragment[]>("services.yaml");

  it("shows six services with five features and a quote link each, the method and the call to action", () => {
    renderPage(ServicesPage, { servicesPageYaml: page, allServicesYaml: { nodes: services } });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(6);
    cards.forEach((card, i) => {
      expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent(services[i].title);
      expect(within(card).getAllByRole("listitem")).toHaveLength(5);
      expect(
        within(card).getByRole("link", { name: new RegExp(`^Richiedi Preventivo`) }),
      ).toHaveAttribute("href", "/contatti/");
    });
    expect(page.method.steps.map((s) => s.title)).toEqual([
      "Analisi",
      "Strategia",
      "Produzione",
      "Pubblicazione",
      "Ottimizzazione",
    ]);
    page.method.steps.forEach((step) =>
      expect(
        screen.getByRole("heading", { name: `${step.number}. ${step.title}` }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole("link", { name: page.cta.primary.label })).toHaveAttribute(
      "href",
      "/contatti/",
    );
  });
});

describe("Chi siamo", () => {
  const page = loadContent<NonNullable<Queries.AboutPageQuery["aboutYaml"]>>("about.yaml");

  it("shows the mission, four values, six points, the five-step method and the call to action", () => {
    renderPage(AboutPage, { aboutYaml: page });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    expect(screen.getByRole("heading", { name: page.mission.title })).toBeInTheDocument();
    expect(page.values.items).toHaveLength(4);
    expect(page.points.items).toHaveLength(6);
    [...page.values.items, ...page.points.items].forEach((item) =>
      expect(screen.getByRole("heading", { name: item.title })).toBeInTheDocument(),
    );
    expect(page.method.steps).toHaveLength(5);
    expect(screen.getByRole("link", { name: page.cta.primary.label })).toHaveAttribute(
      "href",
      "/contatti/",
    );
  });
});

describe("Portfolio & Risultati", () => {
  const page =
    loadContent<NonNullable<Queries.PortfolioPageQuery["portfolioYaml"]>>("portfolio.yaml");
  const studies = loadContent<Queries.CaseStudyCardFragment[]>("case-studies.yaml").map(
    (study) => ({
      ...study,
      image: { childImageSharp: null },
    }),
  );

  it("shows its five sections in order", () => {
    renderPage(PortfolioPage, {
      portfolioYaml: page,
      allMetricsYaml: { nodes: loadContent("metrics.yaml") },
      allCaseStudiesYaml: { nodes: studies },
      allTestimonialsYaml: { nodes: loadContent("testimonials.yaml") },
    } as unknown as Queries.PortfolioPageQuery);
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1).toHaveTextContent("Portfolio & Risultati");
    expect(screen.getByText("Risultati Garantiti")).toBeInTheDocument();
    expect(screen.getByText("Strategie Innovative")).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      page.metrics.title,
      page.caseStudies.title,
      page.testimonials.title,
      page.cta.title,
    ]);
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.getByText("E molti altri...")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Richiedi la Tua Consulenza" })).toHaveAttribute(
      "href",
      "/contatti/",
    );
    expect(screen.getByRole("link", { name: "Scopri i Servizi" })).toHaveAttribute(
      "href",
      "/servizi/",
    );
  });
});

describe("Contatti", () => {
  const page = loadContent<NonNullable<Queries.ContactPageQuery["contactYaml"]>>("contact.yaml");

  it("shows the form section and the contact details from the site file", () => {
    renderPage(ContactPage, { contactYaml: page });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Contattaci");
    expect(
      screen.getByRole("heading", { name: "Richiedi una Consulenza Gratuita" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+39 02 8942 1175" })).toHaveAttribute(
      "href",
      "tel:+390289421175",
    );
    expect(screen.getByRole("link", { name: "info@impulsodigitale.it" })).toHaveAttribute(
      "href",
      "mailto:info@impulsodigitale.it",
    );
    expect(screen.getByText("Lunedì - Domenica")).toBeInTheDocument();
    expect(screen.getByText("Sempre aperto")).toBeInTheDocument();
  });
});

describe("legal pages", () => {
  it.each([
    ["legal/privacy-policy.yaml", 9],
    ["legal/termini-servizio.yaml", 10],
  ])("%s renders its %i sections, the controller and the update date", (file, count) => {
    const page = loadContent<NonNullable<Queries.LegalPageQuery["legalYaml"]>>(file);
    renderPage(LegalPage, { legalYaml: { ...page, updatedOn: null } } as Queries.LegalPageQuery, {
      id: "x",
      buildDate: "2026-11-22",
    });
    const sections = screen.getAllByRole("heading", { level: 2 });
    expect(sections).toHaveLength(count);
    expect(screen.getByText("22 novembre 2026")).toHaveAttribute("datetime", "2026-11-22");
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
    // The first section names the company with its register data (art. 2250 c.c.).
    const first = sections[0].closest("section")!;
    for (const fact of [
      "Impulso Digitale S.r.l.",
      "sede legale in Viale Monza 112, 20127 Milano (MI), Italia",
      "Registro delle Imprese di Milano Monza Brianza Lodi",
      "REA MI-2547318",
      "capitale sociale € 10.000,00 i.v.",
      "P. IVA 10583720965",
    ]) {
      expect(first).toHaveTextContent(fact);
    }
  });
});
