import { Component, type ErrorInfo, type ReactNode } from "react";
import * as styles from "./error-boundary.module.css";

interface ErrorBoundaryProps {
  title: string;
  text: string;
  homeLink: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Catches a page's rendering errors and shows the spec's fallback screen instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unexpected application error:", error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.fallback} role="alert">
        <h1 className={styles.title}>{this.props.title}</h1>
        <p>{this.props.text}</p>
        <a className={styles.link} href="/">
          {this.props.homeLink}
        </a>
      </section>
    );
  }
}
