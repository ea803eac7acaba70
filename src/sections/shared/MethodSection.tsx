import { graphql } from "gatsby";
import { Reveal } from "../../components/reveal/Reveal";
import { Section } from "../../components/ui/Section";
import { SectionHeader } from "../../components/ui/SectionHeader";
import * as styles from "./method-section.module.css";

export const fragment = graphql`
  fragment MethodSection on Method {
    title
    intro
    steps {
      number
      title
      description
    }
  }
`;

/** The five-step method (Servizi and Chi siamo). */
export function MethodSection({ data }: { data: Queries.MethodSectionFragment }) {
  return (
    <Section tone="alt" labelledBy="method-title">
      <SectionHeader id="method-title" title={data.title} intro={data.intro} />
      <ol className={styles.steps}>
        {data.steps.map((step, index) => (
          <Reveal as="li" key={step.number} index={index} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {step.number}
            </span>
            <h3 className={styles.title}>
              <span className="visually-hidden">{step.number}. </span>
              {step.title}
            </h3>
            <p className={styles.description}>{step.description}</p>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}
