/**
 * Production class names of CSS Modules: css-loader's hash of the file and class alone
 * ("Zz3n1o"), not Gatsby's "[name]--[local]--[hash:hex:5]" ("header-module--desktopNav--e4820").
 * Every class name is written three times (server HTML, inlined CSS, the JavaScript that renders
 * it), so every page's HTML and first-load JavaScript get smaller. Six base64 characters are 36
 * bits: among a few hundred classes a collision is about a one-in-a-million chance. Both
 * production stages (build-html, build-javascript) get the same names, or hydrated pages would
 * lose their styles; `gatsby develop` keeps the readable ones.
 */
export const PRODUCTION_CLASS_NAME = "[hash:base64:6]";

/** The webpack stages whose CSS Modules get the short names. */
export const SHORT_CLASS_NAME_STAGES: readonly string[] = ["build-html", "build-javascript"];

/** The CSS Modules options of every css-loader in a webpack config's rules (Gatsby nests them in `oneOf` and `use` arrays). */
export function cssModulesOptions(rules: unknown): { localIdentName?: string }[] {
  const found: { localIdentName?: string }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const { loader, options } = node as { loader?: unknown; options?: { modules?: unknown } };
    const modules = options?.modules;
    if (
      typeof loader === "string" &&
      /[\\/]css-loader[\\/]/.test(loader) &&
      modules instanceof Object
    )
      found.push(modules);
    Object.values(node).forEach(visit);
  };
  visit(rules);
  return found;
}

/**
 * Sets the short class names on every css-loader with CSS Modules in a webpack config's rules.
 * Fails on none: Gatsby would have changed how it configures CSS Modules, and the build must say so.
 */
export function shortenCssModuleClassNames(rules: unknown): void {
  const options = cssModulesOptions(rules);
  if (options.length === 0)
    throw new Error(
      "css-class-names: no css-loader with CSS Modules in the webpack config (has Gatsby changed its CSS rules?)",
    );
  for (const modules of options) modules.localIdentName = PRODUCTION_CLASS_NAME;
}
