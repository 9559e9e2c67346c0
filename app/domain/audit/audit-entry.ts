/**
 * What an audit entry is, for the areas that write one (audit.server.ts writes the rows):
 *   - `redactAudit`: what may be kept of a before/after snapshot. Passwords, password hashes,
 *     tokens, secrets, card data and codes never reach the table, whatever a caller passes: a key
 *     that names one is kept with the value '[gizli]' (so a change to it still shows that it
 *     changed, never to what), and a value that looks like one (a password hash, a card number)
 *     is hidden under any key.
 *   - `changedOnly`: the part of an edit worth recording;
 *   - the actions and entity types the log knows, with their Turkish names.
 * How a change reads on the log page (field names, values) is the back office's:
 * back-office/audit-changes.ts.
 */

export const REDACTED = "[gizli]";

/** Keys whose values are secrets (compared without case, '_' and '-'). */
const SECRET_KEY =
  /password|passwd|parola|sifre|şifre|hash|token|secret|otp|cvc|cvv|cardnumber|kartno|^pan$|expiry|expire(month|year)|^code$|smscode|verificationcode|giftcardcode|vouchercode|codehash/;
const secretKey = (key: string) => SECRET_KEY.test(key.toLowerCase().replace(/[_-]/g, ""));

/** A card number: 13 to 19 digits (spaces or dashes between groups) that pass the Luhn check. */
function looksLikeCard(value: string): boolean {
  if (!/^\d(?:[ -]?\d){12,18}$/.test(value)) return false;
  const digits = value.replace(/\D/g, "");
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A password hash of the shop's (scrypt$…) or a common scheme's ($2b$…, $argon2…). */
const looksLikeHash = (value: string) => /^(scrypt\$|\$2[aby]\$|\$argon2)/.test(value);

const MAX_DEPTH = 6;
const MAX_TEXT = 2_000;

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return looksLikeHash(value) || looksLikeCard(value.trim()) ? REDACTED : value.slice(0, MAX_TEXT);
  if (value === null || value === undefined || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value !== "object") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    out[key] = secretKey(key) ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

/** A snapshot fit for the audit log (see the module comment); null stays null. */
export function redactAudit(snapshot: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  return snapshot == null ? null : (redactValue(snapshot, 0) as Record<string, unknown>);
}

/** A change's before and after holding only the fields that differ (what recordAudit should get for an edit), and their names. */
export function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { keys, before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

/** The actions the back office records, with their Turkish names (the list's filter). A new screen adds its own. */
export const AUDIT_ACTIONS = {
  "manager.login": "Yönetim girişi",
  "manager.logout": "Yönetim çıkışı",
  "manager.create": "Yönetici ekleme",
  "manager.role": "Rol değişikliği",
  "manager.deactivate": "Yönetici pasifleştirme",
  "manager.activate": "Yönetici etkinleştirme",
  "manager.update": "Yönetici güncelleme",
  "manager.password": "Şifre yenileme",
  "manager.lock": "Yönetici kilitlendi (hatalı doğrulama kodları)",
  "manager.unlock": "Yönetici kilidini açma",
  "comment.approve": "Yorum onayı",
  "comment.reject": "Yorum reddi",
  "member.block": "Üye engelleme",
  "member.unblock": "Üye engelini kaldırma",
  "member.erase": "Üye verilerini silme (KVKK)",
  "member.dataExport": "Üyenin verilerini indirmesi (KVKK)",
  "contact.answer": "Mesaj yanıtı",
  "contact.handle": "Mesajı kapatma",
  "order.confirmTransfer": "Havale onayı",
  "order.pack": "Sipariş hazırlama",
  "order.ship": "Kargoya verme",
  "order.deliver": "Teslim edildi",
  "order.cancel": "Sipariş iptali",
  "order.returnApprove": "İade onayı",
  "order.returnReject": "İade reddi",
  "order.returnReceive": "İade depoya ulaştı",
  "order.returnRefund": "İade ödemesi",
  "catalogue.item.create": "Ürün ekleme",
  "catalogue.item.update": "Ürün güncelleme",
  "catalogue.variant.create": "Varyant ekleme",
  "catalogue.variant.update": "Varyant güncelleme",
  "catalogue.variant.bulk": "Toplu fiyat ve stok güncelleme",
  "catalogue.image.add": "Ürün görseli yükleme",
  "catalogue.image.order": "Ürün görsellerinin sırası",
  "catalogue.image.delete": "Ürün görseli silme",
  "campaign.create": "Kampanya ekleme",
  "campaign.update": "Kampanya güncelleme",
  "campaign.end": "Kampanyayı erken bitirme",
  "store.create": "Mağaza ekleme",
  "store.update": "Mağaza güncelleme",
  "reward.create": "Ödül kampanyası ekleme",
  "reward.update": "Ödül kampanyası güncelleme",
  "reward.end": "Ödül kampanyasını erken bitirme",
  "settings.update": "Ayar değişikliği",
  "club.event.create": "Kulüp etkinliği ekleme",
  "club.event.update": "Kulüp etkinliği güncelleme",
  "club.event.cancel": "Kulüp etkinliği iptali",
  "club.event.export": "Etkinlik kayıtlarını dışa aktarma",
  "order.export": "Siparişleri dışa aktarma",
  "carrier.create": "Kargo firması ekleme",
  "carrier.update": "Kargo firması güncelleme",
  "message.resend": "Mesajı yeniden gönderme",
  "message.resendFailed": "Başarısız mesajları toplu yeniden gönderme",
  "consent.export": "İleti izinlerini İYS için dışa aktarma",
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The kinds of records changes are made to. */
export const AUDIT_ENTITY_TYPES = {
  manager: "Yönetici",
  comment: "Yorum",
  member: "Üye",
  contactMessage: "İletişim mesajı",
  order: "Sipariş",
  catalogItem: "Katalog ürünü",
  variant: "Varyant",
  productImage: "Ürün görseli",
  campaign: "Kampanya",
  store: "Mağaza",
  reward_campaign: "Ödül kampanyası",
  settings: "Ayarlar",
  clubEvent: "Kulüp etkinliği",
  carrier: "Kargo firması",
  message: "Giden mesaj",
  consent: "İleti izni",
} as const satisfies Record<string, string>;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPES;

export const auditActionLabel = (action: string) => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
export const auditEntityLabel = (type: string) => (AUDIT_ENTITY_TYPES as Record<string, string>)[type] ?? type;
