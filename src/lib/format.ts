/** Italian number and date formatting. */

export function formatNumber(value: number, decimals: number): string {
  return new Intl.NumberFormat("it-IT", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(value);
}

/** "250%", "4,2%", "5,8x": the figure as the site shows it. */
export function formatMetric(value: number, decimals: number, suffix: string): string {
  return `${formatNumber(value, decimals)}${suffix}`;
}

/** "22 novembre 2026" */
export function formatLongDate(date: Date): string {
  return new Intl.DateTimeFormat("it-IT", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Rome",
  }).format(date);
}
