import { completeContent } from "./complete";
import fs from "node:fs";
import path from "node:path";
import { parseContent } from "../formats";
import { contentRoot } from "../../../__tests__/helpers/content";

/** A content file as the CMS reads it (dates stay text, as formats.ts reads them). */
function loadYaml<T = Record<string, unknown>>(file: string): T {
  return parseContent(fs.readFileSync(path.join(contentRoot, file), "utf8")) as T;
}

type Data = Record<string, unknown>;

describe("completeContent", () => {
  it("leaves a complete file as the content check passed it", () => {
    for (const file of ["home.yaml", "about.yaml", "site.yaml", "legal/privacy-policy.yaml"])
      expect(completeContent(file, loadYaml(file))).toMatchObject(loadYaml(file));
    for (const file of ["services.yaml", "metrics.yaml", "case-studies.yaml", "testimonials.yaml"])
      expect(completeContent(file, loadYaml(file))).toMatchObject(loadYaml(file));
  });

  it("draws a service just added with what it has: empty texts, no features, switched off", () => {
    const services = loadYaml<Data[]>("services.yaml");
    const done = completeContent<Data[]>("services.yaml", [...services, {}, { title: "Nuovo" }]);
    expect(done).toHaveLength(services.length + 2);
    expect(done[services.length]).toEqual({
      key: "",
      icon: "",
      title: "",
      description: "",
      features: [],
      onHome: false,
    });
    expect(done[services.length + 1]).toMatchObject({ title: "Nuovo", features: [] });
  });

  it("completes a case study's missing gradient and leaves its missing picture null", () => {
    const [study] = completeContent<Data[]>("case-studies.yaml", [{ title: "Caso" }]);
    expect(study).toMatchObject({ gradient: { from: "", to: "" }, image: null, results: [] });
  });

  it("leaves out a metric until its numbers are there and in range", () => {
    const [metric] = loadYaml<Data[]>("metrics.yaml");
    const variants = [
      {},
      { ...metric, value: undefined },
      { ...metric, value: "" },
      { ...metric, decimals: null },
      { ...metric, decimals: 3 },
      { ...metric, decimals: 1.5 },
    ];
    expect(completeContent("metrics.yaml", variants)).toEqual([]);
    expect(completeContent("metrics.yaml", [{ ...metric, value: "4.2" }])).toEqual([
      { ...metric, value: 4.2 },
    ]);
  });

  it("leaves out the empty items of a list of texts or icons", () => {
    const about = loadYaml<{ mission: { paragraphs: string[] } }>("about.yaml");
    const paragraphs = about.mission.paragraphs;
    const done = completeContent<typeof about>("about.yaml", {
      ...about,
      mission: { ...about.mission, paragraphs: [...paragraphs, null] },
    });
    expect(done.mission.paragraphs).toEqual(paragraphs);
    const home = loadYaml<{ hero: { rotatingIcons: string[] } }>("home.yaml");
    const icons = completeContent<typeof home>("home.yaml", {
      ...home,
      hero: { ...home.hero, rotatingIcons: [null, ...home.hero.rotatingIcons] },
    });
    expect(icons.hero.rotatingIcons).toEqual(home.hero.rotatingIcons);
  });

  it("gives a legal section just added an empty list of blocks, and a missing optional field null", () => {
    const legal = loadYaml<{ sections: Data[]; updatedOn?: string }>("legal/privacy-policy.yaml");
    delete legal.updatedOn;
    const done = completeContent<{ sections: Data[]; updatedOn: string | null }>(
      "legal/privacy-policy.yaml",
      { ...legal, sections: [...legal.sections, {}, { title: "10.", blocks: [{}] }] },
    );
    expect(done.updatedOn).toBeNull();
    expect(done.sections.at(-2)).toEqual({ title: "", blocks: [] });
    expect(done.sections.at(-1)).toEqual({ title: "10.", blocks: [{ text: null, items: null }] });
  });

  it("turns a whole missing group of a page into the group with its fields completed", () => {
    const done = completeContent<{ cta: Data; why: { reasons: unknown[] } }>("home.yaml", {});
    expect(done.cta).toEqual({
      title: "",
      text: "",
      primary: { label: "", to: "" },
      secondary: null,
    });
    expect(done.why.reasons).toEqual([]);
  });
});
