import { act } from "@testing-library/react";

/**
 * A stand-in for IntersectionObserver in jsdom (which has none): installFakeIntersectionObserver()
 * puts it on window, and reportIntersection() makes every observer report its element in the
 * viewport or out of it, as the browser would on scrolling.
 */
type Observed = { callback: IntersectionObserverCallback; element?: Element };
let observers: Observed[] = [];

export function installFakeIntersectionObserver(): void {
  observers = [];
  class FakeObserver {
    observed: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.observed = { callback };
      observers.push(this.observed);
    }
    observe(element: Element) {
      this.observed.element = element;
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
}

export function reportIntersection(isIntersecting: boolean): void {
  act(() => {
    for (const { callback, element } of observers) {
      if (element)
        callback(
          [{ isIntersecting, target: element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    }
  });
}
