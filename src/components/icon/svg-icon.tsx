import React from "react";
import { iconDrawing, type IconDrawing } from "./icon-markup";

/**
 * Decorative icons as static SVG markup. lucide-react's components rebuild every icon's
 * attributes on each render (class merging, attribute names): on a slow phone the icons were a
 * third of the page's hydration time. Here each icon's inner markup is built once, from
 * lucide's own data for that icon (icon-markup.ts), and the <svg> carries it as inner HTML: the
 * server writes the same markup lucide-react wrote, and hydration leaves the children alone.
 * Same look, same classes (`lucide lucide-<name>`). The icons a component always draws (menu,
 * arrows, …) come from `svgIcon`; the ones editors choose in YAML arrive drawn, through GraphQL
 * (src/components/icons.tsx).
 */

export interface SvgIconProps {
  /** Width and height in px (default 24). */
  size?: number;
  strokeWidth?: number;
  className?: string;
}

/** One drawn icon's <svg> (always hidden from assistive technology). */
export function Icon({
  icon,
  size = 24,
  strokeWidth = 2,
  className,
}: SvgIconProps & { icon: IconDrawing }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `${icon.classes} ${className}` : icon.classes}
      dangerouslySetInnerHTML={{ __html: icon.markup }}
    />
  );
}

export type SvgIcon = ((props: SvgIconProps) => React.JSX.Element) & { iconName: string };

/** A decorative icon component for one lucide icon's data (`__iconData` of its module). */
export function svgIcon(value: unknown): SvgIcon {
  const drawing = iconDrawing(value);
  const Drawn = (props: SvgIconProps) => <Icon icon={drawing} {...props} />;
  return Object.assign(Drawn, { iconName: drawing.name });
}
