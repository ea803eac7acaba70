import { graphql } from "gatsby";
import { STAGED_PARTS } from "../../components/splash/staged-parts";
import { Container } from "../../components/ui/Container";
import { Hydrate } from "../../components/ui/Hydrate";
import type { LegalDate } from "../../lib/legal-date";
import { PageHero } from "../shared/PageHero";
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
  updated: LegalDate;
}

/**
 * A legal page: title, last-updated date and its numbered sections. Each section is a hydration
 * boundary of its own (like every Section of the other pages): a legal page is long text, and
 * hydrated whole with the shell it made the first visit's longest task on a phone.
 */
export function LegalDocument({ data, updated }: LegalDocumentProps) {
  return (
    <>
      <PageHero title={data.title} text={data.intro}>
        <p className={styles.updated}>
          {data.updatedLabel}: <time dateTime={updated.iso}>{updated.text}</time>
        </p>
      </PageHero>
      <div className={styles.document}>
        <Container className={styles.inner} {...STAGED_PARTS}>
          {data.sections.map((section) => (
            <Hydrate key={section.title}>
              <section className={styles.section}>
                <h2 className={styles.heading}>{section.title}</h2>
                {section.blocks.map((block, index) =>
                  block.items ? (
                    <ul key={index} className={styles.list}>
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <p key={index}>{block.text}</p>
                  ),
                )}
              </section>
            </Hydrate>
          ))}
        </Container>
      </div>
    </>
  );
}
