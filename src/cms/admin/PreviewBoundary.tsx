/**
 * The last guard of a preview: should a section still fail on some entry (the data is completed
 * first, complete.ts), the pane says so in Italian instead of Decap's error page, and tries again
 * with the next change to the entry, so it recovers by itself once the entry can be drawn.
 */
import { Component, type ReactNode } from "react";

interface Props {
  /** The entry being edited: a new value (each change) renders the preview again. */
  entry: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  entry: unknown;
}

export const PREVIEW_FAILED_TEXT =
  "L'anteprima non riesce a mostrare la voce così com'è ora: completa i campi appena aggiunti e riapparirà da sola. Il salvataggio non ne dipende.";

export class PreviewBoundary extends Component<Props, State> {
  state: State = { failed: false, entry: this.props.entry };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A changed entry gets a fresh try.
    return props.entry === state.entry ? null : { failed: false, entry: props.entry };
  }

  render() {
    if (this.state.failed)
      return (
        <p role="status" data-preview-failed="">
          {PREVIEW_FAILED_TEXT}
        </p>
      );
    return this.props.children;
  }
}
