import { Reveal } from "../../components/reveal/Reveal";
import { STAGED_PARTS } from "../../components/splash/staged-parts";
import { Section } from "../../components/ui/Section";
import { SectionHeader } from "../../components/ui/SectionHeader";
import { CaseStudyCard } from "./CaseStudyCard";
import * as styles from "./case-studies-section.module.css";

interface CaseStudiesSectionProps {
  data: { title: string; intro: string; resultsLabel: string; more: string };
  studies: readonly Queries.CaseStudyCardFragment[];
}

/** The six case studies, three a row on wide screens, ending with "E molti altri...". */
export function CaseStudiesSection({ data, studies }: CaseStudiesSectionProps) {
  return (
    <Section labelledBy="case-studies-title">
      <SectionHeader id="case-studies-title" title={data.title} intro={data.intro} />
      <ul className={styles.grid} {...STAGED_PARTS}>
        {studies.map((study, index) => (
          <Reveal as="li" key={study.key} index={index % 3}>
            <CaseStudyCard study={study} resultsLabel={data.resultsLabel} />
          </Reveal>
        ))}
      </ul>
      <p className={styles.more}>{data.more}</p>
    </Section>
  );
}
