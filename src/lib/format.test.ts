import { fill } from "./fill";
import { formatMetric, formatNumber } from "./format";
import { formatLongDate } from "./format-date";
import { legalUpdatedDate } from "./legal-date";
import { isCurrentPath } from "./paths";
import { telHref } from "./phone";

describe("Italian formatting", () => {
  it("formats the legal pages' date in Italian long format", () => {
    expect(formatLongDate("2026-11-22")).toBe("22 novembre 2026");
    expect(legalUpdatedDate(null, "2026-11-22")).toEqual({
      iso: "2026-11-22",
      text: "22 novembre 2026",
    });
    expect(legalUpdatedDate("2025-03-01", "2026-11-22").text).toBe("1 marzo 2025");
    expect(legalUpdatedDate(undefined, "2026-01-01").text).toBe("1 gennaio 2026");
  });

  it("writes every day of two years as Intl's it-IT long date does", () => {
    const intl = new Intl.DateTimeFormat("it-IT", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(intl.format(new Date(day)));
    }
  });

  it("rejects a date that is not YYYY-MM-DD, so a bad pinned date fails the build", () => {
    for (const bad of [
      "2026-13-01",
      "2026-00-10",
      "22/11/2026",
      "2026-11-32",
      "2026-02-29",
      "2026-04-31",
      "2026-11-00",
      "",
    ]) {
      expect(() => formatLongDate(bad)).toThrow(RangeError);
    }
  });

  it("groups and rounds numbers as Intl's it-IT does", () => {
    const values = [
      0, -0, 1, 7.5, 0.05, 0.125, 1.005, 2.675, 4.2, 5.8, 9.995, 99.95, 250, 999, 1000, 1500,
      12_345.678, 999_999.5, 1_234_567, -4.25, -1500, 1e-7, 0.5, 0.45,
    ];
    for (let i = 0; i < 500; i++)
      values.push(Math.round(Math.random() * 10 ** (i % 9)) / 10 ** (i % 5));
    for (const value of values) {
      for (const decimals of [0, 1, 2]) {
        const intl = new Intl.NumberFormat("it-IT", {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          useGrouping: true,
        });
        expect(`${value}/${decimals}: ${formatNumber(value, decimals)}`).toBe(
          `${value}/${decimals}: ${intl.format(value)}`,
        );
      }
    }
    expect(() => formatNumber(Number.NaN, 0)).toThrow(RangeError);
    expect(() => formatNumber(1e21, 0)).toThrow(RangeError);
  });

  it("formats the claims with Italian decimals", () => {
    expect(formatMetric(4.2, 1, "%")).toBe("4,2%");
    expect(formatMetric(5.8, 1, "x")).toBe("5,8x");
    expect(formatMetric(250, 0, "%")).toBe("250%");
    // one percent style site-wide: a suffix typed with a space does not bring the space back
    expect(formatMetric(4.2, 1, " %")).toBe("4,2%");
  });

  it("fills placeholders and leaves unknown ones", () => {
    expect(fill("© 2024 {companyName}. {x}", { companyName: "Impulso Digitale" })).toBe(
      "© 2024 Impulso Digitale. {x}",
    );
  });

  it("builds tel: links and compares paths without trailing slashes", () => {
    expect(telHref("+39 02 8942 1175")).toBe("tel:+390289421175");
    expect(isCurrentPath("/servizi/", "/servizi")).toBe(true);
    expect(isCurrentPath("/", "/servizi/")).toBe(false);
  });
});
