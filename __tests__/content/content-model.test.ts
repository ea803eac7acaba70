/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContentDir, contentTypeName } from "../../src/content-model/files";
import { parseField } from "../../src/content-model/field";
import { toTypeDefs } from "../../src/content-model/sdl";
import { contentTypes } from "../../src/content-model/types";
import { contentRoot } from "../helpers/content";

const copies: string[] = [];

function brokenCopy(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  copies.push(dir);
  fs.cpSync(contentRoot, dir, { recursive: true });
  edit(dir);
  return dir;
}

const rewrite = (file: string, change: (text: string) => string) =>
  fs.writeFileSync(file, change(fs.readFileSync(file, "utf8")));

afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

describe("content model", () => {
  it("accepts the committed content", () => {
    expect(checkContentDir(contentRoot)).toEqual([]);
  });

  it("names types by file, and by folder for sub-folders", () => {
    expect(contentTypeName("site.yaml")).toBe("SiteYaml");
    expect(contentTypeName("case-studies.yaml")).toBe("CaseStudiesYaml");
    expect(contentTypeName("services-page.yaml")).toBe("ServicesPageYaml");
    expect(contentTypeName("legal/privacy-policy.yaml")).toBe("LegalYaml");
  });

  it("declares every content type without inference, files resolved by relative path", () => {
    const sdl = toTypeDefs(contentTypes);
    expect(sdl).toContain("type SiteYaml implements Node @dontInfer {");
    expect(sdl).toContain("shareImage: File! @fileByRelativePath");
    expect(sdl).toContain("features: [String!]!");
    // an editor's icon: the name in YAML, drawn by the build's field extension
    expect(sdl).toContain("rotatingIcons: [SiteIcon!]! @siteIcon");
    expect(sdl).toMatch(/type SiteIcon @dontInfer \{\s+name: String!\s+classes: String!\s+markup: String!\s+\}/);
    expect(parseField("[String!]!{5}")).toEqual({
      base: "String",
      list: true,
      itemRequired: true,
      required: true,
      length: 5,
    });
  });

  it("names the file and the field of a missing required field", () => {
    const dir = brokenCopy((d) => rewrite(path.join(d, "home.yaml"), (t) => t.replace(/^ {2}titleHighlight: .*\n/m, "")));
    expect(checkContentDir(dir)).toEqual([
      "content/home.yaml: hero.titleHighlight: required field is missing (String!)",
    ]);
  });

  it("names the file and the field of a mistyped field", () => {
    const dir = brokenCopy((d) =>
      rewrite(path.join(d, "metrics.yaml"), (t) => t.replace("value: 4.2", 'value: "quattro virgola due"'))
    );
    expect(checkContentDir(dir)).toEqual([
      'content/metrics.yaml: [1].value: expected a number, found "quattro virgola due"',
    ]);
  });

  it("pins the update date of both legal pages", () => {
    for (const file of ["legal/privacy-policy.yaml", "legal/termini-servizio.yaml"]) {
      expect(fs.readFileSync(path.join(contentRoot, file), "utf8")).toMatch(/^updatedOn: \d{4}-\d{2}-\d{2}$/m);
    }
  });

  it("names the file and the field of a pinned date that does not exist", () => {
    const dir = brokenCopy((d) =>
      rewrite(path.join(d, "legal", "privacy-policy.yaml"), (t) => t.replace(/^updatedOn: .*$/m, 'updatedOn: "2026-02-30"'))
    );
    expect(checkContentDir(dir)).toEqual([
      'content/legal/privacy-policy.yaml: updatedOn: expected a date as YYYY-MM-DD, found "2026-02-30"',
    ]);
  });

  it("refuses an impossible date written without quotes, instead of rolling it over to another day", () => {
    const dir = brokenCopy((d) =>
      rewrite(path.join(d, "legal", "privacy-policy.yaml"), (t) => t.replace(/^updatedOn: .*$/m, "updatedOn: 2026-02-30"))
    );
    expect(checkContentDir(dir)).toEqual([
      'content/legal/privacy-policy.yaml: updatedOn: expected a date as YYYY-MM-DD, found "2026-02-30"',
    ]);
  });

  it("reports a misspelt field name, a wrong list length, an unknown icon and a missing image", () => {
    const dir = brokenCopy((d) => {
      rewrite(path.join(d, "site.yaml"), (t) => t.replace("companyName:", "compnyName:"));
      rewrite(path.join(d, "home.yaml"), (t) => t.replace("    - sparkles\n", "").replace("icon: award", "icon: trofeo"));
      rewrite(path.join(d, "site.yaml"), (t) => t.replace(/shareImage: .*/, "shareImage: images/manca.jpg"));
    });
    const errors = checkContentDir(dir);
    expect(errors).toHaveLength(5);
    expect(errors).toEqual(
      expect.arrayContaining([
        "content/home.yaml: hero.rotatingIcons: expected exactly 6 items, found 5",
        'content/home.yaml: why.reasons[0].icon: unknown icon "trofeo" (see src/components/icon-names.ts)',
        "content/site.yaml: companyName: required field is missing (String!)",
        expect.stringMatching(/^content\/site.yaml: compnyName: unknown field/),
        "content/site.yaml: seo.shareImage: file not found: images/manca.jpg",
      ])
    );
  });

  it("holds the copy to one percent style, the ellipsis character and Italian quotation marks", () => {
    const dir = brokenCopy((d) => {
      rewrite(path.join(d, "case-studies.yaml"), (t) => t.replace("+180% vendite online", "+180 % vendite online"));
      rewrite(path.join(d, "home.yaml"), (t) => t.replace("title: I numeri che parlano per noi", "title: I numeri che parlano per noi..."));
      rewrite(path.join(d, "about.yaml"), (t) => t.replace("title: La nostra missione", "title: 'La nostra \"missione\"'"));
    });
    expect(checkContentDir(dir)).toEqual([
      'content/about.yaml: mission.title: use Italian quotation marks « » instead of straight quotes (")',
      'content/case-studies.yaml: [0].results[0]: write percentages without a space before "%", as in "4,2%" (found "180 %")',
      'content/home.yaml: stats.title: use the ellipsis character "…" instead of three dots',
    ]);
  });

  it("keeps the three dots the specification quotes, and no percent with a space anywhere", () => {
    const all = fs
      .readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".yaml"))
      .map((file) => fs.readFileSync(path.join(contentRoot, file), "utf8"))
      .join("\n");
    expect(all).toContain("Preparazione dell'esperienza digitale...");
    expect(all).toContain("Invio in corso...");
    expect(all).toContain("E molti altri...");
    expect(all).not.toMatch(/\d[ \u00a0\u202f]+%/);
    expect(all).toMatch(/\d%/);
  });

  it("reports invalid YAML and a deleted file", () => {
    const dir = brokenCopy((d) => {
      rewrite(path.join(d, "home.yaml"), (t) => t.replace("seo:\n", "seo:\n  - : :\n"));
      fs.rmSync(path.join(d, "metrics.yaml"));
    });
    const errors = checkContentDir(dir);
    expect(errors).toContain("content/metrics.yaml: required content file is missing");
    expect(errors.some((e) => e.startsWith("content/home.yaml: invalid YAML"))).toBe(true);
  });
});
