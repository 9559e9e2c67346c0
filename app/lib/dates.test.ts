import { describe, expect, it } from "vitest";
import { TR_DATE, TR_DATE_TIME } from "./dates";

describe("dates", () => {
  it("writes Türkiye's day and time with Turkish month names, whatever the server's zone", () => {
    const late = new Date("2026-11-24T22:30:00Z");
    expect(TR_DATE.format(late)).toBe("25 Kasım 2026");
    expect(TR_DATE_TIME.format(late)).toBe("25 Kasım 2026 01:30");
  });
});
