import { render, screen } from "@testing-library/react";
import React from "react";
import { Layout } from "./Layout";
import { mockSiteQuery } from "../../../__tests__/helpers/content";

function Broken(): React.ReactElement {
  throw new Error("boom");
}

beforeEach(() => {
  mockSiteQuery();
});

describe("layout", () => {
  it("has a skip link to the main content, the footer and the phone button", () => {
    render(
      <Layout pathname="/">
        <p>Contenuto</p>
      </Layout>,
    );
    const skip = screen.getByRole("link", { name: "Vai al contenuto principale" });
    expect(document.querySelector(skip.getAttribute("href")!)).toBe(screen.getByRole("main"));
    expect(
      screen.getByText("© 2024 Impulso Digitale. Tutti i diritti riservati."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy/",
    );
    expect(screen.getByRole("link", { name: "Termini di Servizio" })).toHaveAttribute(
      "href",
      "/termini-servizio/",
    );
    expect(screen.getByRole("link", { name: "Chiamaci al +39 02 8942 1175" })).toHaveAttribute(
      "href",
      "tel:+390289421175",
    );
  });

  it("states the company's register data in the footer (art. 2250 c.c.)", () => {
    render(
      <Layout pathname="/">
        <p>Contenuto</p>
      </Layout>,
    );
    const footer = screen.getByRole("contentinfo");
    const text = footer.textContent ?? "";
    expect(text).toContain("Impulso Digitale S.r.l.");
    expect(text).toContain("Sede legale: Viale Monza 112, 20127 Milano (MI), Italia");
    expect(text).toContain("Capitale sociale € 10.000,00 i.v.");
    expect(text).toContain("Registro delle Imprese di Milano Monza Brianza Lodi");
    expect(text).toContain("REA MI-2547318");
    expect(text).toContain("P. IVA 10583720965");
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it("shows the fallback screen when a page throws", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <Layout pathname="/">
        <Broken />
      </Layout>,
    );
    expect(
      screen.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    spy.mockRestore();
  });
});
