/**
 * What a placed order is made of: its lines as they are written (order_lines) and the data its
 * pre-information form and distance sales contract are rendered from (contract.ts). The checkout
 * (checkout/place-order.server.ts) and a subscription's order build them.
 */
import type { AddressSnapshot } from "#app/db/schema";
import type { DeliveryType, PaymentType, Totals } from "#app/domain/pricing/totals";

export type OrderLineData = {
  productId: number;
  catalogId: number;
  sku: string;
  name: string;
  attributesText: string;
  unitPriceKurus: number;
  originalUnitPriceKurus: number;
  quantity: number;
  /** After campaigns: unitPriceKurus × quantity − campaignDiscountKurus. */
  totalPriceKurus: number;
  /** The line's share of the campaigns' discounts. */
  campaignDiscountKurus: number;
  vatRate: number;
  image: string;
  url: string;
  isGift: boolean;
  /** The gift list item the line buys (a gift basket's order). */
  giftListItemId?: number | null;
  /** A gift card (e-mailed: no shipping). Not stored: the sku says it. */
  digital?: boolean;
};

export type ContractData = {
  orderNumber: string;
  date: Date;
  email: string;
  deliveryType: DeliveryType;
  storeName: string | null;
  carrierName: string | null;
  deliveryAddress: AddressSnapshot | null;
  billingAddress: AddressSnapshot | null;
  paymentType: PaymentType;
  installment: number;
  installmentExtra: number;
  lines: OrderLineData[];
  totals: Totals;
  /** A gift order: whose list it goes to (the contract names them instead of the address). */
  giftRecipient?: string | null;
};
