/** The audit's arithmetic: the median, the spread, a plain-text table, and when to stop measuring. */

/** Median of the numbers (nulls ignored); null when there is none. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median and, when the runs differ, their range: "12 (0–45)"; "n/a" without a value. */
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

/** Prints a table, columns two spaces apart, figures (cells from a digit or "n/a") right-aligned. */
export function printTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): void {
  const columns = header.map((title, column) => rows.map((cells) => cells[column] ?? ""));
  const widths = columns.map((cells, column) =>
    Math.max(header[column].length, ...cells.map((cell) => cell.length)),
  );
  const figures = columns.map(
    (cells) => cells.length > 0 && cells.every((cell) => /^(\d|n\/a$)/.test(cell)),
  );
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) =>
        figures[column] ? cells[column].padStart(width) : cells[column].padEnd(width),
      )
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width));
  for (const cells of [header, rule, ...rows]) console.log(line(cells));
}

/**
 * Whether `runs` already decide the verdict of the median of `max` runs: the budgets missed
 * (`misses`, a count that can only grow as a run gets worse) are as many whether the runs still to
 * come are all the best possible or all the worst. Two agreeing runs decide a median of three.
 */
export function settled<Run>(
  runs: readonly Run[],
  max: number,
  { best, worst }: { best: Run; worst: Run },
  misses: (runs: Run[]) => number,
): boolean {
  const rest = max - runs.length;
  if (rest <= 0) return true;
  const padded = (run: Run) => [...runs, ...Array<Run>(rest).fill(run)];
  return misses(padded(best)) === misses(padded(worst));
}

/**
 * Measures every item in rounds (round 1 of each, then round 2, …: a change in the host's load
 * touches them alike), at most `max` rounds, leaving out each item once it is `done`.
 */
export async function inRounds<Item>(
  items: readonly Item[],
  max: number,
  done: (item: Item) => boolean,
  measure: (item: Item, round: number) => Promise<void>,
): Promise<void> {
  for (let round = 1; round <= max; round += 1) {
    const left = items.filter((item) => !done(item));
    if (left.length === 0) return;
    for (const item of left) await measure(item, round);
  }
}

/** A positive integer from the environment, or the default. */
export function countFromEnv(name: string, fallback: number): number {
  const count = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`${name} must be a positive integer, got "${process.env[name]}"`);
  return count;
}
