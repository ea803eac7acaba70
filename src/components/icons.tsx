import {
  Award,
  BarChart3,
  Bot,
  CheckCircle2,
  Compass,
  Gem,
  Headset,
  Heart,
  Layers,
  Lightbulb,
  LineChart,
  Megaphone,
  MessageCircle,
  MousePointerClick,
  Rocket,
  Search,
  Settings,
  ShieldCheck,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Users,
  Zap,
  type LucideIcon,
} from "lucide-react";
import React from "react";
import type { IconName } from "./icon-names";

/** Every icon an editor can name in YAML; each lucide icon is imported on its own. */
export const icons: Record<IconName, LucideIcon> = {
  sparkles: Sparkles,
  rocket: Rocket,
  "trending-up": TrendingUp,
  target: Target,
  "bar-chart": BarChart3,
  megaphone: Megaphone,
  bot: Bot,
  compass: Compass,
  lightbulb: Lightbulb,
  users: Users,
  "mouse-pointer-click": MousePointerClick,
  zap: Zap,
  "shield-check": ShieldCheck,
  headset: Headset,
  award: Award,
  "line-chart": LineChart,
  heart: Heart,
  star: Star,
  gem: Gem,
  "message-circle": MessageCircle,
  search: Search,
  settings: Settings,
  layers: Layers,
  "check-circle": CheckCircle2,
};

interface IconProps {
  name: string;
  size?: number;
  className?: string;
  strokeWidth?: number;
}

/** A decorative icon by its YAML name (always hidden from assistive technology). */
export function Icon({ name, size = 24, className, strokeWidth = 2 }: IconProps) {
  const Component = icons[name as IconName] ?? Sparkles;
  return <Component aria-hidden="true" focusable="false" size={size} className={className} strokeWidth={strokeWidth} />;
}
