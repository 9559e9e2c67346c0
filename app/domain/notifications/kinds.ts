/**
 * Every message the shop sends, by kind: one closed list. Each kind says on which channel(s) it
 * may go and whether it is a service or a commercial message. İYS (the Turkish commercial
 * electronic message rules): a commercial SMS or e-mail goes only to someone whose consent for
 * that channel is recorded; a service message (a code, an order's news, an answer the person asked
 * for) always goes. The delivery job and the back office read a message's kind from the outbox;
 * the e-mail composer picks its template by kind, with the message's `data` (ids such as
 * {orderId}).
 */
export type Channel = "sms" | "email";

export type MessageClass = "service" | "commercial";
export type KindInfo = { channels: readonly Channel[]; class: MessageClass; /** In Turkish, for the back office. */ label: string };

const service = (label: string, ...channels: Channel[]): KindInfo => ({ channels, class: "service", label });
const commercial = (label: string, ...channels: Channel[]): KindInfo => ({ channels, class: "commercial", label });

export const MESSAGE_KINDS = {
  // Sign-in and account: codes and links the person asked for.
  "auth.registrationCode": service("Üyelik doğrulama kodu", "sms"),
  "auth.smsLoginCode": service("SMS ile giriş kodu", "sms"),
  "auth.erasureCode": service("Hesap silme onay kodu", "sms"),
  "auth.passwordReset": service("Şifre yenileme bağlantısı", "sms", "email"),
  "auth.emailVerification": service("E-posta doğrulama bağlantısı", "email"),
  "app.downloadLink": service("Uygulama indirme bağlantısı", "sms"),
  // An order and what follows it.
  "order.confirmation": service("Sipariş onayı", "email", "sms"),
  "order.cancelled": service("Sipariş iptali", "email"),
  "order.transferConfirmed": service("Havale ödemesi alındı", "email"),
  // The parcel's news (fulfilment/fulfil.server.ts, on its first move into each stage): left the
  // warehouse (with the e-Arşiv invoice, a mail of its own), reached the buyer, or could not.
  "order.shipped": service("Sipariş kargoya verildi", "email", "sms"),
  "order.invoice": service("e-Arşiv fatura", "email"),
  "order.delivered": service("Sipariş teslim edildi", "email"),
  "order.notDelivered": service("Sipariş teslim edilemedi", "email", "sms"),
  "order.return": service("İade talebi", "email"),
  "giftCard.issued": service("Hediye kartı", "email"),
  // Subscriptions: a send date that did not become a paid order.
  "subscription.skipped": service("Abonelik gönderimi yapılamadı", "email", "sms"),
  "subscription.paymentFailed": service("Abonelik ödemesi alınamadı", "email", "sms"),
  "subscription.paused": service("Abonelik duraklatıldı", "email", "sms"),
  // What a member asked to be told of: the alert they set on an item, a list they share.
  "alert.item": service("Fiyat / stok uyarısı", "email", "sms"),
  "giftList.share": service("Hediye listesi paylaşımı", "email"),
  // The parents' club: the membership and the events a member registered for.
  "club.welcome": service("Aile Kulübü hoş geldin", "email"),
  "club.eventChanged": service("Kulüp etkinliği değişti", "email"),
  "club.eventReminder": service("Kulüp etkinliği hatırlatma", "sms"),
  // Commercial (İYS): a new club event announced to the members of its city who chose to hear of
  // events, discounts and campaigns (spec: the newsletter consent); it carries List-Unsubscribe.
  "club.newEvent": commercial("Yeni kulüp etkinliği duyurusu", "email"),
  // Contact form.
  "contact.received": service("Bize Ulaşın onayı", "email"),
  "contact.answer": service("Bize Ulaşın yanıtı", "email"),
  // Back office.
  "backOffice.managerCode": service("Yönetici doğrulama kodu", "sms"),
  "backOffice.managerLocked": service("Yönetici kilitlendi", "email"),
} as const satisfies Record<string, KindInfo>;

export type MessageKind = keyof typeof MESSAGE_KINDS;

/** Rows written before kinds existed (migrated as sent). */
export const LEGACY_KIND = "legacy";

export const isMessageKind = (kind: string): kind is MessageKind => Object.hasOwn(MESSAGE_KINDS, kind);

/** Whether a message of this kind may go on this channel. */
export const kindAllows = (kind: MessageKind, channel: Channel): boolean =>
  (MESSAGE_KINDS[kind].channels as readonly Channel[]).includes(channel);

/** A commercial message needs the recipient's recorded consent for its channel (İYS); a service message never does. */
export const needsConsent = (kind: MessageKind): boolean => (MESSAGE_KINDS[kind].class as MessageClass) === "commercial";

/** Every commercial kind (the delivery job checks each one's consent as it leaves). */
export const COMMERCIAL_KINDS: readonly MessageKind[] = (Object.keys(MESSAGE_KINDS) as MessageKind[]).filter(needsConsent);
