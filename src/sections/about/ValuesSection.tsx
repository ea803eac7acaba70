import { graphql } from "gatsby";
import { Icon } from "../../components/icons";
import { Reveal } from "../../components/reveal/Reveal";
import { Section } from "../../components/ui/Section";
import { SectionHeader } from "../../components/ui/SectionHeader";
import * as styles from "./values-section.module.css";

export const fragment = graphql`
  fragment ValuesSection on AboutValues {
    title
    intro
    items {
      ...IconCard
    }
  }
`;

/** The four values. */
export function ValuesSection({ data }: { data: Queries.ValuesSectionFragment }) {
  return (
    <Section tone="tint" labelledBy="values-title">
      <SectionHeader id="values-title" title={data.title} intro={data.intro} />
      <ul className={styles.grid}>
        {data.items.map((item, index) => (
          <Reveal as="li" key={item.title} index={index} className={styles.card}>
            <span className={styles.icon}>
              <Icon icon={item.icon} size={26} />
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.description}>{item.description}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
