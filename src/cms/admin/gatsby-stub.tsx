/**
 * "gatsby" for the admin bundle (esbuild aliases it here), whose previews render the real sections
 * without Gatsby's runtime: `graphql` returns the query text it never runs, `Link` is a plain <a>,
 * and `useStaticQuery` answers what the preview provides through <StaticQueryData>.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

export const graphql = String.raw;

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

export function StaticQueryData({ value, children }: { value: unknown; children: ReactNode }) {
  return <StaticQueryContext.Provider value={value}>{children}</StaticQueryContext.Provider>;
}

export function useStaticQuery<T>(_query?: unknown): T {
  const value = useContext(StaticQueryContext);
  if (value === undefined)
    throw new Error("useStaticQuery outside <StaticQueryData> in the CMS preview");
  return value as T;
}
