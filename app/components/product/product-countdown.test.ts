/** The product countdown's text (spec section 4): hh:mm:ss under 24 hours, 'Son N gün' up to 3 days, else the end date. */
import { describe, expect, it } from "vitest";
import { countdownText } from "./product-countdown";

const HOUR = 3_600_000;
const end = new Date("2026-12-31T21:00:00Z");

describe("countdownText", () => {
  it("ticks hh:mm:ss under 24 hours", () => {
    expect(countdownText(23 * HOUR + 59 * 60_000 + 59_000, end)).toBe("23:59:59");
    expect(countdownText(61_000, end)).toBe("00:01:01");
  });
  it("says 'Son N gün' from 24 hours up to 3 days", () => {
    expect(countdownText(24 * HOUR, end)).toBe("Son 1 gün");
    expect(countdownText(36 * HOUR, end)).toBe("Son 2 gün");
    expect(countdownText(72 * HOUR, end)).toBe("Son 3 gün");
  });
  it("shows the end date in Istanbul time beyond 3 days", () => {
    expect(countdownText(73 * HOUR, end)).toBe("1 Ocak 2027 00:00 tarihine kadar");
  });
  it("is over at the end", () => {
    expect(countdownText(0, end)).toBeNull();
    expect(countdownText(-1000, end)).toBeNull();
  });
});
