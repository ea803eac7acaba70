import { act, render, screen } from "@testing-library/react";
import React from "react";
import { splashScript } from "../../src/components/splash/splash-script";
import { Splash } from "../../src/components/splash/Splash";
import { splashProgress, SPLASH_SEEN_KEY } from "../../src/components/splash/splash-timing";

function setReducedMotion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

function runHeadScript() {
  // The same source gatsby-ssr.tsx inlines in <head>.
  new Function(splashScript)();
}

function resetDocument() {
  const root = document.documentElement;
  root.removeAttribute("data-splash");
  root.removeAttribute("class");
  root.style.removeProperty("--splash-t0");
}

describe("splash progress", () => {
  it("rises 2 % every 40 ms and reaches 100 % at 2 s", () => {
    expect(splashProgress(0)).toBe(0);
    expect(splashProgress(39)).toBe(0);
    expect(splashProgress(40)).toBe(2);
    expect(splashProgress(1000)).toBe(50);
    expect(splashProgress(1999)).toBe(98);
    expect(splashProgress(2000)).toBe(100);
    expect(splashProgress(5000)).toBe(100);
  });
});

describe("splash head script", () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetDocument();
    setReducedMotion(false);
  });

  it("shows the splash on the first load of a session only", () => {
    runHeadScript();
    expect(document.documentElement.getAttribute("data-splash")).toBe("show");
    expect(document.documentElement.style.getPropertyValue("--splash-t0")).toMatch(/^[\d.]+ms$/);
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe("1");

    resetDocument(); // a reload in the same session
    runHeadScript();
    expect(document.documentElement.hasAttribute("data-splash")).toBe(false);
  });

  it("skips the splash under prefers-reduced-motion", () => {
    setReducedMotion(true);
    runHeadScript();
    expect(document.documentElement.hasAttribute("data-splash")).toBe(false);
  });

  it("marks the document as having JavaScript", () => {
    runHeadScript();
    expect(document.documentElement.classList.contains("js")).toBe(true);
  });
});

describe("<Splash>", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetDocument();
  });
  afterEach(() => jest.useRealTimers());

  const renderSplash = () =>
    render(<Splash companyName="Impulso Digitale" message="Preparazione dell'esperienza digitale..." progressLabel="Caricamento del sito" />);

  it("counts up for assistive technology and leaves after 2 s from the page load", () => {
    const root = document.documentElement;
    root.setAttribute("data-splash", "show");
    root.style.setProperty("--splash-t0", `${performance.now()}ms`);
    renderSplash();
    const bar = screen.getByRole("progressbar", { name: "Caricamento del sito" });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByText("Impulso Digitale")).toBeInTheDocument();
    expect(screen.getByText("Preparazione dell'esperienza digitale...")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(40));
    expect(bar).toHaveAttribute("aria-valuenow", "2");
    act(() => jest.advanceTimersByTime(960));
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    act(() => jest.advanceTimersByTime(960));
    expect(bar).toHaveAttribute("aria-valuenow", "98");
    expect(screen.getByTestId("splash")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(40));
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument();
    expect(root.getAttribute("data-splash")).toBe("done");
  });

  it("counts from the start of the page load, not from when React mounts", () => {
    const root = document.documentElement;
    root.setAttribute("data-splash", "show");
    root.style.setProperty("--splash-t0", `${performance.now()}ms`);
    jest.advanceTimersByTime(1500); // the JavaScript arrived late
    renderSplash();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "74");
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument();
  });

  it("renders nothing when the head script decided to skip it", () => {
    renderSplash();
    expect(screen.queryByTestId("splash")).not.toBeInTheDocument();
  });
});
