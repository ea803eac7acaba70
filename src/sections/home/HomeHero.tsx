import { graphql } from "gatsby";
import { Icon } from "../../components/icons";
import { STAGED_PARTS } from "../../components/splash/staged-parts";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Container } from "../../components/ui/Container";
import { Hydrate } from "../../components/ui/Hydrate";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { useRotatingIndex } from "../../hooks/use-rotating-index";
import { classNames } from "../../lib/class-names";
import * as styles from "./home-hero.module.css";

/** Hero icon rotation period (spec §9). */
export const HERO_ICON_PERIOD_MS = 2000;

export const fragment = graphql`
  fragment HomeHero on HomeHero {
    eyebrow
    title
    titleHighlight
    text
    primary {
      label
      to
    }
    secondary {
      label
      to
    }
    rotatingIcons {
      ...SiteIcon
    }
  }
`;

export function HomeHero({ data }: { data: Queries.HomeHeroFragment }) {
  const reducedMotion = useReducedMotion();
  const index = useRotatingIndex(data.rotatingIcons.length, HERO_ICON_PERIOD_MS, reducedMotion);
  // A hydration boundary of its own, like every section, so that the hero's elements hydrate out of
  // the first pass (docs/performance.md); the two hooks above still run in that pass.
  return (
    <Hydrate>
      <section className={styles.hero} aria-labelledby="hero-title">
        <Container className={styles.inner} {...STAGED_PARTS}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>{data.eyebrow}</p>
            <h1 id="hero-title" className={styles.title}>
              {data.title} <span className={styles.highlight}>{data.titleHighlight}</span>
            </h1>
            <p className={styles.text}>{data.text}</p>
            <div className={styles.actions}>
              <ButtonLink to={data.primary.to} variant="light">
                {data.primary.label}
              </ButtonLink>
              <ButtonLink to={data.secondary.to} variant="ghost">
                {data.secondary.label}
              </ButtonLink>
            </div>
          </div>
          <div
            className={styles.visual}
            aria-hidden="true"
            data-testid="hero-icon"
            data-index={index}
          >
            <div className={styles.orbit} />
            {data.rotatingIcons.map((icon, i) => (
              <span
                key={icon.name}
                className={classNames(styles.icon, i === index && styles.active)}
                data-icon={icon.name}
              >
                <Icon icon={icon} size={72} strokeWidth={1.75} />
              </span>
            ))}
          </div>
        </Container>
      </section>
    </Hydrate>
  );
}
