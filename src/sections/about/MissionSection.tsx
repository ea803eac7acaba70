import { graphql } from "gatsby";
import { Section } from "../../components/ui/Section";
import * as styles from "./mission-section.module.css";

export const fragment = graphql`
  fragment MissionSection on Mission {
    title
    paragraphs
  }
`;

export function MissionSection({ data }: { data: Queries.MissionSectionFragment }) {
  return (
    <Section labelledBy="mission-title">
      <div className={styles.mission}>
        <h2 id="mission-title" className={styles.title}>
          {data.title}
        </h2>
        <div className={styles.text}>
          {data.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
