import { graphql } from "gatsby";
import { Quote, Star } from "lucide-react";
import React from "react";
import * as styles from "./testimonial-card.module.css";

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
      <Quote aria-hidden="true" size={32} className={styles.quoteIcon} />
      <p className={styles.stars} role="img" aria-label={ratingText}>
        {Array.from({ length: testimonial.rating }, (_, i) => (
          <Star key={i} aria-hidden="true" size={18} className={styles.star} />
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
