import { graphql } from "gatsby";
import { Icon } from "../../components/icons";
import { STAGED_PARTS } from "../../components/splash/staged-parts";
import { PageHero } from "../shared/PageHero";
import * as styles from "./portfolio-hero.module.css";

export const fragment = graphql`
  fragment PortfolioHero on PortfolioHero {
    title
    text
    badges {
      icon {
        ...SiteIcon
      }
      label
    }
  }
`;

interface PortfolioHeroProps {
  data: Queries.PortfolioHeroFragment;
  decorativeIcons: readonly Queries.SiteIconFragment[];
}

/** "Portfolio & Risultati" with its two badges and floating decorative icons. */
export function PortfolioHero({ data, decorativeIcons }: PortfolioHeroProps) {
  return (
    // Staged beneath the splash (staged-layout.ts): the floating icons, placed in % of the hero's
    // height, come after its last part, or they would move.
    <div className={styles.wrapper} {...STAGED_PARTS}>
      <PageHero title={data.title} text={data.text}>
        <ul className={styles.badges}>
          {data.badges.map((badge) => (
            <li key={badge.label} className={styles.badge}>
              <Icon icon={badge.icon} size={18} />
              {badge.label}
            </li>
          ))}
        </ul>
      </PageHero>
      <div className={styles.floating} aria-hidden="true">
        {decorativeIcons.map((icon, index) => (
          <span key={icon.name} className={styles.float} data-slot={index}>
            <Icon icon={icon} size={36} strokeWidth={1.5} />
          </span>
        ))}
      </div>
    </div>
  );
}
