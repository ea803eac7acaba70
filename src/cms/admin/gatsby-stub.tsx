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

export const graphql = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  strings.reduce(
    (text, part, index) => text + part + (index < values.length ? values[index] : ""),
    "",
  );

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

/** Gatsby's own props are dropped: an <a> has no use for them. */
export function Link(props: LinkProps) {
  const { to, children, activeClassName, activeStyle, partiallyActive, replace, state, ...rest } =
    props;
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const StaticQueryContext = createContext<unknown>(undefined);

/** Provides what `useStaticQuery` answers inside a preview. */
export function StaticQueryData({ value, children }: { value: unknown; children: ReactNode }) {
  return <StaticQueryContext.Provider value={value}>{children}</StaticQueryContext.Provider>;
}

export function useStaticQuery<T>(_query?: unknown): T {
  const value = useContext(StaticQueryContext);
  if (value === undefined)
    throw new Error("useStaticQuery outside <StaticQueryData> in the CMS preview");
  return value as T;
}
