import { render, screen } from "@testing-library/react";
import { Reveal } from "./Reveal";
import {
  installFakeIntersectionObserver,
  reportIntersection,
} from "../../../__tests__/helpers/fake-intersection-observer";

// Jest's stand-in for CSS Modules gives a namespace import no names: the classes by their own names.
jest.mock("./reveal.module.css", () => ({
  reveal: "reveal",
  shown: "shown",
  hidden: "hidden",
  unseen: "unseen",
}));

function installObserver() {
  installFakeIntersectionObserver();
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/** The classes of the revealed element. */
const classes = () => screen.getByTestId("revealed").className.split(" ").sort();

function renderReveal(repeat: boolean) {
  render(
    <Reveal repeat={repeat}>
      <p>Contenuto</p>
    </Reveal>,
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
    reportIntersection(false);
    expect(classes()).toEqual(["hidden", "reveal", "unseen"]);
  });

  it("slides in when it enters the viewport, and out again once it has been seen", () => {
    renderReveal(true);
    reportIntersection(false);
    reportIntersection(true);
    expect(classes()).toEqual(["reveal", "shown"]);
    reportIntersection(false);
    expect(classes()).toEqual(["hidden", "reveal"]);
  });
});
