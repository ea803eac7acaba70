import { graphql } from "gatsby";
import { Section } from "../../components/ui/Section";
import { SectionHeader } from "../../components/ui/SectionHeader";
import { useInView } from "../../hooks/use-in-view";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { MetricCounter } from "./MetricCounter";
import * as styles from "./metrics-section.module.css";

export const fragment = graphql`
  fragment MetricsIntro on MetricsIntro {
    title
    intro
    note
  }
`;

interface MetricsSectionProps {
  data: Queries.MetricsIntroFragment;
  metrics: readonly Queries.MetricCounterFragment[];
}

/** The four headline metrics, counting up once the section is 10% visible, with their source note. */
export function MetricsSection({ data, metrics }: MetricsSectionProps) {
  const reducedMotion = useReducedMotion();
  const [ref, inView] = useInView<HTMLUListElement>({ threshold: 0.1, once: true, initial: false });
  return (
    <Section tone="alt" labelledBy="metrics-title">
      <SectionHeader id="metrics-title" title={data.title} intro={data.intro} />
      <ul ref={ref} className={styles.grid}>
        {metrics.map((metric) => (
          <MetricCounter key={metric.key} metric={metric} start={inView} animate={!reducedMotion} />
        ))}
      </ul>
      <p className={styles.note}>{data.note}</p>
    </Section>
  );
}
