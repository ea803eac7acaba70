import { render, screen } from "@testing-library/react";
import { PREVIEW_FAILED_TEXT, PreviewBoundary } from "./PreviewBoundary";

function Section({ entry }: { entry: { title?: string } }) {
  return <h2>{entry.title!.toUpperCase()}</h2>;
}

it("says in Italian that the entry cannot be drawn yet, and draws it again once the entry changes", () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const half = {};
    const view = render(
      <PreviewBoundary entry={half}>
        <Section entry={half} />
      </PreviewBoundary>,
    );
    expect(screen.getByText(PREVIEW_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/GitHub/)).toBeNull();

    // The same entry re-rendered stays on the notice; a new one is drawn.
    view.rerender(
      <PreviewBoundary entry={half}>
        <Section entry={half} />
      </PreviewBoundary>,
    );
    expect(screen.getByText(PREVIEW_FAILED_TEXT)).toBeInTheDocument();
    const whole = { title: "Servizi" };
    view.rerender(
      <PreviewBoundary entry={whole}>
        <Section entry={whole} />
      </PreviewBoundary>,
    );
    expect(screen.getByRole("heading", { name: "SERVIZI" })).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_FAILED_TEXT)).toBeNull();
  } finally {
    errors.mockRestore();
  }
});
