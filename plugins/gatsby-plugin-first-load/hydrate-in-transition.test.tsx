import { act, useState } from "react";
import { hydrateInTransition } from "./hydrate-in-transition";

declare global {
  // React's flag for act() outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        {`Cliccato ${count} volte`}
      </button>
    </div>
  );
}

/** What Gatsby's server render of <Counter /> writes into the page. */
const SERVER_HTML =
  '<div id="gatsby-focus-wrapper"><button type="button">Cliccato 0 volte</button></div>';

describe("hydrateInTransition (Gatsby's replaceHydrateFunction)", () => {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("hydrates the server HTML in place: same DOM nodes, now interactive, no hydration error", async () => {
    document.body.innerHTML = `<div id="___gatsby">${SERVER_HTML}</div>`;
    const container = document.getElementById("___gatsby");
    const serverButton = container?.querySelector("button");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => hydrateInTransition(<Counter />, container));
      const button = container?.querySelector("button");
      expect(button).toBe(serverButton);
      await act(async () => button?.click());
      expect(button?.textContent).toBe("Cliccato 1 volte");
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("renders a page whose server HTML is empty (client-only) instead of hydrating it", async () => {
    document.body.innerHTML = `<div id="___gatsby"></div>`;
    const container = document.getElementById("___gatsby");
    await act(async () => hydrateInTransition(<Counter />, container));
    expect(container?.querySelector("button")?.textContent).toBe("Cliccato 0 volte");
  });

  it("renders a second, empty mount point while the page holds server HTML (Gatsby's develop indicator)", async () => {
    document.body.innerHTML = `<div id="___gatsby">${SERVER_HTML}</div><div id="indicator"></div>`;
    const indicator = document.getElementById("indicator");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => hydrateInTransition(<span>Caricamento</span>, indicator));
      expect(indicator?.innerHTML).toBe("<span>Caricamento</span>");
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("returns the cleanup Gatsby calls: it unmounts what it rendered or hydrated", async () => {
    document.body.innerHTML = `<div id="___gatsby">${SERVER_HTML}</div><div id="indicator"></div>`;
    const container = document.getElementById("___gatsby");
    const indicator = document.getElementById("indicator");
    let unmountPage = () => {};
    let unmountIndicator = () => {};
    await act(async () => {
      unmountPage = hydrateInTransition(<Counter />, container);
      unmountIndicator = hydrateInTransition(<span>Caricamento</span>, indicator);
    });
    await act(async () => {
      unmountPage();
      unmountIndicator();
    });
    expect(container?.innerHTML).toBe("");
    expect(indicator?.innerHTML).toBe("");
  });

  it("refuses a missing container with a clear message", () => {
    expect(() => hydrateInTransition(<Counter />, null)).toThrow(/#___gatsby/);
  });
});
