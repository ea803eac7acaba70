/** The class attribute of the names given, skipping the absent ones: no stray spaces in the HTML. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
