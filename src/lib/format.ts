/**
 * Italian number formatting (dates: format-date.ts), written out instead of Intl: the first
 * `new Intl.NumberFormat("it-IT")` in a page holds the main thread while the browser loads its
 * locale data, during hydration and longest on a slow phone, and these few rules are all the
 * site needs. format.test.ts checks them against Node's Intl.
 */

/** "0129" → "0130", "999" → "1000" */
function incremented(digits: string): string {
  const last = digits.search(/9*$/) - 1; // the digit left of the trailing nines
  const carried = "0".repeat(digits.length - last - 1);
  return last < 0 ? `1${carried}` : `${digits.slice(0, last)}${Number(digits[last]) + 1}${carried}`;
}

/**
 * `value` (≥ 0) to `decimals` places, half away from zero, on its shortest decimal form as
 * Intl does: 1.005 → "1.01" (toFixed would give "1.00", from the binary value 1.00499…).
 */
function roundHalfExpand(value: number, decimals: number): string {
  const text = String(value);
  if (/e/i.test(text)) return value.toFixed(decimals); // below 1e-6: no tie to break at 0–6 decimals
  const [integer, fraction = ""] = text.split(".");
  if (fraction.length <= decimals)
    return decimals === 0 ? integer : `${integer}.${fraction.padEnd(decimals, "0")}`;
  const digits = `${integer}${fraction.slice(0, decimals)}`;
  const rounded = fraction[decimals] >= "5" ? incremented(digits) : digits;
  const cut = rounded.length - decimals;
  return decimals === 0 ? rounded : `${rounded.slice(0, cut)}.${rounded.slice(cut)}`;
}

/** "1.234.567,5": Italian grouping (".") and decimal comma, rounded as Intl rounds. */
export function formatNumber(value: number, decimals: number): string {
  if (!(Math.abs(value) < 1e21))
    throw new RangeError(`formatNumber: ${value} is not a finite number below 1e21`);
  const [integer, fraction] = roundHalfExpand(Math.abs(value), decimals).split(".");
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ".");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${fraction === undefined ? "" : `,${fraction}`}`;
}

/**
 * The site's one percent style: the sign right after the figure, "4,2%" (as the case studies
 * write it), never "4,2 %". The content check rejects copy written the other way.
 */
export const PERCENT_WITH_SPACE = /\d[\d.,]*[\s\u00a0\u202f]+%/;

/** "250%", "4,2%", "5,8x": the figure as the site shows it, the suffix right after it. */
export function formatMetric(value: number, decimals: number, suffix: string): string {
  return `${formatNumber(value, decimals)}${suffix.trim()}`;
}
