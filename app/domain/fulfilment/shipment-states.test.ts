import { describe, expect, it } from "vitest";
import { codeOf, isCancellable, isFinal, KNOWN_CODES, shipmentMove, stageOf, STAGE_CODES, type ShipmentStage } from "./shipment-states";

const STAGES = Object.keys(STAGE_CODES) as ShipmentStage[];

/** The allowed moves, written out once more by hand: the test fails if the table drifts. */
const ALLOWED = new Set([
  "received→packaging",
  "received→cancelled",
  "packaging→shipped",
  "packaging→cancelled",
  "shipped→shipped",
  "shipped→delivered",
  "shipped→undeliverable",
  "undeliverable→shipped",
  "undeliverable→returned",
  "delivered→returned",
]);

describe("shipment status codes (spec section 4)", () => {
  it("reads every code of the spec as its stage, and any other code as received", () => {
    expect([1].map(stageOf)).toEqual(["packaging"]);
    expect([2, 3].map(stageOf)).toEqual(["shipped", "shipped"]);
    expect([9, 10, 11].map(stageOf)).toEqual(["delivered", "delivered", "delivered"]);
    expect([12, 14].map(stageOf)).toEqual(["undeliverable", "undeliverable"]);
    expect([13, 15].map(stageOf)).toEqual(["cancelled", "cancelled"]);
    expect(stageOf(999)).toBe("returned");
    for (const other of [0, 4, 5, 8, 16, 100, -1]) expect(stageOf(other)).toBe("received");
  });

  it("writes the first code of a stage when the shop moves a parcel itself", () => {
    expect(STAGES.map(codeOf)).toEqual([0, 1, 2, 9, 12, 13, 999]);
  });
});

describe("shipmentMove: every move between every pair of codes, for a paid order", () => {
  for (const fromCode of KNOWN_CODES) {
    for (const toCode of KNOWN_CODES) {
      const key = `${stageOf(fromCode)}→${stageOf(toCode)}`;
      const allowed = ALLOWED.has(key);
      it(`${fromCode} → ${toCode} (${key}) is ${allowed ? "allowed" : "refused"}`, () => {
        const move = shipmentMove("confirmed", fromCode, toCode);
        expect(move.ok).toBe(allowed);
        if (!move.ok) expect(move.reason).toMatch(/geçişi yok/);
      });
    }
  }
});

describe("shipmentMove: the order's own state", () => {
  it("refuses a code the shop does not know", () => {
    const move = shipmentMove("confirmed", 2, 7);
    expect(move).toEqual({ ok: false, reason: "bilinmeyen kargo durum kodu 7" });
  });

  it("keeps a bank-transfer order in 'received' until the transfer arrives, but lets it be cancelled", () => {
    expect(shipmentMove("awaitingTransfer", 0, 1)).toEqual({ ok: false, reason: "havale henüz gelmedi" });
    expect(shipmentMove("awaitingTransfer", 0, 13).ok).toBe(true);
    expect(shipmentMove("confirmed", 0, 1).ok).toBe(true);
  });

  it("moves nothing of a cancelled order", () => {
    for (const toCode of KNOWN_CODES) expect(shipmentMove("cancelled", 0, toCode).ok).toBe(false);
  });

  it("knows which stages are final and which may still be cancelled", () => {
    expect(STAGES.filter(isFinal)).toEqual(["cancelled", "returned"]);
    expect(KNOWN_CODES.filter(isCancellable)).toEqual([0, 1]);
  });
});
