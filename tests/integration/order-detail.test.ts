/**
 * The order detail calls and cargo tracking over real HTTP (spec sections 7 and 8):
 * GET /ajax/get-order-detail/{orderNo} answers the member's own web order with the spec's Order and
 * detail fields; a guest hears 'Hata Oluştu'; another member, an unknown or malformed number and a
 * web order asked as a store order all hear 'Sipariş detayı bulunmadı.' alike (nothing to probe).
 * GET /cargo/ajax/cargoTracking answers 'Bir hata oluştu. Daha sonra tekrar deneyiniz.' for a
 * missing, malformed or unknown code.
 */
import { describe, expect, it } from "vitest";
import { getJson } from "../support/http";
import { addHomeAddress, payAtDoor, variantWithStock } from "../support/checkout";
import { newMember, visitor } from "../support/visitor";

type Detail = {
  success: boolean;
  reason?: string;
  result?: {
    ordernumber: string;
    orderhash: string;
    isoffline: boolean;
    total: number;
    total_price: number;
    shipment_price: number;
    pod_fee: number;
    voucher_discount: number;
    joker_point: number;
    delivery_address: { address: string; city: string; district: string } | null;
    shipment_status_code: number;
    items: {
      sku: string;
      name: string;
      quantity: number;
      unit_price: number;
      total_price: number;
      isreturn: boolean;
      returnQuantity: number;
    }[];
    products: { sku: string; isreturn: boolean; returnQuantity: number }[];
  };
};

type Visitor = ReturnType<typeof visitor>;
const ask = async (v: Visitor, path: string) => {
  const response = await v.send(path);
  return { status: response.status, headers: response.headers, answer: (await response.json()) as Detail };
};

describe("GET /ajax/get-order-detail/{orderNo}", () => {
  it("answers the member's own order, and nobody else's", async () => {
    const variant = await variantWithStock(5, 40);
    const me = await newMember();
    const address = await addHomeAddress(me.v, "Deniz Kaya");
    const placed = await payAtDoor(me.v, address, variant.productId);

    const { status, answer, headers } = await ask(me.v, `/ajax/get-order-detail/${placed.order_number}`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(answer.success).toBe(true);
    const result = answer.result!;
    expect(result).toMatchObject({
      ordernumber: placed.order_number,
      orderhash: placed.order_hash,
      isoffline: false,
      total_price: placed.total_price,
      total: placed.total_price,
      voucher_discount: 0,
      joker_point: 0,
      shipment_status_code: 0,
    });
    expect(result.pod_fee).toBeGreaterThan(0);
    expect(result.delivery_address).toMatchObject({ city: "İstanbul" });
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ quantity: 1, isreturn: false, returnQuantity: 0 });
    // One unit: its price, less its share of a campaign it falls in.
    const [item] = result.items as unknown as { unit_price: number; total_price: number; campaign_discount: number }[];
    expect(Math.round((item.total_price + item.campaign_discount) * 100)).toBe(Math.round(item.unit_price * 100));

    const NOT_FOUND = { success: false, reason: "Sipariş detayı bulunmadı." };
    const other = await newMember();
    for (const path of [
      `/ajax/get-order-detail/${placed.order_number}`,
      "/ajax/get-order-detail/999999999999",
      "/ajax/get-order-detail/abc'--",
    ]) {
      const asked = await ask(other.v, path);
      expect(asked.status, path).toBe(404);
      expect(asked.answer, path).toMatchObject(NOT_FOUND);
    }
    // A web order is not a store order, whatever store code is sent.
    const asStore = await ask(me.v, `/ajax/get-order-detail-by-store/${placed.order_number}?storeCode=S1`);
    expect(asStore.answer).toMatchObject(NOT_FOUND);

    const guest = await ask(visitor(), `/ajax/get-order-detail/${placed.order_number}`);
    expect(guest.status).toBe(401);
    expect(guest.answer).toMatchObject({ success: false, reason: "Hata Oluştu" });
  });
});

describe("GET /cargo/ajax/cargoTracking", () => {
  it("answers the spec's message for a missing, malformed or unknown code", async () => {
    for (const query of [
      "",
      "?trackingCode=MD123456789012",
      "?trackingCode=MD123456789012&cargoCompanyCode=mng",
      "?trackingCode=%3Cscript%3E&cargoCompanyCode=mng",
    ]) {
      const { response, body } = await getJson(`/cargo/ajax/cargoTracking${query}`);
      expect(response.status, query).toBe(404);
      expect(body, query).toMatchObject({ success: false, reason: "Bir hata oluştu. Daha sonra tekrar deneyiniz." });
    }
  });
});
