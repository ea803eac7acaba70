import { graphql } from "gatsby";
import { Icon } from "../../components/icons";
import { formatMetric } from "../../lib/format";
import { useCountUp } from "./count-up";
import * as styles from "./metric-counter.module.css";

export const fragment = graphql`
  fragment MetricFigure on MetricsYaml {
    key
    value
    decimals
    suffix
    icon {
      ...SiteIcon
    }
    color
  }

  fragment MetricCounter on MetricsYaml {
    ...MetricFigure
    label
    subtitle
  }
`;

interface MetricCounterProps {
  metric: Queries.MetricCounterFragment;
  start: boolean;
  animate: boolean;
}

/** One headline metric; screen readers get the final figure, not the ticking digits. */
export function MetricCounter({ metric, start, animate }: MetricCounterProps) {
  const current = useCountUp(metric.value, metric.decimals, start, animate);
  const final = formatMetric(metric.value, metric.decimals, metric.suffix);
  return (
    <li className={styles.metric} data-color={metric.color}>
      <span className={styles.icon}>
        <Icon icon={metric.icon} size={28} />
      </span>
      <p className={styles.value}>
        <span
          aria-hidden="true"
          className={styles.ticker}
          data-testid={`counter-${metric.key}`}
          data-final={final}
        >
          <span>{formatMetric(current, metric.decimals, metric.suffix)}</span>
        </span>
        <span className="visually-hidden">{final}</span>
      </p>
      <h3 className={styles.label}>{metric.label}</h3>
      <p className={styles.subtitle}>{metric.subtitle}</p>
    </li>
  );
}
