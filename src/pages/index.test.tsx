import { act, render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import HomePage from "./index";
import { HERO_ICON_PERIOD_MS } from "../sections/home/HomeHero";
import { loadContent, mockSiteQuery } from "../../__tests__/helpers/content";

type HomeYaml = NonNullable<Queries.HomePageQuery["homeYaml"]>;
type Service = Queries.ServicePreviewCardFragment & { onHome: boolean };

function homeData(): Queries.HomePageQuery {
  const services = loadContent<Service[]>("services.yaml");
  return {
    homeYaml: loadContent<HomeYaml>("home.yaml"),
    allMetricsYaml: { nodes: loadContent<Queries.StatTileFragment[]>("metrics.yaml") },
    allServicesYaml: { nodes: services.filter((service) => service.onHome) },
  };
}

function renderHome() {
  const data = homeData();
  render(<HomePage {...({ data } as unknown as PageProps<Queries.HomePageQuery>)} />);
  return data;
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

describe("home page", () => {
  it("renders the hero, its two buttons and the YAML copy", () => {
    const data = renderHome();
    const hero = data.homeYaml!.hero;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Rivoluziona il tuo Business nel digitale",
    );
    expect(screen.getByText(hero.text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Inizia Ora" })).toHaveAttribute("href", "/contatti/");
    expect(screen.getByRole("link", { name: "Vedi Risultati" })).toHaveAttribute(
      "href",
      "/portfolio/",
    );
  });

  it("shows the four statistics as the site's marketing claims", () => {
    renderHome();
    const stats = screen
      .getByRole("heading", { name: "I numeri che parlano per noi" })
      .closest("section")!;
    const values = within(stats)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("p")!.textContent);
    expect(values).toEqual(["250%", "4,2%", "5,8x", "300%"]);
    expect(
      within(stats).getByText("Crescita media dei follower nei primi 3 mesi"),
    ).toBeInTheDocument();
    expect(within(stats).getByText("ROAS massimo raggiunto")).toBeInTheDocument();
  });

  it("states the source of the figures under the tiles", () => {
    const data = renderHome();
    const stats = screen
      .getByRole("heading", { name: "I numeri che parlano per noi" })
      .closest("section")!;
    const note = within(stats).getByText(data.homeYaml!.stats.note);
    expect(
      within(stats).getByRole("list").compareDocumentPosition(note) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(note).toHaveTextContent(/settore, budget e punto di partenza/);
  });

  it("shows three service cards each linking to /servizi", () => {
    const data = renderHome();
    const links = screen.getAllByRole("link", { name: /^Scopri di più/ });
    expect(links).toHaveLength(3);
    links.forEach((link) => expect(link).toHaveAttribute("href", "/servizi/"));
    data.allServicesYaml.nodes.forEach((service) =>
      expect(screen.getByRole("heading", { name: service.title })).toBeInTheDocument(),
    );
  });

  it("explains why to choose the agency and closes with the consultation call to action", () => {
    const data = renderHome();
    expect(
      screen.getByRole("heading", { name: "Perché Scegliere Impulso Digitale" }),
    ).toBeInTheDocument();
    data.homeYaml!.why.reasons.forEach((reason) =>
      expect(screen.getByRole("heading", { name: reason.title })).toBeInTheDocument(),
    );
    expect(screen.getByRole("link", { name: "Richiedi Consulenza Gratuita" })).toHaveAttribute(
      "href",
      "/contatti/",
    );
  });

  it("rotates the hero icon through its six icons every 2 s", () => {
    jest.useFakeTimers();
    try {
      renderHome();
      const icon = screen.getByTestId("hero-icon");
      expect(icon).toHaveAttribute("aria-hidden", "true");
      expect(HERO_ICON_PERIOD_MS).toBe(2000);
      expect(icon).toHaveAttribute("data-index", "0");
      act(() => jest.advanceTimersByTime(1999));
      expect(icon).toHaveAttribute("data-index", "0");
      act(() => jest.advanceTimersByTime(1));
      expect(icon).toHaveAttribute("data-index", "1");
      act(() => jest.advanceTimersByTime(2000 * 5));
      expect(icon).toHaveAttribute("data-index", "0");
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps the hero icon still under reduced motion", () => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: query.includes("reduce"),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    jest.useFakeTimers();
    try {
      renderHome();
      act(() => jest.advanceTimersByTime(6000));
      expect(screen.getByTestId("hero-icon")).toHaveAttribute("data-index", "0");
    } finally {
      jest.useRealTimers();
    }
  });
});
