import { fireEvent, render, screen, within } from "@testing-library/react";
import { nextIndex, previousIndex, visibleIndices, wrapIndex } from "./carousel";
import { TestimonialsCarousel, type TestimonialsLabels } from "./TestimonialsCarousel";
import { loadContent } from "../../../__tests__/helpers/content";

describe("carousel index logic", () => {
  it("wraps both ways", () => {
    expect(nextIndex(0, 6)).toBe(1);
    expect(nextIndex(5, 6)).toBe(0);
    expect(previousIndex(0, 6)).toBe(5);
    expect(previousIndex(3, 6)).toBe(2);
    expect(wrapIndex(-7, 6)).toBe(5);
  });

  it("shows three consecutive entries from the index, wrapping", () => {
    expect(visibleIndices(0, 6)).toEqual([0, 1, 2]);
    expect(visibleIndices(4, 6)).toEqual([4, 5, 0]);
    expect(visibleIndices(5, 6)).toEqual([5, 0, 1]);
    expect(visibleIndices(0, 2)).toEqual([0, 1]);
  });
});

describe("<TestimonialsCarousel>", () => {
  const portfolio = loadContent<{ testimonials: TestimonialsLabels }>("portfolio.yaml");
  const testimonials = loadContent<Queries.TestimonialCardFragment[]>("testimonials.yaml");
  const shownNames = () =>
    within(screen.getByTestId("carousel-track"))
      .getAllByRole("group")
      .map(
        (slide) =>
          within(slide).getByText(
            (_, el) =>
              el?.tagName === "SPAN" && testimonials.some((t) => t.name === el.textContent),
          ).textContent,
      );

  beforeEach(() => {
    render(<TestimonialsCarousel labels={portfolio.testimonials} testimonials={testimonials} />);
  });

  it("shows the first three testimonials with a five-star rating text", () => {
    expect(testimonials).toHaveLength(6);
    expect(shownNames()).toEqual(testimonials.slice(0, 3).map((t) => t.name));
    expect(screen.getAllByRole("img", { name: /5/ })).toHaveLength(3);
  });

  it("moves by one with previous and next, wrapping around", () => {
    const next = screen.getByRole("button", { name: portfolio.testimonials.nextLabel });
    const previous = screen.getByRole("button", { name: portfolio.testimonials.previousLabel });
    fireEvent.click(previous);
    expect(shownNames()).toEqual([5, 0, 1].map((i) => testimonials[i].name));
    fireEvent.click(next);
    fireEvent.click(next);
    expect(shownNames()).toEqual([1, 2, 3].map((i) => testimonials[i].name));
    for (let i = 0; i < 5; i += 1) fireEvent.click(next);
    expect(shownNames()).toEqual([0, 1, 2].map((i) => testimonials[i].name));
  });

  it("has one dot per testimonial that jumps to it and marks the current one", () => {
    const dots = screen.getAllByRole("button", { name: /testimonianza \d di 6/i });
    expect(dots).toHaveLength(6);
    expect(dots[0]).toHaveAttribute("aria-current", "true");
    fireEvent.click(dots[4]);
    expect(dots[4]).toHaveAttribute("aria-current", "true");
    expect(dots[0]).not.toHaveAttribute("aria-current");
    expect(shownNames()).toEqual([4, 5, 0].map((i) => testimonials[i].name));
  });
});
