import { describe, expect, it } from "vitest";
import { planStep, UNOPENED_PARCEL, type OrderFacts, type ParcelState } from "./shipment-step";

const order: OrderFacts = { status: "confirmed", isOffline: false, address: { district: "Kadıköy", personName: "Deniz Kaya" } };
const at = (h: number) => new Date(Date.UTC(2026, 10, 24, h));
const shipped: ParcelState = {
  statusCode: 2,
  statusDescription: "Gönderi kargo şubesine teslim edildi",
  processDate: at(10),
  trackingCode: "MD000000000001",
  receiverName: null,
};

describe("planStep", () => {
  it("moves the parcel and says what the step and the parcel become", () => {
    expect(planStep(order, shipped, { toCode: 9, at: at(12), updateKey: "k1" }, false)).toEqual({
      kind: "move",
      stage: "delivered",
      event: {
        processDate: at(12),
        description: "Gönderi alıcıya teslim edildi",
        branchName: "Kadıköy Şubesi",
        statusCode: 9,
        updateKey: "k1",
      },
      parcel: {
        statusCode: 9,
        statusDescription: "Gönderi alıcıya teslim edildi",
        processDate: at(12),
        trackingCode: "MD000000000001",
        receiverName: "Deniz Kaya",
      },
    });
    expect(planStep(order, UNOPENED_PARCEL, { toCode: 1, at: at(9) }, false)).toMatchObject({
      kind: "move",
      stage: "packaging",
      event: { branchName: "Minik Dünya Depo", updateKey: null },
    });
  });

  it("skips what must not be written, saying why", () => {
    expect(planStep(undefined, shipped, { toCode: 3 }, false)).toEqual({ kind: "skip", result: { applied: false, reason: "unknown" } });
    expect(planStep({ ...order, status: "awaitingPayment" }, shipped, { toCode: 3 }, false)).toEqual({
      kind: "skip",
      result: { applied: false, reason: "unknown" },
    });
    expect(planStep({ ...order, isOffline: true }, shipped, { toCode: 3 }, false)).toEqual({
      kind: "skip",
      result: { applied: false, reason: "refused", detail: "mağaza siparişi" },
    });
    expect(planStep(order, shipped, { toCode: 3, updateKey: "k1" }, true)).toEqual({
      kind: "skip",
      result: { applied: false, reason: "duplicate" },
    });
    expect(planStep(order, shipped, { toCode: 3, at: new Date("dün") }, false)).toEqual({
      kind: "skip",
      result: { applied: false, reason: "refused", detail: "geçersiz tarih" },
    });
    expect(planStep(order, shipped, { toCode: 1, at: at(11) }, false)).toEqual({
      kind: "skip",
      result: { applied: false, reason: "refused", detail: "shipped → packaging geçişi yok" },
    });
  });

  it("keeps a carrier's scan older than the parcel's last step in its history only", () => {
    const delivered = { ...shipped, statusCode: 9, processDate: at(12) };
    expect(planStep(order, delivered, { toCode: 3, at: at(11), updateKey: "k2" }, false)).toMatchObject({
      kind: "history",
      event: { statusCode: 3, processDate: at(11) },
    });
    // Without its own key, or newer than the last step, or a code nobody knows: refused.
    expect(planStep(order, delivered, { toCode: 3, at: at(11) }, false)).toMatchObject({ kind: "skip" });
    expect(planStep(order, delivered, { toCode: 3, at: at(13), updateKey: "k3" }, false)).toMatchObject({ kind: "skip" });
    expect(planStep(order, delivered, { toCode: 77, at: at(11), updateKey: "k4" }, false)).toMatchObject({ kind: "skip" });
  });
});
