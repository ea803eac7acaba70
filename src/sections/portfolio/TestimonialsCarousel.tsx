import { __iconData as chevronLeftIcon } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRightIcon } from "lucide-react/icons/chevron-right";
import { useState } from "react";
import { Section } from "../../components/ui/Section";
import { SectionHeader } from "../../components/ui/SectionHeader";
import { fill } from "../../lib/fill";
import { nextIndex, previousIndex, visibleIndices } from "./carousel";
import { TestimonialCard } from "./TestimonialCard";
import * as styles from "./testimonials-carousel.module.css";
import { svgIcon } from "../../components/icon/svg-icon";

const ChevronLeft = svgIcon(chevronLeftIcon);
const ChevronRight = svgIcon(chevronRightIcon);

export type TestimonialsLabels = NonNullable<
  Queries.PortfolioPageQuery["portfolioYaml"]
>["testimonials"];

interface TestimonialsCarouselProps {
  labels: TestimonialsLabels;
  testimonials: readonly Queries.TestimonialCardFragment[];
}

/**
 * Three consecutive testimonials from the current index, wrapping around; previous and
 * next move by one, a dot per testimonial jumps to it. No automatic rotation.
 */
export function TestimonialsCarousel({ labels, testimonials }: TestimonialsCarouselProps) {
  const [index, setIndex] = useState(0);
  const total = testimonials.length;
  const shown = visibleIndices(index, total);
  return (
    <Section tone="tint" labelledBy="testimonials-title">
      <SectionHeader id="testimonials-title" title={labels.title} intro={labels.intro} />
      <div
        className={styles.carousel}
        role="group"
        aria-roledescription="carousel"
        aria-label={labels.carouselLabel}
      >
        <div
          className={styles.track}
          aria-live="polite"
          data-testid="carousel-track"
          data-index={index}
        >
          {shown.map((entry, position) => (
            <div
              key={entry}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slideLabel, { n: entry + 1, total })}
              data-position={position}
            >
              <TestimonialCard
                testimonial={testimonials[entry]}
                ratingText={fill(labels.ratingLabel, { rating: testimonials[entry].rating })}
              />
            </div>
          ))}
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.previousLabel}
            onClick={() => setIndex((current) => previousIndex(current, total))}
          >
            <ChevronLeft size={22} />
          </button>
          <ul className={styles.dots}>
            {testimonials.map((testimonial, dot) => (
              <li key={testimonial.name}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={fill(labels.dotLabel, { n: dot + 1, total })}
                  aria-current={dot === index ? "true" : undefined}
                  onClick={() => setIndex(dot)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.nextLabel}
            onClick={() => setIndex((current) => nextIndex(current, total))}
          >
            <ChevronRight size={22} />
          </button>
        </div>
      </div>
    </Section>
  );
}
