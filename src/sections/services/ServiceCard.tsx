import { graphql, Link } from "gatsby";
import { __iconData as checkIcon } from "lucide-react/icons/check";
import { Icon } from "../../components/icons";
import * as styles from "./service-card.module.css";
import { svgIcon } from "../../components/icon/svg-icon";

const Check = svgIcon(checkIcon);

export const fragment = graphql`
  fragment ServiceCard on ServicesYaml {
    key
    icon {
      ...SiteIcon
    }
    title
    description
    features
  }
`;

interface ServiceCardProps {
  service: Queries.ServiceCardFragment;
  featuresLabel: string;
  cta: { label: string; to: string };
}

/** One service: icon, title, description, its five features and the quote link. */
export function ServiceCard({ service, featuresLabel, cta }: ServiceCardProps) {
  const titleId = `service-${service.key}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <span className={styles.badge}>
        <Icon icon={service.icon} size={28} />
      </span>
      <h2 id={titleId} className={styles.title}>
        {service.title}
      </h2>
      <p className={styles.description}>{service.description}</p>
      <h3 className="visually-hidden">{featuresLabel}</h3>
      <ul className={styles.features}>
        {service.features.map((feature) => (
          <li key={feature}>
            <Check size={18} className={styles.check} />
            {feature}
          </li>
        ))}
      </ul>
      <Link to={cta.to} className={styles.cta}>
        {cta.label}
        <span className="visually-hidden">: {service.title}</span>
      </Link>
    </article>
  );
}
