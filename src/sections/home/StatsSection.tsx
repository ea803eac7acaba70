import { graphql } from "gatsby";
import React from "react";
import { Icon } from "../../components/icons";
import { Section } from "../../components/ui/Section";
import { SectionHeader } from "../../components/ui/SectionHeader";
import { formatMetric } from "../../lib/format";
import * as styles from "./stats-section.module.css";

export const fragment = graphql`
  fragment StatTile on MetricsYaml {
    key
    value
    decimals
    suffix
    icon
    color
    homeLabel
  }
`;

interface StatsSectionProps {
  title: string;
  intro?: string | null;
  stats: readonly Queries.StatTileFragment[];
}

/** The four statistic tiles of the home page (figures from content/metrics.yaml). */
export function StatsSection({ title, intro, stats }: StatsSectionProps) {
  return (
    <Section tone="alt" labelledBy="stats-title">
      <SectionHeader id="stats-title" title={title} intro={intro} />
      <ul className={styles.grid}>
        {stats.map((stat) => (
          <li key={stat.key} className={styles.tile} data-color={stat.color}>
            <Icon name={stat.icon} className={styles.icon} />
            <p className={styles.value}>{formatMetric(stat.value, stat.decimals, stat.suffix)}</p>
            <p className={styles.label}>{stat.homeLabel}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
