/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import fs from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { __iconData as menu } from "lucide-react/icons/menu";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon as EditorIcon } from "../icons";
import { lucideNameOf, resolveIconField, siteIcon } from "./editor-icons";
import { iconData, iconMarkup } from "./icon-markup";
import { svgIcon, type SvgIcon, type SvgIconProps } from "./svg-icon";
import { iconNames, type IconName } from "../icon-names";

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));

/** lucide-react's own component for an icon name ("chart-column" → ChartColumn). */
function lucideComponent(name: string): React.ComponentType<Record<string, unknown>> {
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  const component = (
    lucide as unknown as Record<string, React.ComponentType<Record<string, unknown>>>
  )[pascal];
  if (!component) throw new Error(`lucide-react has no ${pascal}`);
  return component;
}

function svgOf(markup: string): SVGSVGElement {
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  return holder.firstElementChild as SVGSVGElement;
}

const attributes = (svg: Element) =>
  Object.fromEntries([...svg.attributes].map((a) => [a.name, a.value]));

/** An editor's icon as the pages draw it: the name resolved by the build, drawn by <Icon>. */
function editorIcon(name: IconName): SvgIcon {
  const icon = siteIcon(name);
  const Drawn = (props: SvgIconProps) => <EditorIcon icon={icon} {...props} />;
  return Object.assign(Drawn, { iconName: lucideNameOf(name) });
}

describe("svgIcon: lucide's icons as static markup", () => {
  // The editors' icons, and every lucide icon a component draws itself (found in src/).
  const uiModules = [
    ...new Set(
      sourceFiles("src").flatMap((file) =>
        [
          ...fs.readFileSync(file, "utf8").matchAll(/from "lucide-react\/icons\/([a-z0-9-]+)"/g),
        ].map((m) => m[1]),
      ),
    ),
  ];
  const all: [string, SvgIcon][] = [
    ...iconNames.map((name) => [name, editorIcon(name)] as [string, SvgIcon]),
    ...uiModules.map(
      (name) =>
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- one module per icon, named at run time
        [name, svgIcon(require(`lucide-react/icons/${name}`).__iconData)] as [string, SvgIcon],
    ),
  ];

  it("finds the components' own icons", () => {
    expect(uiModules).toEqual(expect.arrayContaining(["menu", "x", "phone", "star", "send"]));
  });

  it.each(all)("%s draws exactly what lucide-react draws", (_, Icon) => {
    const Lucide = lucideComponent(Icon.iconName);
    const ours = svgOf(
      renderToStaticMarkup(<Icon size={28} strokeWidth={1.5} className="extra" />),
    );
    const theirs = svgOf(
      renderToStaticMarkup(
        <Lucide size={28} strokeWidth={1.5} className="extra" aria-hidden="true" />,
      ),
    );
    expect(ours.innerHTML).toBe(theirs.innerHTML);
    expect(ours.innerHTML.length).toBeGreaterThan(20);
    const { focusable, ...rest } = attributes(ours);
    expect(focusable).toBe("false");
    expect(rest).toEqual(attributes(theirs));
  });

  it("draws every icon name an editor may use, each differently", () => {
    const drawings = new Set(iconNames.map((name) => siteIcon(name).markup));
    expect(drawings.size).toBe(iconNames.length);
    expect(iconNames.map((name) => siteIcon(name).name)).toEqual([...iconNames]);
  });

  it("resolves an Icon field as GraphQL does: a name, a list of names, or nothing", () => {
    expect(resolveIconField("rocket")).toEqual(siteIcon("rocket"));
    expect(resolveIconField(["zap", "gem"])).toEqual([siteIcon("zap"), siteIcon("gem")]);
    expect(resolveIconField(undefined)).toBeNull();
    expect(siteIcon("rocket").classes).toBe("lucide lucide-rocket");
  });

  it("draws a name no icon has (a preview while the editor types) as the first icon, keeping the name", () => {
    expect(siteIcon("nope")).toEqual({ ...siteIcon("sparkles"), name: "nope" });
    expect(siteIcon("constructor").markup).toBe(siteIcon("sparkles").markup);
  });

  it("defaults to 24 px, stroke 2, hidden from assistive technology", () => {
    const Menu = svgIcon(menu);
    const svg = svgOf(renderToStaticMarkup(<Menu />));
    expect(attributes(svg)).toMatchObject({
      width: "24",
      height: "24",
      "stroke-width": "2",
      "aria-hidden": "true",
      class: "lucide lucide-menu",
    });
  });

  it("escapes attribute values and skips React's keys", () => {
    expect(iconMarkup([["path", { d: 'M0 0"<&', key: "k1" }]])).toBe(
      '<path d="M0 0&quot;&lt;&amp;"></path>',
    );
    expect(iconMarkup([["g", {}, [["circle", { cx: 1, key: "k" }]]]])).toBe(
      '<g><circle cx="1"></circle></g>',
    );
  });

  it("refuses what is not lucide's icon data, naming the cause", () => {
    expect(() => iconData({ default: () => null })).toThrow(/__iconData/);
    expect(() => svgIcon(undefined)).toThrow(/__iconData/);
    expect(() => svgIcon({ name: "big", size: 48, node: [] })).toThrow(/48-unit box/);
  });
});
