import { graphql } from "gatsby";
import { Section } from "../../components/ui/Section";
import { useSite } from "../../hooks/use-site";
import { fill } from "../../lib/fill";
import * as styles from "./mission-section.module.css";

export const fragment = graphql`
  fragment MissionSection on Mission {
    title
    paragraphs
  }
`;

export function MissionSection({ data }: { data: Queries.MissionSectionFragment }) {
  const { values } = useSite();
  return (
    <Section labelledBy="mission-title">
      <div className={styles.mission}>
        <h2 id="mission-title" className={styles.title}>
          {fill(data.title, values)}
        </h2>
        <div className={styles.text}>
          {data.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph, values)}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
