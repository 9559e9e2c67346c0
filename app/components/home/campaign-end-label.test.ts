import { describe, expect, it } from "vitest";
import { campaignEndLabel } from "./campaign-end-label";

describe("campaignEndLabel (spec section 4)", () => {
  const now = new Date("2025-05-01T12:00:00Z");
  const at = (ms: number) => new Date(now.getTime() + ms);
  const H = 3_600_000;
  it("shows the end date when more than 3 days are left", () =>
    expect(campaignEndLabel(at(5 * 24 * H), now).text).toMatch(/^Son gün: 6 Mayıs 2025$/));
  it("'Son 3 Gün'", () => expect(campaignEndLabel(at(3 * 24 * H + H), now).text).toBe("Son 3 Gün"));
  it("'Son 2 Gün' for 2 days or 1 day plus hours", () => {
    expect(campaignEndLabel(at(2 * 24 * H + 5 * H), now).text).toBe("Son 2 Gün");
    expect(campaignEndLabel(at(24 * H + 2 * H), now).text).toBe("Son 2 Gün");
  });
  it("ticks hh:mm:ss under that", () =>
    expect(campaignEndLabel(at(5 * H + 61_000), now)).toMatchObject({ text: "05:01:01", ticking: true }));
  it("'Kampanya Sona Erdi' once past", () => expect(campaignEndLabel(at(-1), now).text).toBe("Kampanya Sona Erdi"));
});
