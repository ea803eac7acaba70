/** Compares two site paths ignoring a trailing slash: "/servizi" and "/servizi/" are the same page. */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || "/";
  return clean.length > 1 ? clean.replace(/\/+$/, "") : clean;
}

export function isCurrentPath(linkTo: string, currentPath: string): boolean {
  return normalizePath(linkTo) === normalizePath(currentPath);
}
