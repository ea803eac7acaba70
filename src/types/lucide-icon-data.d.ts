/**
 * lucide-react's per-icon modules (`lucide-react/icons/<name>`) export the icon's data as
 * `__iconData` next to the component, but the package's types declare only the component.
 * tsconfig's `paths` points those imports here, for the type checker only (webpack and jest
 * resolve the real modules). svg-icon.tsx checks the data's shape when the module loads.
 */
import type { LucideIcon, LucideIconData } from "lucide-react";

export const __iconData: LucideIconData;
declare const icon: LucideIcon;
export default icon;
