/**
 * What the checkout pages show (spec sections 2, 3, 4, 5): the basket priced from the
 * database, the shop's business values, the member's address book (identity and tax numbers
 * masked) and saved cards (token, BIN and last four digits, nothing else), the shipping
 * companies with their prices and payment methods, the delivery type kept in the session, the
 * member's Joker points, the cities for address selects, the bank account for transfers, and the
 * payment error the bank's way back left in the session (read once, then cleared).
 *
 * Who may open which page (PRODUCT.md "Guest checkout"): /payment/checkout is the member's (a
 * guest logs in first and comes back); /payment/guest-checkout is the guest's (a member goes to
 * /payment/checkout). An empty basket goes back to /cart.
 */
import { href } from "react-router";
import { asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { savedCards } from "#app/db/schema";
import { loginUrlReturningTo } from "#app/lib/login-url";
import { loadProfile } from "#app/domain/accounts/profile.server";
import { addressFill, maskedAddress, type Address } from "#app/domain/addresses/address.schema";
import { listAddresses } from "#app/domain/addresses/addresses.server";
import { loadCartView } from "#app/domain/cart/cart-view.server";
import { listCities, type PlaceOption } from "#app/domain/places/places.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import type { ShopSettings } from "#app/domain/settings/shop-settings";
import { loadShopSettings } from "#app/domain/settings/shop-settings.server";
import type { Kurus } from "#app/lib/money";
import { activeCarriers, checkoutVisitor, pickupAvailability } from "./checkout-quote.server";
import { BANK_TRANSFER } from "#app/domain/order-core/payment-labels";
import type { BasketKind } from "#app/domain/cart/cart.server";
import { giftBasketRecipient, recipientName } from "#app/domain/member-lists/gift-purchases.server";
import type { AppliedCampaignLine, DeliveryType } from "#app/domain/pricing/totals";
import { memberRewardRule } from "#app/domain/rewards/reward-campaigns.server";
import type { RewardRule } from "#app/domain/rewards/reward-rule";
import { paymentProvider, providerOffers } from "#app/domain/payments/provider";

/** A basket line as checkout shows and prices it. */
export type CheckoutLine = {
  productId: number;
  name: string;
  size: string | null;
  url: string;
  image: string;
  quantity: number;
  unitPriceKurus: Kurus;
  originalUnitPriceKurus: Kurus;
  totalKurus: Kurus;
  vatRate: number;
  isGift: boolean;
  /** A gift card: e-mailed, ships nothing. */
  digital: boolean;
  /** What campaigns take off the line (its share of each). */
  campaignDiscountKurus: Kurus;
};

/** A shipping company as the page offers it; the price before the free-shipping rule. */
export type CheckoutCarrier = {
  id: number;
  code: string;
  title: string;
  description: string;
  priceKurus: Kurus;
  paymentMethods: string[];
};

/** A member's saved card: the provider's token, the BIN (with the bank and card family it tells) and the last four digits. */
export type SavedCardView = { id: number; token: string; bin: string; last4: string; bankName: string; cardFamily: string };

export type CheckoutPageData = {
  guest: boolean;
  lines: CheckoutLine[];
  /** Set when loading the basket changed it (stock or sale status changed). */
  notice: string | null;
  /** The campaigns the basket is priced with now, each its own line (the pay call prices them again). */
  campaigns: AppliedCampaignLine[];
  /** Campaigns that ended while their items waited in the basket. */
  campaignNotices: string[];
  /** The member's running reward campaign: the points this order earns follow it. */
  reward: RewardRule | null;
  settings: ShopSettings;
  deliveryType: DeliveryType;
  carriers: CheckoutCarrier[];
  addresses: Address[];
  savedCards: SavedCardView[];
  jokerPoints: number;
  cities: PlaceOption[];
  /** With store pickup chosen: the cities that have a store holding the whole basket. */
  pickupCities: PlaceOption[];
  /** A new address starts with the member's name and phone. */
  addressFill: { personName: string; phone: string };
  bankTransfer: { bankName: string; accountName: string; iban: string };
  /** The bank's reason of the last failed payment (shown once). */
  paymentError: string | null;
  /** Paying the gift basket: whose list the order goes to (their address is not shown). */
  gift: { recipient: string; listName: string } | null;
  /** What the payment provider offers beyond cards: fast pay, and paying part with a card's points. */
  provider: { fastPay: boolean; cardPoints: boolean };
};

async function memberSavedCards(db: Db, userId: number): Promise<SavedCardView[]> {
  const rows = await db
    .select({
      id: savedCards.id,
      token: savedCards.token,
      bin: savedCards.bin,
      last4: savedCards.last4,
      bankName: savedCards.bankName,
      cardFamily: savedCards.cardFamily,
    })
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(asc(savedCards.id));
  return rows.map((r) => ({ ...r, bankName: r.bankName ?? "", cardFamily: r.cardFamily ?? "" }));
}

/** The payment error left by the bank's way back (payment.callback), cleared once read. */
async function takePaymentError(session: SessionHandle): Promise<string | null> {
  const row = await session.get();
  const value = row?.data?.paymentError;
  if (value === undefined) return null;
  await session.set({ paymentError: undefined });
  return typeof value === "string" && value ? value : null;
}

/** Where a visitor who may not open this page goes instead (the module comment): the page answers a redirect. */
export type CheckoutDetour = { goTo: string };

/**
 * The loader's data for /payment/checkout (`page: "member"`) or /payment/guest-checkout
 * (`page: "guest"`), or where the visitor goes instead.
 */
export async function loadCheckoutPage(
  db: Db,
  session: SessionHandle,
  page: "member" | "guest",
  basket: BasketKind = "own",
): Promise<CheckoutPageData | CheckoutDetour> {
  if (page === "member" && (await session.userId()) == null)
    return { goTo: loginUrlReturningTo(basket === "gift" ? `${href("/payment/checkout")}?sepet=hediye` : href("/payment/checkout")) };
  if (page === "member") await session.set({ checkoutBasket: basket });
  const { visitor, userId, points, deliveryType: chosenDelivery } = await checkoutVisitor(db, session);
  if (page === "guest" && userId != null) return { goTo: href("/payment/checkout") };
  const giftBasket = visitor?.basket === "gift";
  // A gift goes to the list owner's address: never picked up in a store.
  const deliveryType: DeliveryType = giftBasket ? "myAddress" : chosenDelivery;

  const view = await loadCartView(db, visitor);
  if (view.lines.length === 0) return { goTo: giftBasket ? `${href("/cart")}?sepet=hediye` : href("/cart") };
  const giftList = giftBasket ? await giftBasketRecipient(db, userId!) : null;

  const [settings, carriers, cities, addresses, cards, pickup, profile, reward] = await Promise.all([
    loadShopSettings(db),
    activeCarriers(db),
    listCities(db),
    userId == null ? Promise.resolve([]) : listAddresses(db, userId),
    userId == null ? Promise.resolve([]) : memberSavedCards(db, userId),
    deliveryType === "getShop" ? pickupAvailability(db, view.lines, null) : Promise.resolve({ cities: [], stores: [] }),
    userId == null ? Promise.resolve(null) : loadProfile(db, userId),
    memberRewardRule(db, userId),
  ]);
  const paymentError = await takePaymentError(session);

  return {
    guest: userId == null,
    lines: view.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      size: l.size,
      url: l.url,
      image: l.image,
      quantity: l.quantity,
      unitPriceKurus: l.unitPriceKurus,
      originalUnitPriceKurus: l.originalUnitPriceKurus,
      totalKurus: l.totalKurus,
      vatRate: l.vatRate,
      isGift: l.isGift,
      digital: l.digital,
      campaignDiscountKurus: l.campaignDiscountKurus,
    })),
    campaigns: view.totals.campaigns,
    campaignNotices: view.campaignNotices,
    reward,
    notice: view.notice,
    settings,
    deliveryType,
    carriers: carriers.map((c) => ({
      id: c.id,
      code: c.code,
      title: c.title,
      description: c.description,
      priceKurus: c.salePriceKurus + c.serviceFeeKurus,
      paymentMethods: c.paymentMethods,
    })),
    addresses: addresses.map(maskedAddress),
    savedCards: cards,
    jokerPoints: userId == null ? 0 : points,
    cities,
    pickupCities: pickup.cities,
    addressFill: addressFill(profile),
    bankTransfer: { ...BANK_TRANSFER },
    paymentError,
    gift: giftList ? { recipient: recipientName(giftList), listName: giftList.listName } : null,
    provider: providerOffers(paymentProvider(db)),
  };
}
