/**
 * How an icon name an editor wrote (../icon-names.ts) becomes its drawing. Used where the names
 * are turned into drawings: the build's GraphQL resolver (gatsby-node.ts), the CMS previews
 * (src/cms/admin/) and the tests. Not imported by the site's pages.
 */
import { isIconName, lucideIcons, type IconName } from "../icon-names";
import { iconDrawing, type IconDrawing } from "./icon-markup";

/** An editor's icon as GraphQL gives it to the components (type SiteIcon): its name and drawing. */
export interface SiteIcon extends IconDrawing {
  /** The name the editor wrote. */
  name: string;
}

const drawings = new Map<string, IconDrawing>();

/**
 * The drawing of an icon name. The build refuses unknown names (the content check); a preview
 * of a name being typed shows the first icon instead of breaking.
 */
export function siteIcon(name: string): SiteIcon {
  const key: IconName = isIconName(name) ? name : "sparkles";
  let drawing = drawings.get(key);
  if (!drawing) {
    const { classes, markup } = iconDrawing(lucideIcons[key]);
    drawing = { classes, markup };
    drawings.set(key, drawing);
  }
  return { name, ...drawing };
}

/** The lucide icon each editor's name draws (for the tests). */
export const lucideNameOf = (name: IconName): string =>
  (lucideIcons[name] as { name: string }).name;

/** An "Icon" field's value (a name or a list of names) as GraphQL returns it (SiteIcon or a list). */
export function resolveIconField(value: unknown): SiteIcon | SiteIcon[] | null {
  if (value === null || value === undefined) return null;
  return Array.isArray(value)
    ? value.map((name) => siteIcon(String(name)))
    : siteIcon(String(value));
}
