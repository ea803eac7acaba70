/**
 * What the site's components import from "gatsby", for the admin bundle only (esbuild aliases
 * `gatsby` to this file in src/build/admin-bundle.ts): the admin renders the real section
 * components in Decap's preview pane, where there is no Gatsby runtime and no GraphQL layer.
 *   - `graphql` tags are fragments the preview never runs: the tag returns the query text.
 *   - `Link` is a plain <a>; Decap's preview frame opens links in a new tab (<base target="_blank">).
 *   - `useStaticQuery` answers with the data the preview provides through <StaticQueryData>:
 *     the site file, which every static query of the shell and sections reads part of.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

export function graphql(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce(
    (text, part, index) => text + part + (index < values.length ? String(values[index]) : ""),
    "",
  );
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

export function Link({
  to,
  activeClassName,
  activeStyle,
  partiallyActive,
  replace,
  state,
  children,
  ...rest
}: LinkProps) {
  void activeClassName;
  void activeStyle;
  void partiallyActive;
  void replace;
  void state;
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export function navigate(to: string): void {
  window.open(to, "_blank", "noopener");
}

export const withPrefix = (path: string): string => path;

const StaticQueryContext = createContext<unknown>(undefined);

/** Provides what `useStaticQuery` answers inside a preview. */
export function StaticQueryData({ value, children }: { value: unknown; children: ReactNode }) {
  return <StaticQueryContext.Provider value={value}>{children}</StaticQueryContext.Provider>;
}

export function useStaticQuery<T>(query: unknown): T {
  void query;
  const value = useContext(StaticQueryContext);
  if (value === undefined)
    throw new Error("useStaticQuery outside <StaticQueryData> in the CMS preview");
  return value as T;
}
