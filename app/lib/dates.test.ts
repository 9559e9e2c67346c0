import { describe, expect, it } from "vitest";
import { istanbulDateTime, istanbulInputValue, TR_DATE, TR_DATE_TIME } from "./dates";

describe("dates", () => {
  it("writes Türkiye's day and time with Turkish month names, whatever the server's zone", () => {
    const late = new Date("2026-11-24T22:30:00Z");
    expect(TR_DATE.format(late)).toBe("25 Kasım 2026");
    expect(TR_DATE_TIME.format(late)).toBe("25 Kasım 2026 01:30");
  });

  it("reads a datetime-local value as Türkiye's time and writes one back", () => {
    expect(istanbulDateTime("2026-11-25T01:30")?.toISOString()).toBe("2026-11-24T22:30:00.000Z");
    expect(istanbulInputValue(new Date("2026-11-24T22:30:00Z"))).toBe("2026-11-25T01:30");
    for (const bad of ["", "2026-02-30T10:00", "2026-11-24T24:00", "2026-11-24T10:60", "2026-11-24 10:00", "yarın"])
      expect(istanbulDateTime(bad), bad).toBeNull();
  });
});
