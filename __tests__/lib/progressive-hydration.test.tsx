/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/*
 * Progressive hydration as the pages run it: on Preact (gatsby-plugin-preact aliases react and
 * react-dom to preact/compat; here jest does the same for this file, with Preact's CommonJS
 * builds), server HTML rendered by preact-render-to-string, hydrated through Gatsby's
 * replaceHydrateFunction.
 */
import React, { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "preact-render-to-string";
import { Header } from "../../src/components/header/Header";
import { Layout } from "../../src/components/layout/Layout";
import { useSite } from "../../src/hooks/use-site";
import { Hydrate } from "../../src/components/ui/Hydrate";
import { hydrateInTransition } from "../../src/lib/hydrate-in-transition";
import { mockSiteQuery } from "../helpers/content";

jest.mock("react", () => jest.requireActual("preact/compat"));
jest.mock("react-dom/client", () => jest.requireActual("preact/compat/client"));

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" id={id} onClick={() => setCount(count + 1)}>
      {`${id} ${count}`}
    </button>
  );
}

function Page() {
  return (
    <div id="gatsby-focus-wrapper">
      <header>
        <Counter id="menu" />
      </header>
      <Hydrate>
        <section>
          <Counter id="servizi" />
        </section>
      </Hydrate>
      <Hydrate>
        <footer>
          <Counter id="footer" />
        </footer>
      </Hydrate>
      <p>
        <Counter id="telefono" />
      </p>
    </div>
  );
}

/** Lets Preact's re-renders (microtasks) run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
/** Runs the next timer task (fake timers), then its microtasks, as the browser's event loop would. */
const nextTask = async () => {
  jest.advanceTimersToNextTimer();
  await settle();
};
const click = async (id: string) => {
  document.getElementById(id)?.click();
  await settle();
  return document.getElementById(id)?.textContent;
};

describe("progressive hydration (Hydrate boundaries on Preact)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
  });

  it("hydrates the shell first, then each boundary in a task of its own, keeping the server's DOM", async () => {
    const serverHtml = renderToString(<Page />);
    expect(serverHtml).toContain("<section>");
    document.body.innerHTML = `<div id="___gatsby">${serverHtml}</div>`;
    const container = document.getElementById("___gatsby")!;
    const serverNodes = [...container.querySelectorAll("*")];
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      hydrateInTransition(<Page />, container);
      await settle();
      // The shell answers at once; the boundaries still show the server's HTML, not yet live.
      expect(container.innerHTML).toBe(serverHtml);
      expect(await click("menu")).toBe("menu 1");
      expect(await click("telefono")).toBe("telefono 1");
      expect(await click("servizi")).toBe("servizi 0");
      expect(await click("footer")).toBe("footer 0");

      // After the shell's frame (or 35 ms, then a task), one boundary per task, in page order.
      let tasks = 0;
      while ((await click("servizi")) !== "servizi 1") {
        expect(await click("footer")).toBe("footer 0");
        expect(++tasks).toBeLessThan(10);
        await nextTask();
      }
      expect(await click("footer")).toBe("footer 0");
      await nextTask();
      expect(await click("footer")).toBe("footer 1");

      // Hydrated in place: the very nodes the server sent, none added or lost.
      expect([...container.querySelectorAll("*")]).toEqual(serverNodes);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("renders boundaries at once when there is no server HTML to hydrate (client-side render)", async () => {
    document.body.innerHTML = `<div id="___gatsby"></div>`;
    const container = document.getElementById("___gatsby")!;
    hydrateInTransition(<Page />, container);
    await settle();
    expect(container.querySelector("section")).not.toBeNull();
    expect(await click("servizi")).toBe("servizi 1");
    expect(await click("footer")).toBe("footer 1");
  });

  it("hydrates the site's header in a task of its own, after the page's hero", async () => {
    mockSiteQuery();
    const page = (
      <Layout pathname="/">
        <Counter id="hero" />
      </Layout>
    );
    document.body.innerHTML = `<div id="___gatsby">${renderToString(page)}</div>`;
    const container = document.getElementById("___gatsby")!;
    const menu = () => container.querySelector<HTMLButtonElement>("button[aria-controls]")!;
    // Whether a tap on the menu button opens the menu (closed again at once if it does).
    const menuOpens = async () => {
      menu().click();
      await settle();
      const open = menu().getAttribute("aria-expanded") === "true";
      if (open) menu().click();
      await settle();
      return open;
    };
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      hydrateInTransition(page, container);
      await settle();
      // The hero (outside any boundary) answers at once; the header's menu button, not yet.
      expect(await click("hero")).toBe("hero 1");
      expect(await menuOpens()).toBe(false);
      // Its turn comes a few tasks later (after the first pass's frame).
      let tasks = 0;
      while (!(await menuOpens())) {
        expect(++tasks).toBeLessThan(10);
        await nextTask();
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("keeps a tap on the header's menu button made right after its hydration", async () => {
    // Preact runs a component's pending effects before re-rendering it: the tap re-renders the
    // header before its mount effects have run, and none of them may close the menu again.
    mockSiteQuery();
    const SiteHeader = () => <Header site={useSite()} pathname="/" />;
    const header = <SiteHeader />;
    document.body.innerHTML = `<div id="root">${renderToString(header)}</div>`;
    const root = hydrateRoot(document.getElementById("root")!, header);
    await settle();
    const toggle = document.querySelector<HTMLButtonElement>("button[aria-controls]")!;
    toggle.click();
    await settle();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    root.unmount();
  });
});
