import { act, render, screen } from "@testing-library/react";
import React from "react";
import { Reveal } from "../../src/components/reveal/Reveal";

// Jest's stand-in for CSS Modules gives a namespace import no names: the classes by their own names.
jest.mock("../../src/components/reveal/reveal.module.css", () => ({ reveal: "reveal", shown: "shown", hidden: "hidden", unseen: "unseen" }));

type Observed = { callback: IntersectionObserverCallback; element?: Element };
let observers: Observed[] = [];

function installObserver() {
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
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/** The observer reports the element in the viewport or out of it. */
function report(isIntersecting: boolean) {
  act(() => {
    for (const { callback, element } of observers) {
      if (element) callback([{ isIntersecting, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

/** The classes of the revealed element. */
const classes = () => screen.getByTestId("revealed").className.split(" ").sort();

function renderReveal(repeat: boolean) {
  render(
    <Reveal repeat={repeat}>
      <p>Contenuto</p>
    </Reveal>
  );
  screen.getByText("Contenuto").parentElement!.setAttribute("data-testid", "revealed");
}

describe("<Reveal>", () => {
  beforeEach(installObserver);

  it("is shown in the server HTML's state until the observer reports", () => {
    renderReveal(false);
    expect(classes()).toEqual(["reveal", "shown"]);
  });

  it("hides what lies below the fold at once, without sliding it out where nobody saw it", () => {
    renderReveal(true);
    report(false);
    expect(classes()).toEqual(["hidden", "reveal", "unseen"]);
  });

  it("slides in when it enters the viewport, and out again once it has been seen", () => {
    renderReveal(true);
    report(false);
    report(true);
    expect(classes()).toEqual(["reveal", "shown"]);
    report(false);
    expect(classes()).toEqual(["hidden", "reveal"]);
  });
});
