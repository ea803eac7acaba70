/** Small pure helpers shared by the audit's reports: the median, the spread and a plain-text table. */

/** Median of the numbers (nulls ignored); null when there is none. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of the values and, when the runs differ, their range: "12 (0–45)"; the one value
 * when they agree; "n/a" when there is none.
 */
export function spread(
  values: ReadonlyArray<number | null>,
  format: (value: number) => string,
): string {
  const known = values.filter((value): value is number => value !== null);
  const middle = median(known);
  if (middle === null) return "n/a";
  const [low, high] = [Math.min(...known), Math.max(...known)].map(format);
  return low === high ? format(middle) : `${format(middle)} (${low}–${high})`;
}

/**
 * A plain-text table: a header, a rule and the rows, columns two spaces apart. `align` has one
 * letter per column, "l" (left, for labels) or "r" (right, for figures); trailing spaces trimmed.
 */
export function formatTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  align: string,
): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => (cells[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) =>
        align[column] === "r"
          ? (cells[column] ?? "").padStart(width)
          : (cells[column] ?? "").padEnd(width),
      )
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)];
}
