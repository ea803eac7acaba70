/**
 * The icon names an editor may use in content/ YAML (field type "Icon").
 * icon/editor-icons.ts maps each one to its lucide icon; the build turns the names in YAML into
 * drawings (GraphQL type SiteIcon) that icons.tsx draws as static SVG markup. Plain names, no
 * lucide import: the content check runs under tsx, which follows tsconfig's `paths` for
 * lucide-react/icons/* to a declaration file.
 */
export const iconNames = [
  "sparkles",
  "rocket",
  "trending-up",
  "target",
  "bar-chart",
  "megaphone",
  "bot",
  "compass",
  "lightbulb",
  "users",
  "mouse-pointer-click",
  "zap",
  "shield-check",
  "headset",
  "award",
  "line-chart",
  "heart",
  "star",
  "gem",
  "message-circle",
  "search",
  "settings",
  "layers",
  "check-circle",
] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(value: string): value is IconName {
  return (iconNames as readonly string[]).includes(value);
}
