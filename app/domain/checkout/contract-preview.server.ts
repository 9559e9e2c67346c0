/**
 * The pre-information form and distance sales contract as the buyer reads them before paying
 * (PRODUCT.md "Turkish law"): the same renderer as the order's stored copy, filled with the
 * checkout as it stands (basket priced by the server, chosen delivery, carrier, payment type,
 * points and the addresses chosen or typed so far). Blank parts read as 'Belirtilmedi'.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { products, type AddressSnapshot } from "#app/db/schema";
import { getAddress } from "#app/domain/addresses/addresses.server";
import { addressSnapshot } from "#app/domain/addresses/address.schema";
import type { Visitor } from "#app/domain/cart/cart.server";
import { activeCarriers, quoteCheckout, storeName } from "./checkout-quote.server";
import { renderOrderContract } from "#app/domain/order-core/contract";
import { formField, payFormValues } from "./pay-form.schema";
import { PAYMENT_TYPES, type DeliveryType, type PaymentType } from "#app/domain/pricing/totals";
import type { Json } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";

const NOT_GIVEN = "Belirtilmedi";

function typed(body: Json, prefix: string): AddressSnapshot | null {
  const f = (name: string) => formField(body, prefix, name);
  if (!f("personName") && !f("address")) return null;
  return {
    personName: f("personName") || NOT_GIVEN,
    phone: f("phone") || NOT_GIVEN,
    city: f("cityName") || "",
    district: f("districtName") || "",
    address: f("address") || NOT_GIVEN,
  };
}

export async function previewContract(
  db: Db,
  input: { visitor: Visitor | null; userId: number | null; email: string | null; points: number; body: Json },
): Promise<string> {
  const values = payFormValues(input.body);
  const deliveryType: DeliveryType = values.deliveryType === "getShop" ? "getShop" : "myAddress";
  const paymentType: PaymentType = (PAYMENT_TYPES as readonly string[]).includes(values.checkoutPaymentType)
    ? (values.checkoutPaymentType as PaymentType)
    : "creditCard";
  const carrierId = parseId(values.shipmentCompany);
  const quote = await quoteCheckout(
    db,
    input.visitor,
    { deliveryType, shippingCompanyId: carrierId, paymentType, jokerPoints: Number(values.cardLoyaltyPoint) || 0 },
    input.points,
  );
  const own = async (id: string) => {
    const n = parseId(id);
    const found = n != null && input.userId != null ? await getAddress(db, input.userId, n) : null;
    return found ? addressSnapshot(found) : null;
  };
  const deliveryAddress = input.userId != null ? await own(values.delivery_address_id) : typed(input.body, "delivery");
  const billingAddress = input.userId != null ? await own(values.billing_address_id) : typed(input.body, "billing");
  const carrier = carrierId ? (await activeCarriers(db)).find((c) => c.id === carrierId) : undefined;
  // The contract's 'Stok kodu' column: each line's variant code, as the order's own copy has it.
  const productIds = [...new Set(quote.lines.map((l) => l.productId))];
  const skus = new Map(
    productIds.length
      ? (await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.id, productIds))).map((p) => [
          p.id,
          p.sku,
        ])
      : [],
  );
  return renderOrderContract({
    orderNumber: "Ödeme sonrası verilecek",
    date: new Date(),
    email: input.email ?? (formField(input.body, "email") || NOT_GIVEN),
    deliveryType,
    storeName: deliveryType === "getShop" ? ((await storeName(db, parseId(values.storeId))) ?? NOT_GIVEN) : null,
    carrierName: carrier?.title ?? null,
    deliveryAddress: deliveryType === "myAddress" ? deliveryAddress : null,
    billingAddress: billingAddress ?? (values.sameAsDelivery ? deliveryAddress : null),
    paymentType,
    installment: Number(values.paymentInstallment) || 1,
    installmentExtra: Number(values.paymentInstallmentExtra) || 0,
    lines: quote.lines.map((l) => ({
      productId: l.productId,
      catalogId: l.catalogId,
      sku: skus.get(l.productId) ?? "",
      name: l.name,
      attributesText: l.attributes.map((a) => `${a.name}: ${a.value}`).join(", "),
      unitPriceKurus: l.unitPriceKurus,
      originalUnitPriceKurus: l.originalUnitPriceKurus,
      quantity: l.quantity,
      totalPriceKurus: l.payKurus,
      campaignDiscountKurus: l.campaignDiscountKurus,
      vatRate: l.vatRate,
      image: l.image,
      url: l.url,
      isGift: l.isGift,
    })),
    totals: quote.totals,
  });
}
