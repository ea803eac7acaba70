import { render, screen } from "@testing-library/react";
import fs from "node:fs";
import path from "node:path";
import { MAIN_ID } from "../layout/main-id";
import { splashScript } from "./splash-script";
import { Splash } from "./Splash";
import { STAGED_LAYOUT_CSS } from "./staged-layout";
import {
  splashProgress,
  SPLASH_DURATION_MS,
  SPLASH_FADE_MS,
  SPLASH_SEEN_KEY,
} from "./splash-timing";

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
  root.removeAttribute("data-lay");
  root.removeAttribute("class");
  document.body.innerHTML = "";
}

/**
 * The browser's animation frames, run by hand (jsdom has none): a frame's callbacks run just
 * before its style update. Installs itself around each test of the calling describe block.
 */
function framesByHand() {
  let frames: FrameRequestCallback[] = [];
  const originalRequestAnimationFrame = window.requestAnimationFrame;
  beforeEach(() => {
    frames = [];
    window.requestAnimationFrame = (callback) => frames.push(callback);
  });
  afterEach(() => {
    window.requestAnimationFrame = originalRequestAnimationFrame;
  });
  return {
    /** Runs the callbacks due in the next frame (those they ask for wait for the one after). */
    runFrame() {
      const due = frames;
      frames = [];
      due.forEach((callback) => callback(performance.now()));
    },
    /** How many callbacks wait for the next frame. */
    waiting: () => frames.length,
    /** Drops the callbacks waiting (a new page load). */
    forget() {
      frames = [];
    },
  };
}

const renderSplash = () =>
  render(
    <Splash
      companyName="Impulso Digitale"
      message="Preparazione dell'esperienza digitale..."
      progressLabel="Caricamento del sito"
    />,
  );

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
    // Fakes setTimeout and performance.now(): the script's clock is the page load's.
    jest.useFakeTimers();
    sessionStorage.clear();
    resetDocument();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  const bar = () => screen.getByRole("progressbar", { name: "Caricamento del sito" });

  it("shows the splash on the first load of a session only", () => {
    runHeadScript();
    expect(document.documentElement.getAttribute("data-splash")).toBe("show");
    expect(sessionStorage.getItem(SPLASH_SEEN_KEY)).toBe("1");

    jest.runAllTimers();
    resetDocument(); // a reload in the same session
    runHeadScript();
    expect(document.documentElement.hasAttribute("data-splash")).toBe(false);
  });

  describe("tells a reload or a back/forward load by the navigation's type, without asking sessionStorage", () => {
    // jsdom's performance has no entries API: the page load's navigation entry, as a browser gives it.
    const navigation = (type: string) =>
      Object.defineProperty(performance, "getEntriesByType", {
        configurable: true,
        value: (entryType: string) => (entryType === "navigation" ? [{ type }] : []),
      });
    afterEach(() => {
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
      jest.restoreAllMocks();
    });

    it.each(["reload", "back_forward"])(
      "%s: no splash, no staged layout, storage untouched",
      (type) => {
        navigation(type);
        const getItem = jest.spyOn(Storage.prototype, "getItem");
        const setItem = jest.spyOn(Storage.prototype, "setItem");
        runHeadScript();
        expect(getItem).not.toHaveBeenCalled();
        expect(setItem).not.toHaveBeenCalled();
        const root = document.documentElement;
        expect([
          root.classList.contains("js"),
          root.hasAttribute("data-splash"),
          root.hasAttribute("data-lay"),
        ]).toEqual([true, false, false]);
      },
    );

    it("a new navigation still asks: the splash on the session's first, none after", () => {
      navigation("navigate");
      const getItem = jest.spyOn(Storage.prototype, "getItem");
      runHeadScript();
      expect(getItem).toHaveBeenCalledWith(SPLASH_SEEN_KEY);
      expect(document.documentElement.getAttribute("data-splash")).toBe("show");

      jest.runAllTimers();
      resetDocument(); // the same session, the site opened again from a link or a bookmark
      runHeadScript();
      expect(document.documentElement.hasAttribute("data-splash")).toBe(false);
    });
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

  it("counts up for assistive technology without React, and ends at 2 s", () => {
    const start = performance.now();
    runHeadScript();
    renderSplash();
    expect(bar()).toHaveAttribute("aria-valuenow", "0");
    jest.advanceTimersByTime(40);
    expect(bar()).toHaveAttribute("aria-valuenow", "2");
    jest.advanceTimersByTime(960);
    expect(bar()).toHaveAttribute("aria-valuenow", "50");
    jest.advanceTimersByTime(960);
    expect(bar()).toHaveAttribute("aria-valuenow", "98");
    expect(document.documentElement.getAttribute("data-splash")).toBe("show");
    jest.advanceTimersByTime(39);
    expect(document.documentElement.getAttribute("data-splash")).toBe("show");
    jest.advanceTimersByTime(1);
    expect(bar()).toHaveAttribute("aria-valuenow", "100");
    expect(document.documentElement.getAttribute("data-splash")).toBe("done");
    expect(performance.now() - start).toBe(SPLASH_DURATION_MS);
  });

  describe("aligns bar and fade with the page load in an animation frame, not in the 40 ms timer", () => {
    const { runFrame, waiting, forget } = framesByHand();

    /** The splash element, with CSS's two animations (jsdom has none) not yet started. */
    function splashWithAnimations() {
      renderSplash();
      const animations = [
        { startTime: null as number | null },
        { startTime: null as number | null },
      ];
      const getAnimations = jest.fn(() => animations);
      Object.assign(document.getElementById("splash")!, { getAnimations });
      return { animations, getAnimations };
    }

    it("in the first frame that has the element, once", () => {
      runHeadScript();
      const { animations, getAnimations } = splashWithAnimations();
      jest.advanceTimersByTime(200); // five ticks: none of them brings the style up to date
      expect(getAnimations).not.toHaveBeenCalled();
      runFrame();
      expect(getAnimations).toHaveBeenCalledWith({ subtree: true });
      expect(animations.map((animation) => animation.startTime)).toEqual([0, 0]);
      runFrame();
      runFrame();
      expect(getAnimations).toHaveBeenCalledTimes(1);
    });

    it("waiting frame by frame for an element that appears late, and no longer than the splash", () => {
      runHeadScript();
      runFrame();
      runFrame();
      expect(waiting()).toBe(1); // still waiting
      const { animations } = splashWithAnimations();
      runFrame();
      expect(animations.map((animation) => animation.startTime)).toEqual([0, 0]);

      resetDocument();
      sessionStorage.clear();
      forget();
      runHeadScript();
      jest.advanceTimersByTime(SPLASH_DURATION_MS);
      runFrame();
      runFrame();
      expect(waiting()).toBe(0); // no element by the end: it stops asking
    });
  });

  describe("lays the page beneath out one part per frame, from the second frame on", () => {
    const { runFrame, waiting } = framesByHand();
    afterEach(() => window.history.replaceState(null, "", "/"));

    /**
     * The shell's server HTML: the splash, the header, <main> with the page's sections (one with a
     * list whose items are staged), then the footer (its columns and its bottom line staged, the
     * columns one by one) and the phone button.
     */
    function renderPage() {
      document.body.innerHTML = `
        <div id="splash"></div><a href="#${MAIN_ID}">salta</a><header id="header"><ul data-lay-parts><li id="nav"></li></ul></header>
        <main id="${MAIN_ID}"><section id="hero"></section>
          <section id="services"><ul data-lay-parts><li id="seo"></li><li id="ads"></li></ul><ul><li id="not-a-part"></li></ul></section>
          <section id="cta"></section></main>
        <footer id="footer" data-lay-parts><div id="columns" data-lay-parts><div id="brand"></div><nav id="links"></nav></div><p id="bottom"></p></footer>
        <a id="phone" href="tel:+390200000000"></a>`;
    }
    const laid = () =>
      Array.from(document.querySelectorAll("[data-laid]"), (element) => element.id);
    const staged = () => document.documentElement.getAttribute("data-lay");

    it("in page order: the sections and the items of a staged list, then what follows <main> and its staged parts; then the marks go", () => {
      runHeadScript();
      expect(staged()).toBe("staged");
      renderPage();
      runFrame(); // the first frame: the splash and the header alone
      expect(laid()).toEqual([]);
      const order: string[] = [];
      for (let frame = 0; frame < 11; frame++) {
        runFrame();
        const marked = laid();
        expect(marked).toHaveLength(frame + 1); // one more per frame
        order.push(marked.find((id) => !order.includes(id))!);
      }
      expect(order).toEqual([
        "hero",
        "services",
        "seo",
        "ads",
        "cta",
        "footer",
        "columns",
        "brand",
        "links",
        "bottom",
        "phone",
      ]);
      expect(staged()).toBe("staged");
      runFrame(); // nothing left and the document parsed: every mark goes
      expect(staged()).toBeNull();
      expect(laid()).toEqual([]);
      expect(waiting()).toBe(0);
    });

    it("the <head>'s rule hides exactly the parts not laid out yet, and nothing once the marks go", () => {
      const rule = document.createElement("style");
      rule.textContent = STAGED_LAYOUT_CSS; // as gatsby-ssr.tsx puts it in every page's <head>
      document.head.append(rule);
      try {
        runHeadScript();
        renderPage();
        const hidden = () =>
          Array.from(document.body.querySelectorAll("[id]"), (element) => element)
            .filter((element) => getComputedStyle(element).display === "none")
            .map((element) => element.id);
        const parts = [
          "hero",
          "services",
          "seo",
          "ads",
          "cta",
          "footer",
          "columns",
          "brand",
          "links",
          "bottom",
          "phone",
        ];
        runFrame();
        expect(hidden()).toEqual(parts); // the first frame: the splash and the header alone
        for (let frame = 1; frame <= parts.length; frame++) {
          runFrame();
          expect(hidden()).toEqual(parts.slice(frame));
        }
        runFrame();
        expect(staged()).toBeNull();
        expect(hidden()).toEqual([]);
      } finally {
        rule.remove();
      }
    });

    it("at the latest when the splash ends, also where no frame ran", () => {
      runHeadScript();
      renderPage();
      runFrame();
      runFrame();
      expect(laid()).toEqual(["hero"]);
      jest.advanceTimersByTime(SPLASH_DURATION_MS);
      expect(document.documentElement.getAttribute("data-splash")).toBe("done");
      expect(staged()).toBeNull();
      expect(laid()).toEqual([]);
      runFrame();
      expect(waiting()).toBe(0);
    });

    it("not with a #fragment in the address, nor without the splash", () => {
      window.history.replaceState(null, "", "/servizi/#seo");
      runHeadScript();
      expect(document.documentElement.getAttribute("data-splash")).toBe("show");
      expect(staged()).toBeNull();

      window.history.replaceState(null, "", "/");
      resetDocument();
      runHeadScript(); // a reload: no splash
      expect(document.documentElement.hasAttribute("data-splash")).toBe(false);
      expect(staged()).toBeNull();
    });
  });

  it("counts from the start of the page load, also for a splash element that appears late", () => {
    runHeadScript();
    jest.advanceTimersByTime(1500); // the element came late (e.g. rendered by React in develop)
    renderSplash();
    jest.advanceTimersByTime(20);
    expect(bar()).toHaveAttribute("aria-valuenow", "76");
    jest.advanceTimersByTime(480);
    expect(document.documentElement.getAttribute("data-splash")).toBe("done");
  });
});

describe("<Splash>", () => {
  it("is the server HTML's markup: company, message, progress bar at 0, found by the head script's id", () => {
    renderSplash();
    expect(screen.getByText("Impulso Digitale")).toBeInTheDocument();
    expect(screen.getByText("Preparazione dell'esperienza digitale...")).toBeInTheDocument();
    const progress = screen.getByRole("progressbar", { name: "Caricamento del sito" });
    expect(progress).toHaveAttribute("aria-valuenow", "0");
    expect(progress).toHaveAttribute("aria-valuemax", "100");
    expect(screen.getByTestId("splash").id).toBe("splash");
  });

  it("fades over the last moments of the 2 s, ending when the head script hides it", () => {
    const css = fs.readFileSync(path.join(__dirname, "splash.module.css"), "utf8");
    expect(css).toContain(
      `animation: splash-out ${SPLASH_FADE_MS}ms linear ${SPLASH_DURATION_MS - SPLASH_FADE_MS}ms forwards;`,
    );
  });
});
