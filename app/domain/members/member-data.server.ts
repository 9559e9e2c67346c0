/**
 * Everything the shop holds about one member, for the member (KVKK 6698 art. 11/1-a, b: the right
 * to learn whether and which personal data is processed, and to have it): /kullanici/kisisel-verilerim
 * shows it as a page and gives it as a JSON file.
 *
 * Only ever the member named by the session (the route passes the session's id; nothing from the
 * request): every query is filtered by that id, or by the member's own e-mail and phone for the
 * rows keyed by them (login failures). Never in it: the password hash, session ids, codes and link
 * tokens, saved cards' bank tokens, message bodies (they carry codes and links), internal ids of
 * other people (managers who handled a message).
 */
import { and, asc, desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import {
  addresses,
  alerts,
  babies,
  catalogItems,
  cities,
  clubMembers,
  comments,
  comparisons,
  consents,
  contactMessages,
  districts,
  favourites,
  giftListItems,
  giftLists,
  kids,
  loginAttempts,
  orderLines,
  orders,
  outbox,
  products,
  savedCards,
  sessions,
  subscriptions,
  towns,
  users,
} from "#app/db/schema";
import { recordAudit } from "#app/domain/audit/audit.server";
import { MESSAGE_KINDS } from "#app/domain/notifications/kinds";
import { throttleKeys } from "#app/domain/throttle/login-throttle.server";

/** How many of the newest rows of the long lists (messages, sessions) are given. */
export const MEMBER_DATA_LIMIT = 500;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The sections of the member's data, in the page's order; each is a list of plain rows (strings, numbers, booleans, null). */
export async function collectMemberData(db: Db, userId: number, now = new Date()) {
  const [member] = await db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phone: users.phone,
      gender: users.gender,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
      jokerPoints: users.jokerPoints,
      rewardCampaignCode: users.rewardCampaignCode,
      createdAt: users.createdAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!member || member.erasedAt) return null;

  const [addressRows, kidRows, babyRows, orderRows, consentRows, messageRows, commentRows] = await Promise.all([
    db
      .select({
        title: addresses.title,
        personName: addresses.personName,
        phone: addresses.phone,
        city: cities.name,
        district: districts.name,
        town: towns.name,
        address: addresses.address,
        billingType: addresses.billingType,
        identityNumber: addresses.identityNumber,
        company: addresses.company,
        taxOffice: addresses.taxOffice,
        taxNumber: addresses.taxNumber,
        createdAt: addresses.createdAt,
        deletedAt: addresses.deletedAt,
      })
      .from(addresses)
      .innerJoin(cities, eq(cities.id, addresses.cityId))
      .innerJoin(districts, eq(districts.id, addresses.districtId))
      .leftJoin(towns, eq(towns.id, addresses.townId))
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id)),
    db
      .select({ name: kids.name, gender: kids.gender, day: kids.birthDay, month: kids.birthMonth, year: kids.birthYear })
      .from(kids)
      .where(eq(kids.userId, userId))
      .orderBy(asc(kids.id)),
    db.select({ day: babies.birthDay, month: babies.birthMonth, year: babies.birthYear }).from(babies).where(eq(babies.userId, userId)),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        email: orders.email,
        payment: orders.paymentDescription,
        totalKurus: orders.totalKurus,
        shipmentPriceKurus: orders.shipmentPriceKurus,
        totalDiscountKurus: orders.totalDiscountKurus,
        jokerPointsUsed: orders.jokerPointsUsed,
        jokerPointsEarned: orders.jokerPointsEarned,
        deliveryAddress: orders.deliveryAddress,
        billingAddress: orders.billingAddress,
        giftNote: orders.giftNote,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({
        kind: consents.kind,
        granted: consents.granted,
        source: consents.source,
        textVersion: consents.textVersion,
        ip: consents.ip,
        createdAt: consents.createdAt,
      })
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(asc(consents.createdAt), asc(consents.id)),
    db
      .select({
        kind: outbox.kind,
        channel: outbox.channel,
        to: outbox.to,
        subject: outbox.subject,
        state: outbox.state,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(eq(outbox.userId, userId))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(MEMBER_DATA_LIMIT),
    db
      .select({
        product: catalogItems.name,
        rating: comments.rating,
        body: comments.body,
        status: comments.status,
        showName: comments.showUser,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(catalogItems, eq(catalogItems.id, comments.catalogId))
      .where(eq(comments.userId, userId))
      .orderBy(desc(comments.createdAt)),
  ]);

  const lines = orderRows.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          name: orderLines.name,
          sku: orderLines.sku,
          attributes: orderLines.attributesText,
          quantity: orderLines.quantity,
          unitPriceKurus: orderLines.unitPriceKurus,
          totalPriceKurus: orderLines.totalPriceKurus,
          returnQuantity: orderLines.returnQuantity,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];

  const [favouriteRows, alertRows, comparisonRows, giftListRows, giftItemRows, cardRows, subscriptionRows, clubRows, contactRows] =
    await Promise.all([
      db
        .select({ product: products.name, sku: products.sku, createdAt: favourites.createdAt })
        .from(favourites)
        .innerJoin(products, eq(products.id, favourites.productId))
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt)),
      db
        .select({
          product: products.name,
          sku: products.sku,
          type: alerts.type,
          createdAt: alerts.createdAt,
          notifiedAt: alerts.notifiedAt,
        })
        .from(alerts)
        .innerJoin(products, eq(products.id, alerts.productId))
        .where(eq(alerts.userId, userId))
        .orderBy(desc(alerts.createdAt)),
      db
        .select({ product: catalogItems.name, createdAt: comparisons.createdAt })
        .from(comparisons)
        .innerJoin(catalogItems, eq(catalogItems.id, comparisons.catalogId))
        .where(eq(comparisons.userId, userId))
        .orderBy(desc(comparisons.createdAt)),
      db
        .select({ id: giftLists.id, name: giftLists.name, expireDate: giftLists.expireDate })
        .from(giftLists)
        .where(eq(giftLists.userId, userId))
        .orderBy(asc(giftLists.id)),
      db
        .select({
          listId: giftListItems.listId,
          product: products.name,
          quantity: giftListItems.quantity,
          purchased: giftListItems.purchasedQuantity,
        })
        .from(giftListItems)
        .innerJoin(giftLists, eq(giftLists.id, giftListItems.listId))
        .innerJoin(products, eq(products.id, giftListItems.productId))
        .where(eq(giftLists.userId, userId))
        .orderBy(asc(giftListItems.id)),
      db
        .select({ last4: savedCards.last4, bank: savedCards.bankName, family: savedCards.cardFamily, createdAt: savedCards.createdAt })
        .from(savedCards)
        .where(eq(savedCards.userId, userId)),
      db
        .select({
          product: products.name,
          status: subscriptions.status,
          weekInterval: subscriptions.weekInterval,
          quantity: subscriptions.quantity,
          nextSendDate: subscriptions.estimatedSendDate,
        })
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .where(eq(subscriptions.userId, userId)),
      db
        .select({
          firstname: clubMembers.firstname,
          lastname: clubMembers.lastname,
          email: clubMembers.email,
          phone: clubMembers.phone,
          newsletterConsent: clubMembers.newsletterConsent,
          agreementAcceptedAt: clubMembers.agreementAcceptedAt,
        })
        .from(clubMembers)
        .where(eq(clubMembers.userId, userId)),
      db
        .select({
          subject: contactMessages.subject,
          message: contactMessages.message,
          orderNumber: contactMessages.orderNumber,
          answer: contactMessages.answer,
          createdAt: contactMessages.createdAt,
          answeredAt: contactMessages.answeredAt,
        })
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId))
        .orderBy(desc(contactMessages.createdAt)),
    ]);

  // Sign-ins: the member's sessions still kept (when each began and until when it lasts), and the
  // failed-login counters of the account's e-mail and phone (login-throttle.server.ts).
  const identifierKeys = [member.email, member.phone].filter((v): v is string => !!v).map((id) => throttleKeys(id, "")[0]);
  const [sessionRows, failureRows] = await Promise.all([
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(MEMBER_DATA_LIMIT),
    db
      .select({ failures: loginAttempts.failures, lastFailureAt: loginAttempts.lastFailureAt, lockedUntil: loginAttempts.lockedUntil })
      .from(loginAttempts)
      .where(
        and(inArray(loginAttempts.key, identifierKeys), or(isNotNull(loginAttempts.lastFailureAt), isNotNull(loginAttempts.lockedUntil))),
      ),
  ]);

  return {
    generatedAt: now.toISOString(),
    profile: {
      firstname: member.firstname,
      lastname: member.lastname,
      email: member.email,
      phone: member.phone,
      gender: member.gender,
      emailVerifiedAt: iso(member.emailVerifiedAt),
      phoneVerifiedAt: iso(member.phoneVerifiedAt),
      jokerPoints: member.jokerPoints,
      rewardCampaign: member.rewardCampaignCode,
      memberSince: iso(member.createdAt),
    },
    addresses: addressRows.map((a) => ({ ...a, createdAt: iso(a.createdAt), deletedAt: iso(a.deletedAt) })),
    children: kidRows.map((k) => ({ name: k.name, gender: k.gender, birthDate: birthDate(k) })),
    expectedBaby: babyRows.map((b) => ({ birthDate: birthDate(b) })),
    orders: orderRows.map(({ id, createdAt, ...order }) => ({
      ...order,
      createdAt: iso(createdAt),
      lines: lines.filter((l) => l.orderId === id).map(({ orderId: _orderId, ...line }) => line),
    })),
    consents: consentRows.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    messages: messageRows.map((m) => ({
      ...m,
      kind: (MESSAGE_KINDS as Record<string, { label: string }>)[m.kind]?.label ?? m.kind,
      createdAt: iso(m.createdAt),
      sentAt: iso(m.sentAt),
    })),
    comments: commentRows.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    lists: {
      favourites: favouriteRows.map((f) => ({ ...f, createdAt: iso(f.createdAt) })),
      alerts: alertRows.map((a) => ({ ...a, createdAt: iso(a.createdAt), notifiedAt: iso(a.notifiedAt) })),
      comparisons: comparisonRows.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
      giftLists: giftListRows.map(({ id, ...list }) => ({
        ...list,
        items: giftItemRows.filter((i) => i.listId === id).map(({ listId: _listId, ...item }) => item),
      })),
    },
    savedCards: cardRows.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
    subscriptions: subscriptionRows,
    club: clubRows.map((c) => ({ ...c, agreementAcceptedAt: iso(c.agreementAcceptedAt) })),
    contactMessages: contactRows.map((c) => ({ ...c, createdAt: iso(c.createdAt), answeredAt: iso(c.answeredAt) })),
    logins: {
      sessions: sessionRows.map((s) => ({ signedInAt: iso(s.createdAt), validUntil: iso(s.expiresAt) })),
      failures: failureRows.map((f) => ({ failures: f.failures, lastFailureAt: iso(f.lastFailureAt), lockedUntil: iso(f.lockedUntil) })),
    },
  };
}

export type MemberData = NonNullable<Awaited<ReturnType<typeof collectMemberData>>>;

const birthDate = (d: { day: number; month: number; year: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/** The audit row of a download (a KVKK art. 11 request answered): who and when, by id only. */
export async function recordDataDownload(db: Db, userId: number): Promise<void> {
  await db.transaction((tx: Tx) =>
    recordAudit(tx, null, {
      action: "member.dataExport",
      entity: { type: "member", id: userId },
      after: { format: "json" },
      summary: `Üye kişisel verilerini indirdi (KVKK md. 11): üye #${userId}`,
    }),
  );
}
