/**
 * The icons an editor may name in content/ YAML (field type "Icon"), in the editor's order, each
 * from lucide's own module for it (its `__iconData`). The build turns the names in YAML into
 * drawings (GraphQL type SiteIcon, icon/editor-icons.ts) that icons.tsx draws as static SVG
 * markup: no page ships this table.
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

export const lucideIcons = {
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

export type IconName = keyof typeof lucideIcons;

export const iconNames = Object.keys(lucideIcons) as IconName[];

export function isIconName(value: string): value is IconName {
  return Object.hasOwn(lucideIcons, value);
}
