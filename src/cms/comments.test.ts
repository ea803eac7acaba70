/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { commentsOf, keepComments, linePaths, START } from "./comments";
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
      { text: " # nota sul titolo", anchor: 'title: "Colore #1"', path: "title" },
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

  it("keeps a comment with its own field when the value changes, not with the first one alike", () => {
    // hero.title's comment; seo.title comes first with the same key and indentation.
    const original = read("home.yaml").replace(
      /^( {2}title: Rivoluziona.*)$/m,
      "  # il titolo grande: massimo sei parole\n$1",
    );
    expect(original).toMatch(/^seo:\n {2}title: /);
    const data = parseContent(original) as { hero: { title: string } };
    data.hero.title = "Cresci online";
    const saved = keepComments(original, serializeContent(data));
    expect(saved).toContain(
      "hero:\n  eyebrow: Agenzia di marketing digitale\n  # il titolo grande: massimo sei parole\n  title: Cresci online\n",
    );
    expect(saved).toMatch(/^seo:\n {2}title: /);
  });

  it("keeps a comment with its list item when an item before it is removed", () => {
    const original = read("services.yaml").replace(
      /^(- key: marketing-automation-ai)$/m,
      "# da rivedere con il cliente\n$1",
    );
    const data = listFormat.fromFile(original) as { items: { key: string }[] };
    data.items.splice(0, 1);
    expect(listFormat.toFile(data)).toContain(
      "# da rivedere con il cliente\n- key: marketing-automation-ai\n",
    );
  });

  it("knows each line's place in the data", () => {
    const text = [
      "a:",
      "- x",
      "b:",
      "  - k: 1 # nota",
      "    v: >-",
      "      testo: non un campo",
      "  - k: 3",
      "c: 1",
    ].join("\n");
    expect(linePaths(text)).toEqual(["a", "a[0]", "b", "b[0].k", "b[0].v", "", "b[1].k", "c"]);
  });

  it("never changes the data to keep a comment", () => {
    const original = "title: a # nota\n";
    const written = "title: b\n";
    expect(parseContent(keepComments(original, written))).toEqual({ title: "b" });
  });
});
