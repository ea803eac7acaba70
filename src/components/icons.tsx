import { graphql } from "gatsby";
import { IconSvg } from "./icon/svg-icon";

/**
 * An icon an editor chose in YAML, as the page's GraphQL data carries it (type SiteIcon: the
 * name and lucide's drawing, resolved by the build from src/components/icon/editor-icons.ts), so
 * a page ships the drawings of the icons it shows and no table of them all.
 */
export const fragment = graphql`
  fragment SiteIcon on SiteIcon {
    name
    classes
    markup
  }
`;

interface IconProps {
  icon: Queries.SiteIconFragment;
  size?: number;
  className?: string;
  strokeWidth?: number;
}

/** A decorative icon an editor chose (always hidden from assistive technology). */
export function Icon({ icon, size = 24, className, strokeWidth = 2 }: IconProps) {
  return <IconSvg drawing={icon} size={size} className={className} strokeWidth={strokeWidth} />;
}
