import { graphql, Link } from "gatsby";
import { __iconData as arrowRightIcon } from "lucide-react/icons/arrow-right";
import { Icon } from "../../components/icons";
import { STAGED_PARTS } from "../../components/splash/staged-parts";
import { Section } from "../../components/ui/Section";
import { SectionHeader } from "../../components/ui/SectionHeader";
import * as styles from "./services-preview.module.css";
import { svgIcon } from "../../components/icon/svg-icon";

const ArrowRight = svgIcon(arrowRightIcon);

export const fragment = graphql`
  fragment ServicesPreview on HomeServices {
    title
    intro
    linkLabel
    link
  }
  fragment ServicePreviewCard on ServicesYaml {
    key
    icon {
      ...SiteIcon
    }
    title
    description
  }
`;

interface ServicesPreviewProps {
  data: Queries.ServicesPreviewFragment;
  services: readonly Queries.ServicePreviewCardFragment[];
}

/** The home page's three service cards, each linking to /servizi. */
export function ServicesPreview({ data, services }: ServicesPreviewProps) {
  return (
    <Section labelledBy="services-title">
      <SectionHeader id="services-title" title={data.title} intro={data.intro} />
      <ul className={styles.grid} {...STAGED_PARTS}>
        {services.map((service) => (
          <li key={service.key} className={styles.card}>
            <span className={styles.badge}>
              <Icon icon={service.icon} />
            </span>
            <h3 className={styles.title}>{service.title}</h3>
            <p className={styles.description}>{service.description}</p>
            <Link to={data.link} className={styles.link}>
              {data.linkLabel}
              <span className="visually-hidden">: {service.title}</span>
              <ArrowRight size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
