import { describe, expect, it } from "vitest";
import { exportFileName } from "./order-export.server";

describe("the order CSV", () => {
  it("names the file by Türkiye's day", () => {
    expect(exportFileName(new Date("2026-11-28T22:30:00Z"))).toBe("siparisler-2026-11-29.csv");
  });
});
