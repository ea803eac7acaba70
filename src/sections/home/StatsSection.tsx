import { graphql } from "gatsby";
import { Icon } from "../../components/icons";
import { Section } from "../../components/ui/Section";
import { SectionHeader } from "../../components/ui/SectionHeader";
import { formatMetric } from "../../lib/format";
import * as styles from "./stats-section.module.css";

export const fragment = graphql`
  fragment StatTile on MetricsYaml {
    ...MetricFigure
    homeLabel
  }
`;

interface StatsSectionProps {
  data: Queries.MetricsIntroFragment;
  stats: readonly Queries.StatTileFragment[];
}

/** The four statistic tiles of the home page (figures from content/metrics.yaml), with their source note. */
export function StatsSection({ data, stats }: StatsSectionProps) {
  return (
    <Section tone="alt" labelledBy="stats-title">
      <SectionHeader id="stats-title" title={data.title} intro={data.intro} />
      <ul className={styles.grid}>
        {stats.map((stat) => (
          <li key={stat.key} className={styles.tile} data-color={stat.color}>
            <Icon icon={stat.icon} className={styles.icon} />
            <p className={styles.value}>{formatMetric(stat.value, stat.decimals, stat.suffix)}</p>
            <p className={styles.label}>{stat.homeLabel}</p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{data.note}</p>
    </Section>
  );
}
