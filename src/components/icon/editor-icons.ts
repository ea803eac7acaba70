/**
 * The icons an editor may name in content/ YAML (field type "Icon", names in ../icon-names.ts),
 * each from lucide's own module for it, and how a name becomes its drawing. Used where the
 * names are turned into drawings: the build's GraphQL resolver (gatsby-node.ts, so a page's data
 * carries the drawings of the icons it shows and no page ships this table), the CMS previews
 * (src/cms/admin/) and the tests. Not imported by the site's pages.
 */
import { __iconData as award } from "lucide-react/icons/award";
import { __iconData as bot } from "lucide-react/icons/bot";
import { __iconData as chartColumn } from "lucide-react/icons/chart-column";
import { __iconData as chartLine } from "lucide-react/icons/chart-line";
import { __iconData as circleCheck } from "lucide-react/icons/circle-check";
import { __iconData as compass } from "lucide-react/icons/compass";
import { __iconData as gem } from "lucide-react/icons/gem";
import { __iconData as headset } from "lucide-react/icons/headset";
import { __iconData as heart } from "lucide-react/icons/heart";
import { __iconData as layers } from "lucide-react/icons/layers";
import { __iconData as lightbulb } from "lucide-react/icons/lightbulb";
import { __iconData as megaphone } from "lucide-react/icons/megaphone";
import { __iconData as messageCircle } from "lucide-react/icons/message-circle";
import { __iconData as mousePointerClick } from "lucide-react/icons/mouse-pointer-click";
import { __iconData as rocket } from "lucide-react/icons/rocket";
import { __iconData as search } from "lucide-react/icons/search";
import { __iconData as settings } from "lucide-react/icons/settings";
import { __iconData as shieldCheck } from "lucide-react/icons/shield-check";
import { __iconData as sparkles } from "lucide-react/icons/sparkles";
import { __iconData as star } from "lucide-react/icons/star";
import { __iconData as target } from "lucide-react/icons/target";
import { __iconData as trendingUp } from "lucide-react/icons/trending-up";
import { __iconData as users } from "lucide-react/icons/users";
import { __iconData as zap } from "lucide-react/icons/zap";
import type { IconName } from "../icon-names";
import { iconDrawing, type IconDrawing } from "./icon-markup";

const lucideData: Record<IconName, unknown> = {
  sparkles,
  rocket,
  "trending-up": trendingUp,
  target,
  "bar-chart": chartColumn,
  megaphone,
  bot,
  compass,
  lightbulb,
  users,
  "mouse-pointer-click": mousePointerClick,
  zap,
  "shield-check": shieldCheck,
  headset,
  award,
  "line-chart": chartLine,
  heart,
  star,
  gem,
  "message-circle": messageCircle,
  search,
  settings,
  layers,
  "check-circle": circleCheck,
};

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
  const key = (Object.hasOwn(lucideData, name) ? name : "sparkles") as IconName;
  let drawing = drawings.get(key);
  if (!drawing) {
    const { classes, markup } = iconDrawing(lucideData[key]);
    drawing = { classes, markup };
    drawings.set(key, drawing);
  }
  return { name, ...drawing };
}

/** The lucide icon each editor's name draws (for the tests). */
export const lucideNameOf = (name: IconName): string => (lucideData[name] as { name: string }).name;

/** An "Icon" field's value (a name or a list of names) as GraphQL returns it (SiteIcon or a list). */
export function resolveIconField(value: unknown): SiteIcon | SiteIcon[] | null {
  if (value === null || value === undefined) return null;
  return Array.isArray(value)
    ? value.map((name) => siteIcon(String(name)))
    : siteIcon(String(value));
}
