/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { commentsOf, keepComments, START } from "./comments";
import { contentFormats, parseContent, serializeContent } from "./formats";
import { contentRoot } from "../../__tests__/helpers/content";

const read = (file: string) => fs.readFileSync(path.join(contentRoot, file), "utf8");
const [mapFormat, listFormat] = contentFormats;

describe("YAML comments through a save", () => {
  it("knows a comment from a # inside a text", () => {
    const text = [
      "# in cima",
      "",
      'title: "Colore #1" # nota sul titolo',
      "text: >-",
      "  # non è un commento",
      "  ma testo",
      "",
    ].join("\n");
    expect(commentsOf(text)).toEqual([
      // At the head of the file: it stays there whatever the first line becomes.
      { text: ["# in cima", ""], anchor: START },
      { text: " # nota sul titolo", anchor: 'title: "Colore #1"' },
    ]);
  });

  it("puts comments back beside their lines, also when the line's value changed", () => {
    const original = read("home.yaml");
    const lines = original.split("\n");
    const titleAt = lines.findIndex((line) => /^ {2}title: /.test(line));
    const withComments = [
      "# nota: i testi della home",
      "",
      ...lines.slice(0, titleAt),
      "  # il titolo per Google",
      `${lines[titleAt]} # da rivedere`,
      ...lines.slice(titleAt + 1),
    ].join("\n");
    const data = parseContent(withComments) as {
      seo: { title: string };
      hero: { text: string };
    };
    expect(keepComments(withComments, serializeContent(data))).toBe(withComments);

    data.seo.title = "Un titolo nuovo";
    data.hero.text = "Un testo nuovo.";
    const saved = keepComments(withComments, serializeContent(data));
    expect(saved).toContain("# nota: i testi della home\n\n");
    expect(saved).toContain("  # il titolo per Google\n  title: Un titolo nuovo # da rivedere\n");
    expect(parseContent(saved)).toEqual(data);
    // Outside the comments, the file is the canonical text.
    expect(saved.replace(/^# nota.*\n\n|^ *# il titolo.*\n| # da rivedere/gm, "")).toBe(
      serializeContent(data),
    );
  });

  it("keeps a comment through the CMS's own read and write, and drops it with its item", () => {
    const text = `# elenco dei servizi\n\n${read("services.yaml")}`;
    const data = listFormat.fromFile(text) as { items: { title: string }[] };
    expect(listFormat.toFile(data)).toBe(text);
    data.items[0].title = "Social media";
    expect(listFormat.toFile(data)).toMatch(/^# elenco dei servizi\n\n/);

    const page = `${read("about.yaml")}# in fondo\n`;
    expect(mapFormat.toFile(mapFormat.fromFile(page))).toBe(page);
  });

  it("never changes the data to keep a comment", () => {
    const original = "title: a # nota\n";
    const written = "title: b\n";
    expect(parseContent(keepComments(original, written))).toEqual({ title: "b" });
  });
});
