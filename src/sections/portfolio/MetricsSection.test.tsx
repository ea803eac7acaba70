import { act, render, screen } from "@testing-library/react";
import { COUNT_UP, countUpValue } from "./count-up";
import { MetricsSection } from "./MetricsSection";
import { loadContent } from "../../../__tests__/helpers/content";
import {
  installFakeIntersectionObserver,
  reportIntersection,
} from "../../../__tests__/helpers/fake-intersection-observer";

function setReducedMotion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const metrics = loadContent<Queries.MetricCounterFragment[]>("metrics.yaml");
const intro =
  loadContent<NonNullable<Queries.PortfolioPageQuery["portfolioYaml"]>>("portfolio.yaml").metrics;
const shown = () => metrics.map((m) => screen.getByTestId(`counter-${m.key}`).textContent);
const claims = ["250%", "4,2%", "5,8x", "300%"];

describe("count-up values", () => {
  it("follows the spec's timing", () => {
    expect(COUNT_UP).toEqual({ durationMs: 2000, tickMs: 16, delayMs: 500 });
    expect(countUpValue(250, 0, 0)).toBe(0);
    expect(countUpValue(250, 0, 1000)).toBe(125);
    expect(countUpValue(4.2, 1, 1000)).toBe(2.1);
    expect(countUpValue(5.8, 1, 2000)).toBe(5.8);
    expect(countUpValue(300, 0, 9999)).toBe(300);
  });
});

describe("<MetricsSection>", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    installFakeIntersectionObserver();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it("counts up 500 ms after the section is visible and ends on the claims", () => {
    render(<MetricsSection data={intro} metrics={metrics} />);
    expect(shown()).toEqual(["0%", "0,0%", "0,0x", "0%"]);
    act(() => jest.advanceTimersByTime(3000));
    expect(shown()).toEqual(["0%", "0,0%", "0,0x", "0%"]); // not visible yet

    reportIntersection(true);
    act(() => jest.advanceTimersByTime(COUNT_UP.delayMs));
    expect(shown()).toEqual(["0%", "0,0%", "0,0x", "0%"]);
    act(() => jest.advanceTimersByTime(1008)); // 63 ticks of 16 ms
    const half = screen.getByTestId("counter-followers").textContent!;
    expect(Number.parseInt(half, 10)).toBeGreaterThan(100);
    expect(Number.parseInt(half, 10)).toBeLessThan(150);
    act(() => jest.advanceTimersByTime(1000));
    expect(shown()).toEqual(claims);
  });

  it("states the source of the figures under them", () => {
    render(<MetricsSection data={intro} metrics={metrics} />);
    const note = screen.getByText(intro.note);
    expect(note.tagName).toBe("P");
    // after the list of figures, inside the same section
    expect(
      screen.getByRole("list").compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(intro.note).toMatch(/settore, budget e punto di partenza/);
  });

  it("gives screen readers the final figures only", () => {
    render(<MetricsSection data={intro} metrics={metrics} />);
    for (const claim of claims)
      expect(screen.getByText(claim, { selector: ".visually-hidden" })).toBeInTheDocument();
    for (const m of metrics)
      expect(screen.getByTestId(`counter-${m.key}`)).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the final values at once under reduced motion", () => {
    setReducedMotion(true);
    render(<MetricsSection data={intro} metrics={metrics} />);
    expect(shown()).toEqual(claims);
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toEqual(claims);
  });
});
