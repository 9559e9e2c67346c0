/**
 * For the invoice modules' tests (never imported by the shop): an order summary as summaryOf makes
 * it for its owner, with its totals from the checkout's own computeTotals.
 */
import fc from "fast-check";
import type { AddressSnapshot } from "#app/db/schema";
import type { OrderSummary, SummaryLine } from "#app/domain/orders/order-summary.server";
import { computeTotals, type PricedLine } from "#app/domain/pricing/totals";
import { SHOP_SETTING_DEFAULTS } from "#app/domain/settings/shop-settings";

export const HOME: AddressSnapshot = {
  personName: "Ayşe Yılmaz",
  phone: "05321112233",
  city: "İstanbul",
  district: "Kadıköy",
  town: "Caferağa",
  address: "Moda Cad. No: 12 D: 3",
  billingType: "individual",
  identityNumber: "10000000146",
};
export const COMPANY: AddressSnapshot = {
  ...HOME,
  billingType: "corporate",
  identityNumber: undefined,
  company: "Minik Ticaret Ltd. Şti.",
  taxOffice: "Kadıköy",
  taxNumber: "4540536920",
};

export type LineSeed = {
  name: string;
  unitPriceKurus: number;
  quantity: number;
  vatRate: number;
  attributes?: string[];
  campaignDiscountKurus?: number;
};

function line(seed: LineSeed, i: number): SummaryLine {
  return {
    id: i + 1,
    productId: i + 1,
    catalogId: i + 1,
    sku: `SKU${i + 1}`,
    name: seed.name,
    attributes: seed.attributes ?? [],
    unitPriceKurus: seed.unitPriceKurus,
    quantity: seed.quantity,
    totalPriceKurus: seed.unitPriceKurus * seed.quantity - (seed.campaignDiscountKurus ?? 0),
    campaignDiscountKurus: seed.campaignDiscountKurus ?? 0,
    vatRate: seed.vatRate,
    image: "",
    url: "",
    isGift: false,
    returnQuantity: 0,
    follow: { label: "Sipariş Alındı", tone: "active", step: 0 },
  };
}

/**
 * An order summary as summaryOf makes it for its owner: the totals from the checkout's own
 * computeTotals (the order's totals are what checkout computed).
 */
export function order(
  seeds: LineSeed[],
  over: {
    paymentType?: string;
    carrierPriceKurus?: number;
    jokerPoints?: number;
    voucherKurus?: number;
    billing?: AddressSnapshot;
    summary?: Partial<OrderSummary>;
    /** The campaigns the lines' discounts come from (their sum is the lines' campaignDiscountKurus). */
    campaigns?: { id: number; title: string; discountKurus: number }[];
  } = {},
): OrderSummary {
  const paymentType = over.paymentType ?? "creditCard";
  const priced: PricedLine[] = seeds.map((s) => ({ ...s, originalUnitPriceKurus: s.unitPriceKurus }));
  const t = computeTotals({
    lines: priced,
    deliveryType: "myAddress",
    carrierPriceKurus: over.carrierPriceKurus ?? 4_990,
    carrierMethods: ["creditCard", "podCash", "podCredit", "moneyOrder"],
    paymentType,
    settings: SHOP_SETTING_DEFAULTS,
    jokerPoints: over.jokerPoints ?? 0,
    voucherBalanceKurus: over.voucherKurus ?? 0,
    campaigns: over.campaigns,
  });
  return {
    id: 123,
    orderHash: "p6Vq0hS1-3x_4kLmN8rT2wYzAbCdEfGh",
    orderNumber: "260612123456",
    // 12 June 2026, 14:05 in Istanbul.
    createdAt: new Date("2026-06-12T11:05:00Z"),
    dateText: "12 Haziran 2026 14:05",
    email: "ayse@example.com",
    status: "confirmed",
    memberOrder: true,
    personal: true,
    isOffline: false,
    deliveryType: "myAddress",
    fulfilment: "address",
    emailedTo: null,
    carrierName: "MNG Kargo",
    store: null,
    deliveryAddress: HOME,
    billingAddress: over.billing ?? HOME,
    hideAddresses: false,
    giftNote: null,
    paymentDescription: paymentType === "podCash" ? "Kapıda Ödeme (Nakit)" : "Kredi Kartı",
    payment: {
      type: paymentType,
      label: paymentType === "podCash" ? "Kapıda Ödeme (Nakit)" : "Kredi Kartı",
      status: "approved",
      maskedPan: "540036******0003",
      bankName: "Garanti BBVA",
      cardFamily: "Bonus",
      installment: 3,
      installmentExtra: 2,
      installmentLabel: "3 + 2 taksit",
      chargedKurus: t.grandTotalKurus,
      installmentDifferenceKurus: 0,
      providerOrderId: "P1",
      failureReason: null,
      transfer: null,
    },
    totals: {
      itemsTotalKurus: t.itemsTotalKurus,
      campaigns: t.campaigns,
      campaignDiscountKurus: t.campaignDiscountKurus,
      totalDiscountKurus: t.totalDiscountKurus,
      jokerPointsUsed: t.jokerPoints,
      jokerKurus: t.jokerKurus,
      shippingKurus: t.shippingKurus,
      podFeeKurus: t.podFeeKurus,
      voucherKurus: t.voucherKurus,
      grandTotalKurus: t.grandTotalKurus,
      vat: t.vat,
    },
    pointsEarned: t.pointsEarned,
    shipmentStatusCode: 0,
    follow: { label: "Sipariş Alındı", tone: "active", step: 0 },
    returnOpen: false,
    returnUntilText: null,
    hasReturns: false,
    shipments: [],
    lines: seeds.map(line),
    contractHtml: "<p>sözleşme</p>",
    ...over.summary,
  };
}

/**
 * Any order the checkout can make: 1 to 8 lines at any rate, up to `maxOffPercent` of each line off
 * in a campaign, any payment type, carrier price, Joker points and voucher.
 */
export const anyOrder = (maxOffPercent = 0): fc.Arbitrary<OrderSummary> =>
  fc
    .tuple(
      fc.array(
        fc.record({
          unitPriceKurus: fc.integer({ min: 0, max: 2_000_000 }),
          quantity: fc.integer({ min: 1, max: 9 }),
          vatRate: fc.constantFrom(0, 1, 10, 20),
          offPercent: fc.integer({ min: 0, max: maxOffPercent }),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      fc.constantFrom("creditCard", "podCash", "moneyOrder"),
      fc.integer({ min: 0, max: 9_990 }),
      fc.integer({ min: 0, max: 2_000 }),
      fc.integer({ min: 0, max: 100_000 }),
    )
    .map(([seeds, paymentType, carrierPriceKurus, jokerPoints, voucherKurus]) => {
      const lines = seeds.map(({ offPercent, ...s }, i) => ({
        ...s,
        name: `Ürün ${i}`,
        campaignDiscountKurus: Math.floor((s.unitPriceKurus * s.quantity * offPercent) / 100),
      }));
      const off = lines.reduce((sum, l) => sum + l.campaignDiscountKurus, 0);
      const campaigns = off > 0 ? [{ id: 1, title: "Kampanya", discountKurus: off }] : [];
      return order(lines, { paymentType, carrierPriceKurus, jokerPoints, voucherKurus, campaigns });
    });
