import { graphql } from "gatsby";
import { type ReactNode } from "react";
import { Container } from "../../components/ui/Container";
import * as styles from "./page-hero.module.css";

export const fragment = graphql`
  fragment PageHero on PageHero {
    eyebrow
    title
    text
  }
`;

interface PageHeroProps {
  eyebrow?: string | null;
  title: string;
  text: string;
  children?: ReactNode;
}

/** The opening band of an inner page, with its h1. */
export function PageHero({ eyebrow, title, text, children }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <Container className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {children}
      </Container>
    </section>
  );
}
