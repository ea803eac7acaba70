import { act, useState } from "react";
import { renderToString } from "react-dom/server";
import { Hydrate } from "./Hydrate";
import { hydrateRoot } from "react-dom/client";

declare global {
  // React's flag for act() outside a test renderer.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function Page() {
  return (
    <div id="gatsby-focus-wrapper">
      <Counter label="shell" />
      <Hydrate>
        <section>
          <Counter label="section" />
        </section>
      </Hydrate>
    </div>
  );
}

describe("Hydrate (a Suspense boundary React hydrates in a pass of its own)", () => {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("keeps the server HTML of the boundary and makes it interactive, with no hydration error", async () => {
    document.body.innerHTML = `<div id="___gatsby">${renderToString(<Page />)}</div>`;
    const container = document.getElementById("___gatsby");
    const serverSection = container?.querySelector("section");
    expect(serverSection?.textContent).toBe("section 0");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => hydrateRoot(container as Element, <Page />)); // as Gatsby hydrates
      const section = container?.querySelector("section");
      expect(section).toBe(serverSection);
      const button = section?.querySelector("button");
      await act(async () => button?.click());
      expect(button?.textContent).toBe("section 1");
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
