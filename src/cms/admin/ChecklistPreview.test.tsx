import fs from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { ChecklistPreview, type ChecklistData } from "./ChecklistPreview";
import { parseContent } from "../formats";
import { SiteProvider, type SiteData } from "./preview-data";
import { contentRoot } from "../../../__tests__/helpers/content";

// The admin bundle's "gatsby": useStaticQuery answers with the site file SiteProvider holds.
jest.mock("gatsby", () => jest.requireActual("./gatsby-stub"));

const load = (file: string) =>
  parseContent(fs.readFileSync(path.join(contentRoot, file), "utf8")) as Record<string, unknown>;

it("names where each value is changed as the editor's menus, not as files and keys", () => {
  const data = load("publishing-checklist.yaml") as unknown as ChecklistData;
  render(
    <SiteProvider site={load("site.yaml") as unknown as SiteData}>
      <ChecklistPreview data={data} />
    </SiteProvider>,
  );
  expect(
    screen.getByText("Pagine e dati del sito › Dati dell'azienda e testi comuni › Partita IVA"),
  ).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/content\/|vatNumber/);
});
