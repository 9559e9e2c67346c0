/**
 * What the /abonelik page and the subscription calls show of a member's subscriptions, saved cards
 * and the outcome of the last send date (the subscription_runs row). Pure types and labels: the
 * page and the server share them. No card token ever leaves the server: a card is its id, bank,
 * family, BIN and last four digits.
 */
import type { Address, Place } from "#app/domain/addresses/address.schema";
import type { Audience } from "./subscription.schema";

export type SubscriptionStatus = "active" | "paused" | "cancelled";
export type RunOutcome = "placed" | "skippedStock" | "paymentFailed";
/** The changes a subscription call names in its address (/abonelik/{id}/{islem}: Turkish, as the shop's other URLs). */
export type ChangeWord = "durdur" | "devam" | "iptal" | "adres" | "kart";

export const STATUS_LABELS: Record<SubscriptionStatus, string> = { active: "Aktif", paused: "Duraklatıldı", cancelled: "İptal edildi" };

export const OUTCOME_LABELS: Record<RunOutcome, string> = {
  placed: "Sipariş oluşturuldu",
  skippedStock: "Stok olmadığı için gönderilemedi",
  paymentFailed: "Ödeme alınamadı",
};

export type SavedCardChoice = { id: number; label: string; bankName: string | null; last4: string };

/** '540036** **** 0003' style: the BIN's first 4, the last 4 (what the member recognises). */
export const savedCardLabel = (card: { bin: string; last4: string; bankName: string | null; cardFamily: string | null }) =>
  `${[card.bankName, card.cardFamily].filter(Boolean).join(" ") || "Kart"} •••• ${card.last4}`;

export type SubscriptionView = {
  id: number;
  productId: number;
  packageName: string;
  attribute: string | null;
  audience: Audience;
  quantity: number;
  weekInterval: number;
  status: SubscriptionStatus;
  /** The next send date ('YYYY-MM-DD'); while paused, the date it goes on from. */
  estimatedSendDate: string;
  /** The package's price now, times the quantity (kuruş); campaigns apply at each order. */
  unitPriceKurus: number | null;
  image: string | null;
  url: string | null;
  address: { id: number; title: string; summary: string } | null;
  card: { id: number; label: string } | null;
  lastRun: { dueDate: string; outcome: RunOutcome; orderNumber: string | null; orderHash: string | null } | null;
};

/** One choice of the package select: a variant of a product suited to recurring delivery. */
export type ShelfPackage = {
  productId: number;
  catalogId: number;
  label: string;
  /** The size ('Beden 4'), or null for an item of one size. */
  attribute: string | null;
  priceKurus: number;
  originalPriceKurus: number;
  inStock: boolean;
  image: string;
  url: string;
};

/** A kind of product on a tab (subscription-shelf.ts) with its packages. */
export type ShelfKind = { key: string; title: string; description: string; packages: ShelfPackage[] };
export type Shelf = Record<Audience, ShelfKind[]>;

/** What the /abonelik page is drawn from (subscription-page.server.ts). */
export type SubscriptionPageData = {
  shelf: Shelf;
  /** The first send date of a subscription made now ('YYYY-MM-DD'). */
  firstSendDate: string;
  /** Null for a guest. */
  member: {
    addresses: Address[];
    cards: SavedCardChoice[];
    subscriptions: SubscriptionView[];
    cities: Place[];
    addressFill: { personName: string; phone: string };
  } | null;
};
