import { graphql } from "gatsby";
import { __iconData as quoteIcon } from "lucide-react/icons/quote";
import { __iconData as starIcon } from "lucide-react/icons/star";
import * as styles from "./testimonial-card.module.css";
import { svgIcon } from "../../components/icon/svg-icon";

const Quote = svgIcon(quoteIcon);
const Star = svgIcon(starIcon);

export const fragment = graphql`
  fragment TestimonialCard on TestimonialsYaml {
    name
    role
    content
    rating
  }
`;

interface TestimonialCardProps {
  testimonial: Queries.TestimonialCardFragment;
  ratingText: string;
}

export function TestimonialCard({ testimonial, ratingText }: TestimonialCardProps) {
  return (
    <figure className={styles.card}>
      <Quote size={32} className={styles.quoteIcon} />
      <p className={styles.stars} role="img" aria-label={ratingText}>
        {Array.from({ length: testimonial.rating }, (_, i) => (
          <Star key={i} size={18} className={styles.star} />
        ))}
      </p>
      <blockquote className={styles.content}>
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.name}>{testimonial.name}</span>
        <span className={styles.role}>{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}
