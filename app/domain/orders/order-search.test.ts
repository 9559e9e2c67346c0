import { describe, expect, it } from "vitest";
import { KNOWN_CODES } from "#app/domain/fulfilment/shipment-states";
import { BUCKET_RULES, bucketsOf, dayRange, likePrefix, orderBucket, orderQueryString, readOrderQuery } from "./order-search";
import { allowedOrderActions, allowedReturnActions, deliverSchema, shipSchema } from "./order-desk";

const read = (query: string) => readOrderQuery(new URLSearchParams(query));

describe("the order search's filters", () => {
  it("reads each filter, a phone in any form, and leaves out what is malformed", () => {
    const { filters, page } = read(
      "no= 2611 2803 &eposta=Ali@Example.COM&telefon=(532) 111-2233&durum=toPack&odeme=moneyOrder&magaza=3&baslangic=2026-11-01&bitis=2026-11-28&sayfa=2",
    );
    expect(filters).toMatchObject({
      orderNumber: "26112803",
      email: "ali@example.com",
      phone: "05321112233",
      bucket: "toPack",
      paymentType: "moneyOrder",
      storeId: 3,
      from: "2026-11-01",
      to: "2026-11-28",
    });
    expect(page).toBe(2);
    for (const phone of ["05321112233", "+90 532 111 22 33", "5321112233"])
      expect(read(`telefon=${encodeURIComponent(phone)}`).filters.phone).toBe("05321112233");
    // A phone that is no phone finds nothing rather than everything.
    expect(read("telefon=abc").filters.phone).toBe("x");
    expect(read("durum=<script>&odeme=bitcoin&magaza=-1&baslangic=2026-02-30&sayfa=999999").filters).toMatchObject({
      bucket: "",
      paymentType: "",
      storeId: null,
      from: "",
    });
    expect(read("sayfa=999999").page).toBe(1);
  });

  it("writes the filters back as the form sends them, and the dashboard's buckets are exactly its keys", () => {
    const { filters } = read("eposta=ali&telefon=0532 111 22 33&durum=shipped");
    expect(orderQueryString(filters, 3)).toBe("?eposta=ali&telefon=0532+111+22+33&durum=shipped&sayfa=3");
    expect(Object.keys(BUCKET_RULES)).toEqual([
      "awaitingTransfer",
      "toPack",
      "shipped",
      "delivered",
      "undeliverable",
      "returned",
      "cancelled",
    ]);
    expect(dayRange({ from: "2026-11-28", to: "2026-11-28" })).toEqual({
      from: new Date("2026-11-27T21:00:00Z"),
      to: new Date("2026-11-28T21:00:00Z"),
    });
    expect(likePrefix("a%b_c\\")).toBe("a\\%b\\_c\\\\%");
  });
});

describe("where an order stands", () => {
  it("puts every placed order, web or store, at any parcel code, in exactly one bucket, and an unplaced one in none", () => {
    for (const status of ["awaitingTransfer", "confirmed", "cancelled"])
      for (const code of KNOWN_CODES)
        for (const offline of [false, true]) {
          const found = bucketsOf(status, code, offline);
          expect(found, `${status} ${code} ${offline ? "store" : "web"}`).toHaveLength(1);
          expect(orderBucket(status, code, offline)).toBe(found[0]);
        }
    expect(orderBucket("confirmed", 0, true)).toBe("delivered");
    expect(orderBucket("confirmed", 13, false)).toBe("cancelled");
    expect(orderBucket("confirmed", 1, false)).toBe("toPack");
    expect(orderBucket("paymentFailed", 0, false)).toBeNull();
  });
});

describe("the moves an order allows", () => {
  const order = (status: string, code: number, extra: Partial<{ isOffline: boolean; ships: boolean }> = {}) => ({
    status,
    shipmentStatusCode: code,
    isOffline: false,
    ships: true,
    ...extra,
  });
  it("follows the order's status and its parcel's stage", () => {
    expect(allowedOrderActions(order("awaitingTransfer", 0))).toEqual(["confirmTransfer", "cancel"]);
    expect(allowedOrderActions(order("confirmed", 0))).toEqual(["pack", "cancel"]);
    expect(allowedOrderActions(order("confirmed", 1))).toEqual(["ship", "cancel"]);
    expect(allowedOrderActions(order("confirmed", 3))).toEqual(["deliver"]);
    expect(allowedOrderActions(order("confirmed", 9))).toEqual([]);
    expect(allowedOrderActions(order("cancelled", 13))).toEqual([]);
    expect(allowedOrderActions(order("confirmed", 0, { isOffline: true }))).toEqual([]);
    expect(allowedOrderActions(order("confirmed", 0, { ships: false }))).toEqual(["cancel"]);
    expect(allowedReturnActions("requested")).toEqual(["returnApprove", "returnReject"]);
    expect(allowedReturnActions("approved")).toEqual(["returnReject", "returnReceive"]);
    expect(allowedReturnActions("received")).toEqual(["returnRefund"]);
    expect(allowedReturnActions("refunded")).toEqual([]);
  });

  it("checks the ship and deliver forms with Turkish messages", () => {
    expect(shipSchema.safeParse({ carrierId: "2", trackingCode: " mdt-123 456 " }).data).toEqual({
      carrierId: 2,
      trackingCode: "MDT-123456",
    });
    const issues = shipSchema.safeParse({ carrierId: "", trackingCode: "" }).error?.issues ?? [];
    expect(issues.find((i) => i.path[0] === "carrierId")?.message).toBe("Lütfen kargo firmasını seçiniz.");
    expect(issues.find((i) => i.path[0] === "trackingCode")?.message).toBe("Lütfen kargo takip numarasını giriniz.");
    expect(shipSchema.safeParse({ carrierId: "1", trackingCode: "<b>x</b>" }).error?.issues[0].message).toBe(
      "Takip numarası 6 ile 30 arasında harf, rakam ya da tireden oluşmalıdır.",
    );
    expect(deliverSchema.safeParse({ receiverName: "Ayşe Yılmaz" }).success).toBe(true);
    expect(deliverSchema.safeParse({ receiverName: "1" }).success).toBe(false);
  });
});
