/**
 * The shop's order as iyzico's request fields (docs/iyzico-reference.md §3.1, §3.2): the buyer, the
 * billing and shipping addresses and the basket items, as 3-D Secure, BKM Express and a saved card's
 * charge all send them. Pure. Prices are iyzico's decimal strings from integer kuruş (iyzicoPrice),
 * so the items add up to `price` to the kuruş (iyzico refuses a basket that does not: 5062).
 */
import { istanbulDateTimeText } from "#app/lib/dates";
import { internationalMobile } from "#app/lib/phone";
import { iyzicoPrice } from "./iyzico-client.server";
import type { PaymentAddress, PaymentOrder } from "./provider";

/**
 * The identity number sent when the buyer gave none: iyzico requires one (§3.2), and shops that do
 * not collect the T.C. kimlik numarası commonly send this placeholder (docs/payments-iyzico.md).
 */
export const PLACEHOLDER_IDENTITY_NUMBER = "11111111111";

/** iyzico's date format for the buyer's dates (§3.2: '2015-09-17 23:45:06', Istanbul time). */
export const iyzicoDateTime = (date: Date): string => istanbulDateTimeText(date);

const address = (a: PaymentAddress) => ({ contactName: a.contactName, city: a.city, country: "Turkey", address: a.address });

/** Who pays, where to, and for what: the fields every iyzico payment request carries. */
export function orderFields(order: PaymentOrder, now: Date) {
  const b = order.buyer;
  const billing = order.billingAddress;
  return {
    buyer: {
      id: b.id,
      name: b.name,
      surname: b.surname,
      gsmNumber: internationalMobile(b.phone) ?? undefined,
      email: b.email,
      identityNumber: b.identityNumber ?? PLACEHOLDER_IDENTITY_NUMBER,
      lastLoginDate: iyzicoDateTime(now),
      registrationDate: iyzicoDateTime(b.registeredAt ?? now),
      registrationAddress: billing.address,
      ip: b.ip,
      city: billing.city,
      country: "Turkey",
    },
    // iyzico requires a shipping address when an item is goods (§3.2): an order picked up in a
    // store has none, and is sent the billing address.
    shippingAddress: address(order.shippingAddress ?? billing),
    billingAddress: address(billing),
    basketItems: order.items.map((item) => ({
      id: item.id,
      price: iyzicoPrice(item.priceKurus),
      name: item.name.slice(0, 200),
      category1: item.kind === "physical" ? "Ürün" : "Hizmet",
      itemType: item.kind === "physical" ? "PHYSICAL" : "VIRTUAL",
    })),
  };
}

/** The basket's sum in kuruş (iyzico's `price`). */
export const basketKurus = (order: PaymentOrder): number => order.items.reduce((sum, item) => sum + item.priceKurus, 0);
