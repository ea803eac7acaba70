import { graphql } from "gatsby";

/**
 * An icon an editor chose in YAML, as the page's GraphQL data carries it (type SiteIcon: the
 * name and lucide's drawing, resolved by the build from src/components/icon/editor-icons.ts), so
 * a page ships the drawings of the icons it shows and no table of them all. `Icon` draws it.
 */
export const fragment = graphql`
  fragment SiteIcon on SiteIcon {
    name
    classes
    markup
  }
`;

export { Icon } from "./icon/svg-icon";
