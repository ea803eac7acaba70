import { graphql } from "gatsby";
import { Icon } from "../../components/icons";
import { Section } from "../../components/ui/Section";
import { SectionHeader } from "../../components/ui/SectionHeader";
import * as styles from "./why-section.module.css";

export const fragment = graphql`
  fragment WhySection on HomeWhy {
    title
    intro
    reasons {
      ...IconCard
    }
  }

  fragment IconCard on IconCard {
    icon {
      ...SiteIcon
    }
    title
    description
  }
`;

/** "Perché Scegliere": the three reasons. */
export function WhySection({ data }: { data: Queries.WhySectionFragment }) {
  return (
    <Section tone="tint" labelledBy="why-title">
      <SectionHeader id="why-title" title={data.title} intro={data.intro} />
      <ul className={styles.grid}>
        {data.reasons.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <span className={styles.icon}>
              <Icon icon={reason.icon} size={28} />
            </span>
            <h3 className={styles.title}>{reason.title}</h3>
            <p className={styles.description}>{reason.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
