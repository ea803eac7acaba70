import { graphql } from "gatsby";
import { __iconData as trendingUpIcon } from "lucide-react/icons/trending-up";
import { type CSSProperties } from "react";
import { Picture } from "../../components/picture/Picture";
import * as styles from "./case-study-card.module.css";
import { svgIcon } from "../../components/icon/svg-icon";

const TrendingUp = svgIcon(trendingUpIcon);

export const fragment = graphql`
  fragment CaseStudyCard on CaseStudiesYaml {
    key
    title
    category
    imageAlt
    results
    description
    gradient {
      from
      to
    }
    image {
      childImageSharp {
        gatsbyImageData(
          width: 640
          aspectRatio: 1.5
          layout: CONSTRAINED
          placeholder: DOMINANT_COLOR
          formats: [AUTO, AVIF, WEBP]
          sizes: "(min-width: 1024px) 370px, (min-width: 768px) 50vw, 100vw"
          breakpoints: [320, 480, 640]
        )
      }
    }
  }
`;

interface CaseStudyCardProps {
  study: Queries.CaseStudyCardFragment;
  resultsLabel: string;
}

export function CaseStudyCard({ study, resultsLabel }: CaseStudyCardProps) {
  const image = study.image.childImageSharp?.gatsbyImageData;
  const style = { "--from": study.gradient.from, "--to": study.gradient.to } as CSSProperties;
  const titleId = `case-${study.key}`;
  return (
    <article className={styles.card} style={style} aria-labelledby={titleId}>
      <div className={styles.media}>
        {image ? <Picture image={image} alt={study.imageAlt} className={styles.image} /> : null}
        <span className={styles.category}>{study.category}</span>
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {study.title}
        </h3>
        <p className={styles.description}>{study.description}</p>
        <h4 className="visually-hidden">{resultsLabel}</h4>
        <ul className={styles.results}>
          {study.results.map((result) => (
            <li key={result}>
              <TrendingUp size={16} />
              {result}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
