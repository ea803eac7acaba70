import { Reveal } from "../../components/reveal/Reveal";
import { STAGED_PARTS } from "../../components/splash/staged-parts";
import { Section } from "../../components/ui/Section";
import { ServiceCard } from "./ServiceCard";
import * as styles from "./services-grid.module.css";

/** Scroll reveal of the Servizi cards (spec §9): 10 % visible, 50 px margin, slide back out. */
export const SERVICES_REVEAL = { threshold: 0.1, rootMargin: "50px" } as const;

interface ServicesGridProps {
  services: readonly Queries.ServiceCardFragment[];
  featuresLabel: string;
  cta: { label: string; to: string };
}

export function ServicesGrid({ services, featuresLabel, cta }: ServicesGridProps) {
  return (
    <Section>
      <ul className={styles.grid} {...STAGED_PARTS}>
        {services.map((service, index) => (
          <Reveal as="li" key={service.key} index={index % 3} repeat {...SERVICES_REVEAL}>
            <ServiceCard service={service} featuresLabel={featuresLabel} cta={cta} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
