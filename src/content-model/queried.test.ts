/**
 * asQueried (src/content-model/queried.ts): the CMS previews and the component tests give the
 * YAML the shape GraphQL gives the components, every "Icon" field drawn, found through the
 * content model. Checked on every real content file, against the model's own field list.
 */
import { siteIcon } from "../components/icon/editor-icons";
import { asQueried } from "./queried";
import { contentTypeName } from "./type-name";
import { contentTypes } from "./types";
import { entryData } from "../cms/admin/preview-data";
import { contentYamlFiles, loadYaml } from "../../__tests__/helpers/content";

/** The paths ("hero.rotatingIcons[2]") of every value in `data` the content model types as Icon. */
function iconPaths(typeName: string, data: unknown, at = ""): string[] {
  const spec = contentTypes[typeName];
  if (!spec || typeof data !== "object" || data === null) return [];
  if (Array.isArray(data))
    return data.flatMap((item, i) => iconPaths(typeName, item, `${at}[${i}]`));
  return Object.entries(spec.fields).flatMap(([field, { base, list }]) => {
    const value = (data as Record<string, unknown>)[field];
    const here = at ? `${at}.${field}` : field;
    if (value === undefined || value === null) return [];
    const items: [unknown, string][] =
      list && Array.isArray(value) ? value.map((v, i) => [v, `${here}[${i}]`]) : [[value, here]];
    if (base === "Icon") return items.map(([, path]) => path);
    return items.flatMap(([v, path]) => iconPaths(base, v, path));
  });
}

const get = (data: unknown, path: string): unknown =>
  path
    .split(/\.|\[|\]/)
    .filter(Boolean)
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data);

const fake = (path: string, data: unknown) => ({
  get: (key: string) => ({ path, data })[key],
  toJS: () => ({}),
});

describe("asQueried: icons", () => {
  const withIcons = contentYamlFiles().filter(
    (file) => iconPaths(contentTypeName(file), loadYaml(file)).length > 0,
  );

  it("finds icons in the files that have them", () => {
    expect(withIcons).toEqual(
      expect.arrayContaining([
        "home.yaml",
        "services.yaml",
        "metrics.yaml",
        "portfolio.yaml",
        "about.yaml",
      ]),
    );
  });

  it.each(contentYamlFiles())(
    "%s: every Icon field drawn, every other value as written",
    (file) => {
      const yaml = loadYaml(file);
      const drawn = asQueried(file, yaml, { draw: siteIcon });
      const paths = iconPaths(contentTypeName(file), yaml);
      for (const path of paths)
        expect(get(drawn, path)).toEqual(siteIcon(get(yaml, path) as string));
      // put the names back: what remains is the file as written
      const back = JSON.parse(JSON.stringify(drawn)) as unknown;
      for (const path of paths) {
        const parts = path.split(/\.|\[|\]/).filter(Boolean);
        const parent = parts
          .slice(0, -1)
          .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], back) as Record<
          string,
          unknown
        >;
        parent[parts.at(-1)!] = (get(drawn, path) as { name: string }).name;
      }
      expect(back).toEqual(JSON.parse(JSON.stringify(yaml)));
    },
  );

  it("leaves the YAML it is given untouched", () => {
    const yaml = loadYaml<{ hero: { rotatingIcons: string[] } }>("home.yaml");
    const copy = JSON.parse(JSON.stringify(yaml)) as unknown;
    asQueried("home.yaml", yaml, { draw: siteIcon });
    expect(yaml).toEqual(copy);
  });

  it("in the CMS previews, draws the icons of the entry being edited, a page and a list file", () => {
    const home = loadYaml<{ hero: { rotatingIcons: string[] } }>("home.yaml");
    const previewed = entryData<{ hero: { rotatingIcons: unknown[] } }>(
      fake("content/home.yaml", home),
    );
    expect(previewed.hero.rotatingIcons).toEqual(home.hero.rotatingIcons.map(siteIcon));
    const services = loadYaml<{ icon: string }[]>("services.yaml");
    const items = entryData<{ icon: unknown }[]>(
      fake("content/services.yaml", { items: services }),
    );
    expect(items.map((item) => item.icon)).toEqual(
      services.map((service) => siteIcon(service.icon)),
    );
  });
});
