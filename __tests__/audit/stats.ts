/** Small pure helpers shared by the audit's reports: the median and a plain-text table. */

/** Median of the numbers (nulls ignored); null when there is none. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
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
