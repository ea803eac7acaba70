/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import fs from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { __iconData as menu } from "lucide-react/icons/menu";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "../../src/components/icons";
import { iconData, iconMarkup, svgIcon, type SvgIcon } from "../../src/components/icon/svg-icon";
import { iconNames } from "../../src/components/icon-names";

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(dir, file));

/** lucide-react's own component for an icon name ("chart-column" → ChartColumn). */
function lucideComponent(name: string): React.ComponentType<Record<string, unknown>> {
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  const component = (lucide as unknown as Record<string, React.ComponentType<Record<string, unknown>>>)[pascal];
  if (!component) throw new Error(`lucide-react has no ${pascal}`);
  return component;
}

function svgOf(markup: string): SVGSVGElement {
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  return holder.firstElementChild as SVGSVGElement;
}

const attributes = (svg: Element) => Object.fromEntries([...svg.attributes].map((a) => [a.name, a.value]));

describe("svgIcon: lucide's icons as static markup", () => {
  // The editors' icons, and every lucide icon a component draws itself (found in src/).
  const uiModules = [...new Set(sourceFiles("src").flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/from "lucide-react\/icons\/([a-z0-9-]+)"/g)].map((m) => m[1])))];
  const all: [string, SvgIcon][] = [
    ...Object.entries(icons),
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ...uiModules.map((name) => [name, svgIcon(require(`lucide-react/icons/${name}`).__iconData)] as [string, SvgIcon]),
  ];

  it("finds the components' own icons", () => {
    expect(uiModules).toEqual(expect.arrayContaining(["menu", "x", "phone", "star", "send"]));
  });

  it.each(all)("%s draws exactly what lucide-react draws", (_, Icon) => {
    const Lucide = lucideComponent(Icon.iconName);
    const ours = svgOf(renderToStaticMarkup(<Icon size={28} strokeWidth={1.5} className="extra" />));
    const theirs = svgOf(renderToStaticMarkup(<Lucide size={28} strokeWidth={1.5} className="extra" aria-hidden="true" />));
    expect(ours.innerHTML).toBe(theirs.innerHTML);
    expect(ours.innerHTML.length).toBeGreaterThan(20);
    const { focusable, ...rest } = attributes(ours);
    expect(focusable).toBe("false");
    expect(rest).toEqual(attributes(theirs));
  });

  it("covers every icon name an editor may use, each a different drawing", () => {
    expect(Object.keys(icons).sort()).toEqual([...iconNames].sort());
    const drawings = new Set(Object.values(icons).map((Icon) => renderToStaticMarkup(<Icon />)));
    expect(drawings.size).toBe(iconNames.length);
  });

  it("defaults to 24 px, stroke 2, hidden from assistive technology", () => {
    const Menu = svgIcon(menu);
    const svg = svgOf(renderToStaticMarkup(<Menu />));
    expect(attributes(svg)).toMatchObject({ width: "24", height: "24", "stroke-width": "2", "aria-hidden": "true", class: "lucide lucide-menu" });
  });

  it("escapes attribute values and skips React's keys", () => {
    expect(iconMarkup([["path", { d: 'M0 0"<&', key: "k1" }]])).toBe('<path d="M0 0&quot;&lt;&amp;"></path>');
    expect(iconMarkup([["g", {}, [["circle", { cx: 1, key: "k" }]]]])).toBe('<g><circle cx="1"></circle></g>');
  });

  it("refuses what is not lucide's icon data, naming the cause", () => {
    expect(() => iconData({ default: () => null })).toThrow(/__iconData/);
    expect(() => svgIcon(undefined)).toThrow(/__iconData/);
  });
});
