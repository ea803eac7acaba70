import { fill } from "../../src/lib/fill";
import { formatLongDate, formatMetric } from "../../src/lib/format";
import { legalUpdatedDate } from "../../src/lib/legal-date";
import { isCurrentPath } from "../../src/lib/paths";
import { telHref } from "../../src/lib/phone";

describe("Italian formatting", () => {
  it("formats the legal pages' date in Italian long format", () => {
    expect(formatLongDate(new Date("2026-11-22T10:00:00Z"))).toBe("22 novembre 2026");
    expect(legalUpdatedDate(null, "2026-11-22")).toEqual({ iso: "2026-11-22", text: "22 novembre 2026" });
    expect(legalUpdatedDate("2025-03-01", "2026-11-22").text).toBe("1 marzo 2025");
    expect(legalUpdatedDate(undefined, "2026-01-01").text).toBe("1 gennaio 2026");
  });

  it("formats the claims with Italian decimals", () => {
    expect(formatMetric(4.2, 1, "%")).toBe("4,2%");
    expect(formatMetric(5.8, 1, "x")).toBe("5,8x");
    expect(formatMetric(250, 0, "%")).toBe("250%");
  });

  it("fills placeholders and leaves unknown ones", () => {
    expect(fill("© 2024 {companyName}. {x}", { companyName: "Impulso Digitale" })).toBe("© 2024 Impulso Digitale. {x}");
  });

  it("builds tel: links and compares paths without trailing slashes", () => {
    expect(telHref("+39 02 8942 1175")).toBe("tel:+390289421175");
    expect(isCurrentPath("/servizi/", "/servizi")).toBe(true);
    expect(isCurrentPath("/", "/servizi/")).toBe(false);
  });
});
