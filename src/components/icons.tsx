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
import React from "react";
import type { IconName } from "./icon-names";
import { svgIcon, type SvgIcon } from "./icon/svg-icon";

/** Every icon an editor can name in YAML, each from lucide's own module for it. */
export const icons: Record<IconName, SvgIcon> = {
  sparkles: svgIcon(sparkles),
  rocket: svgIcon(rocket),
  "trending-up": svgIcon(trendingUp),
  target: svgIcon(target),
  "bar-chart": svgIcon(chartColumn),
  megaphone: svgIcon(megaphone),
  bot: svgIcon(bot),
  compass: svgIcon(compass),
  lightbulb: svgIcon(lightbulb),
  users: svgIcon(users),
  "mouse-pointer-click": svgIcon(mousePointerClick),
  zap: svgIcon(zap),
  "shield-check": svgIcon(shieldCheck),
  headset: svgIcon(headset),
  award: svgIcon(award),
  "line-chart": svgIcon(chartLine),
  heart: svgIcon(heart),
  star: svgIcon(star),
  gem: svgIcon(gem),
  "message-circle": svgIcon(messageCircle),
  search: svgIcon(search),
  settings: svgIcon(settings),
  layers: svgIcon(layers),
  "check-circle": svgIcon(circleCheck),
};

interface IconProps {
  name: string;
  size?: number;
  className?: string;
  strokeWidth?: number;
}

/** A decorative icon by its YAML name (always hidden from assistive technology). */
export function Icon({ name, size = 24, className, strokeWidth = 2 }: IconProps) {
  const Component = icons[name as IconName] ?? icons.sparkles;
  return <Component size={size} className={className} strokeWidth={strokeWidth} />;
}
