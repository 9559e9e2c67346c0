import { describe, expect, it } from "vitest";
import { HURRY_AFTER_MS, hurryDecision } from "./email-thread";

describe("the e-mail thread on a busy machine", () => {
  it("is hurried once a piece of work has waited HURRY_AFTER_MS, and idles again once nothing waits", () => {
    expect(hurryDecision({ hurried: false, oldestWaitMs: null })).toBeNull();
    expect(hurryDecision({ hurried: false, oldestWaitMs: HURRY_AFTER_MS - 1 })).toBeNull();
    expect(hurryDecision({ hurried: false, oldestWaitMs: HURRY_AFTER_MS })).toBe("hurry");
    expect(hurryDecision({ hurried: true, oldestWaitMs: 10 * HURRY_AFTER_MS })).toBeNull();
    expect(hurryDecision({ hurried: true, oldestWaitMs: 5 })).toBeNull();
    expect(hurryDecision({ hurried: true, oldestWaitMs: null })).toBe("idle");
  });
});
