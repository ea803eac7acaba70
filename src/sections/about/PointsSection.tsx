import { graphql } from "gatsby";
import { __iconData as checkCircleIcon } from "lucide-react/icons/circle-check";
import { Reveal } from "../../components/reveal/Reveal";
import { Section } from "../../components/ui/Section";
import { SectionHeader } from "../../components/ui/SectionHeader";
import * as styles from "./points-section.module.css";
import { svgIcon } from "../../components/icon/svg-icon";

const CheckCircle = svgIcon(checkCircleIcon);

export const fragment = graphql`
  fragment PointsSection on AboutPoints {
    title
    intro
    items {
      title
      description
    }
  }
`;

/** The six points that set the agency apart. */
export function PointsSection({ data }: { data: Queries.PointsSectionFragment }) {
  return (
    <Section labelledBy="points-title">
      <SectionHeader id="points-title" title={data.title} intro={data.intro} />
      <ul className={styles.grid}>
        {data.items.map((item, index) => (
          <Reveal as="li" key={item.title} index={index % 3} className={styles.point}>
            <CheckCircle size={26} className={styles.icon} />
            <div>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.description}>{item.description}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
