import { describe, expect, it } from "vitest";
import { addDays, dayInTurkey, firstSendDate, formatSendDay, isIsoDay, nextSendDate, resumeSendDate } from "./send-dates";

describe("send dates", () => {
  it("reads today in Türkiye, not in UTC", () => {
    expect(dayInTurkey(new Date("2026-12-11T20:59:00Z"))).toBe("2026-12-11");
    expect(dayInTurkey(new Date("2026-12-11T21:00:00Z"))).toBe("2026-12-12");
    expect(firstSendDate(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-02");
  });

  it("adds calendar days across months, years and leap days", () => {
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2028-02-27", 2)).toBe("2028-02-29");
    expect(isIsoDay("2026-12-12")).toBe(true);
    expect(isIsoDay("12.12.2026")).toBe(false);
  });

  it("moves a send date on by its weeks, past today in the same rhythm when dates were missed", () => {
    expect(nextSendDate("2026-12-12", 1, "2026-12-12")).toBe("2026-12-19");
    expect(nextSendDate("2026-12-12", 4, "2026-12-12")).toBe("2027-01-09");
    // Missed for three weeks (every 2 weeks): the next date of the rhythm after today.
    expect(nextSendDate("2026-12-01", 2, "2026-12-22")).toBe("2026-12-29");
    expect(nextSendDate("2026-12-01", 2, "2026-12-29")).toBe("2027-01-12");
  });

  it("resumes from its own date, or tomorrow when that has passed", () => {
    const now = new Date("2026-12-12T09:00:00Z");
    expect(resumeSendDate("2026-12-20", now)).toBe("2026-12-20");
    expect(resumeSendDate("2026-12-01", now)).toBe("2026-12-13");
  });

  it("writes a day as shoppers read it", () => {
    expect(formatSendDay("2026-12-12")).toBe("12 Aralık 2026 Cumartesi");
  });
});
