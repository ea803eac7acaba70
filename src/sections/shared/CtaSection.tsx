import { graphql } from "gatsby";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Container } from "../../components/ui/Container";
import { Hydrate } from "../../components/ui/Hydrate";
import * as styles from "./cta-section.module.css";

export const fragment = graphql`
  fragment CtaSection on CallToAction {
    title
    text
    primary {
      label
      to
    }
    secondary {
      label
      to
    }
  }
`;

/** The closing call to action every page ends with. */
export function CtaSection({ data }: { data: Queries.CtaSectionFragment }) {
  return (
    <Hydrate>
      <section className={styles.cta} aria-labelledby="cta-title">
        <Container className={styles.inner}>
          <h2 id="cta-title" className={styles.title}>
            {data.title}
          </h2>
          <p className={styles.text}>{data.text}</p>
          <div className={styles.actions}>
            <ButtonLink to={data.primary.to} variant="light">
              {data.primary.label}
            </ButtonLink>
            {data.secondary ? (
              <ButtonLink to={data.secondary.to} variant="ghost">
                {data.secondary.label}
              </ButtonLink>
            ) : null}
          </div>
        </Container>
      </section>
    </Hydrate>
  );
}
