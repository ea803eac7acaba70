import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Header as SiteHeader, HEADER_SCROLL_THRESHOLD } from "./Header";
import { mockSiteQuery } from "../../../__tests__/helpers/content";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

beforeEach(() => {
  mockSiteQuery();
  scrollTo(0);
});

describe("header", () => {
  it("turns to glass only past 20 px of scroll", () => {
    expect(HEADER_SCROLL_THRESHOLD).toBe(20);
    render(<SiteHeader pathname="/" />);
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(20);
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(21);
    expect(header).toHaveAttribute("data-scrolled", "true");
    scrollTo(5);
    expect(header).toHaveAttribute("data-scrolled", "false");
  });

  it("shows the four links, the home logo and the call to action", () => {
    render(<SiteHeader pathname="/" />);
    const nav = screen.getAllByRole("navigation", { name: "Navigazione principale" })[0];
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual(["Servizi", "Chi siamo", "Portfolio", "Contatti"]);
    expect(
      screen.getByRole("link", { name: "Impulso Digitale, torna alla home page" }),
    ).toHaveAttribute("href", "/");
    const ctas = screen.getAllByRole("link", { name: "Richiedi Consulenza", hidden: true });
    expect(ctas[0]).toHaveAttribute("href", "/contatti/");
  });

  it("marks the current page's link", () => {
    render(<SiteHeader pathname="/portfolio" />);
    const nav = screen.getAllByRole("navigation", { name: "Navigazione principale" })[0];
    expect(within(nav).getByRole("link", { name: "Portfolio" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Servizi" })).not.toHaveAttribute("aria-current");
  });

  it("opens and closes the mobile menu by toggle, Escape and link", () => {
    render(<SiteHeader pathname="/" />);
    const toggle = screen.getByRole("button", { name: "Apri il menu" });
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Chiudi il menu");
    expect(menu).toBeVisible();
    expect(
      within(menu)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Servizi", "Chi siamo", "Portfolio", "Contatti", "Richiedi Consulenza"]);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    fireEvent.click(within(menu).getByRole("link", { name: "Chi siamo" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();
  });

  it("closes the mobile menu on a navigation, and only then", () => {
    const { rerender } = render(<SiteHeader pathname="/" />);
    const toggle = screen.getByRole("button", { name: "Apri il menu" });
    fireEvent.click(toggle);
    rerender(<SiteHeader pathname="/" />);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    rerender(<SiteHeader pathname="/servizi/" />);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)).not.toBeVisible();
  });
});
