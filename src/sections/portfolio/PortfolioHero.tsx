import { graphql } from "gatsby";
import React from "react";
import { Icon } from "../../components/icons";
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
    <div className={styles.wrapper}>
      <div className={styles.floating} aria-hidden="true">
        {decorativeIcons.map((icon, index) => (
          <span key={icon.name} className={styles.float} data-slot={index}>
            <Icon icon={icon} size={36} strokeWidth={1.5} />
          </span>
        ))}
      </div>
      {/* Laid out whole: the floating icons are placed in % of the hero's height. */}
      <PageHero title={data.title} text={data.text} staged={false}>
        <ul className={styles.badges}>
          {data.badges.map((badge) => (
            <li key={badge.label} className={styles.badge}>
              <Icon icon={badge.icon} size={18} />
              {badge.label}
            </li>
          ))}
        </ul>
      </PageHero>
    </div>
  );
}
