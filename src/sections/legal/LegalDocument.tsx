import { graphql } from "gatsby";
import React from "react";
import { Container } from "../../components/ui/Container";
import { useSite } from "../../hooks/use-site";
import { fill } from "../../lib/fill";
import * as styles from "./legal-document.module.css";

export const fragment = graphql`
  fragment LegalDocument on LegalYaml {
    title
    intro
    updatedLabel
    sections {
      title
      blocks {
        text
        items
      }
    }
  }
`;

interface LegalDocumentProps {
  data: Queries.LegalDocumentFragment;
  /** Already formatted, e.g. "22 novembre 2026". */
  updated: string;
}

/** A legal page: title, last-updated date and its numbered sections. */
export function LegalDocument({ data, updated }: LegalDocumentProps) {
  const { values } = useSite();
  return (
    <article className={styles.document} aria-labelledby="legal-title">
      <Container className={styles.inner}>
        <h1 id="legal-title" className={styles.title}>
          {data.title}
        </h1>
        <p className={styles.updated}>
          {data.updatedLabel}: <time>{updated}</time>
        </p>
        <p className={styles.intro}>{fill(data.intro, values)}</p>
        {data.sections.map((section) => (
          <section key={section.title} className={styles.section}>
            <h2 className={styles.heading}>{section.title}</h2>
            {section.blocks.map((block, index) =>
              block.items ? (
                <ul key={index} className={styles.list}>
                  {block.items.map((item) => (
                    <li key={item}>{fill(item, values)}</li>
                  ))}
                </ul>
              ) : (
                <p key={index}>{fill(block.text ?? "", values)}</p>
              )
            )}
          </section>
        ))}
      </Container>
    </article>
  );
}
