import type { LucideIconData } from "lucide-react";

/**
 * lucide's icon data turned into what an <svg> needs: the icon's inner markup and lucide's
 * classes. Plain TypeScript with no React, so the build (gatsby-node's GraphQL resolver for the
 * editors' icons, src/components/icon/editor-icons.ts) and the browser share it.
 */

type Node = readonly [
  tag: string,
  attributes: Record<string, string | number>,
  children?: readonly Node[],
];

/**
 * One icon's data, as lucide-react's per-icon module exports it
 * (`import { __iconData as star } from "lucide-react/icons/star"`: the named import alone, so
 * the bundle takes the data and not lucide's component), checked for shape.
 */
export function iconData(value: unknown): LucideIconData & { name: string } {
  const data = value as LucideIconData | null | undefined;
  if (!data || typeof data.name !== "string" || !Array.isArray(data.node)) {
    throw new Error(
      "svgIcon: not lucide icon data (did lucide-react change its per-icon modules' __iconData export?)",
    );
  }
  return { ...data, name: data.name };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The icon's children as SVG markup (lucide's `key` is React's, not an attribute). */
export function iconMarkup(nodes: readonly Node[]): string {
  return nodes
    .map(([tag, attributes, children]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${attrs}>${children ? iconMarkup(children) : ""}</${tag}>`;
    })
    .join("");
}

/** What an icon's <svg> is drawn from (all lucide icons are drawn on a 24-unit box). */
export interface IconDrawing {
  /** lucide's classes: `lucide lucide-<name>`, then one per alias, as lucide-react writes them. */
  classes: string;
  /** The <svg>'s inner markup. */
  markup: string;
}

/** An icon's drawing from lucide's data for it. */
export function iconDrawing(value: unknown): IconDrawing & { name: string } {
  const data = iconData(value);
  if ((data.size ?? 24) !== 24)
    throw new Error(`svgIcon: lucide's ${data.name} is drawn on a ${data.size}-unit box, not 24`);
  const aliases = (data.aliases ?? []).filter(
    (alias): alias is string => typeof alias === "string" && alias.trim() !== "",
  );
  return {
    name: data.name,
    classes: ["lucide", `lucide-${data.name}`, ...aliases.map((alias) => `lucide-${alias}`)].join(
      " ",
    ),
    markup: iconMarkup(data.node as unknown as readonly Node[]),
  };
}
