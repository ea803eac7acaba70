import React from "react";
import type { LucideIconData } from "lucide-react";

/**
 * Decorative icons as static SVG markup. lucide-react's components rebuild every icon's
 * attributes on each render (class merging, attribute names): on a slow phone the icons were a
 * third of the page's hydration time. Here each icon's inner markup is built once, from
 * lucide's own data for that icon (`__iconData` of its module `lucide-react/icons/<name>`), and the
 * <svg> carries it as inner HTML: the server writes the same markup lucide-react wrote, and
 * hydration leaves the children alone. Same look, same classes (`lucide lucide-<name>`).
 */

type Node = readonly [tag: string, attributes: Record<string, string | number>, children?: readonly Node[]];

/**
 * One icon's data, as lucide-react's per-icon module exports it
 * (`import { __iconData as star } from "lucide-react/icons/star"`: the named import alone, so
 * the bundle takes the data and not lucide's component), checked for shape.
 */
export function iconData(value: unknown): LucideIconData & { name: string } {
  const data = value as LucideIconData | null | undefined;
  if (!data || typeof data.name !== "string" || !Array.isArray(data.node)) {
    throw new Error("svgIcon: not lucide icon data (did lucide-react change its per-icon modules' __iconData export?)");
  }
  return { ...data, name: data.name };
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

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

export interface SvgIconProps {
  /** Width and height in px (default 24). */
  size?: number;
  strokeWidth?: number;
  className?: string;
}

export type SvgIcon = ((props: SvgIconProps) => React.JSX.Element) & { iconName: string };

/** A decorative icon component (always hidden from assistive technology) for one lucide icon. */
export function svgIcon(value: unknown): SvgIcon {
  const data = iconData(value);
  const box = data.size ?? 24;
  const inner = { __html: iconMarkup(data.node as unknown as readonly Node[]) };
  // lucide's classes: the icon's name, then its aliases (lucide-react writes both)
  const aliases = (data.aliases ?? []).filter((alias): alias is string => typeof alias === "string" && alias.trim() !== "");
  const baseClass = ["lucide", `lucide-${data.name}`, ...aliases.map((alias) => `lucide-${alias}`)].join(" ");
  const Icon = ({ size = 24, strokeWidth = 2, className }: SvgIconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `${baseClass} ${className}` : baseClass}
      dangerouslySetInnerHTML={inner}
    />
  );
  return Object.assign(Icon, { iconName: data.name });
}
