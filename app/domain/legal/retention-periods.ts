/**
 * How long the shop keeps each kind of personal data (KVKK 6698 art. 4/2-d: kept no longer than its
 * purpose needs; art. 7: deleted once that purpose is gone). One place for the numbers: the KVKK
 * notice's retention table (legal-documents.ts) reads them, and the retention job
 * (members/data-retention.server.ts) deletes by them, so the notice never promises what the job
 * does not do.
 */

import { DAY_MS } from "#app/lib/dates";

/** The periods the retention job enforces, in days. */
export const RETENTION_DAYS = {
  /** A guest's basket untouched this long is abandoned (a member's basket stays with the account). */
  guestBasket: 30,
  /** SMS codes and link tokens (password reset, e-mail verification): kept past their expiry this long (the hourly limits count them meanwhile). */
  codeGrace: 1,
  /** Failed-login counters (per account and per address): the throttle forgets them after a day; kept this long for security review. */
  loginFailures: 30,
  /** Messages the shop sent (SMS and e-mail records: to whom, what, when), once delivered or given up. */
  sentMessages: 365,
} as const;

/** A session lives this long from its last use (sessions/session.server.ts); the job deletes it once expired. */
export const SESSION_LIFETIME_DAYS = 30;

/** Orders, invoices, payments and refunds: commercial books (VUK 213 art. 253, TTK 6102 art. 82). */
export const ORDER_RECORD_YEARS = 10;

/** `days` before `now`. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The KVKK notice's retention table: each kind of data, how long it is kept, and why. */
export const RETENTION_TABLE: readonly { data: string; period: string; reason: string }[] = [
  {
    data: "Üyelik bilgileri (ad, soyad, e-posta, telefon), adresler, çocuk ve bebek bilgileri, listeler",
    period: "Üyelik sürdükçe; hesabınızı sildiğinizde hemen silinir",
    reason: "Üyelik sözleşmesinin ifası (KVKK md. 5/2-c)",
  },
  {
    data: "Siparişler, faturalar, ödeme ve iade kayıtları (siparişteki teslimat ve fatura adresiyle)",
    period: `${ORDER_RECORD_YEARS} yıl`,
    reason: "Vergi Usul Kanunu md. 253 ve Türk Ticaret Kanunu md. 82 (KVKK md. 5/2-ç)",
  },
  {
    data: "İzin kayıtları (ticari ileti ve sözleşme onayları)",
    period: "İzin geri alındıktan sonra da ispat için saklanır; hesap silinince kim olduğunuz çıkarılır",
    reason: "6563 sayılı Kanun ve Ticari İletişim ve Ticari Elektronik İletiler Hakkında Yönetmelik",
  },
  {
    data: "Ürün yorumları",
    period: "Ürün satıldıkça; hesap silinince adınız çıkarılır (Anonim)",
    reason: "Ürünün puanı yorumlarla hesaplanır",
  },
  {
    data: "Ziyaretçi sepetleri (üye olmadan oluşturulan)",
    period: `Son değişiklikten sonra ${RETENTION_DAYS.guestBasket} gün`,
    reason: "Alışverişe devam edebilmeniz",
  },
  {
    data: "SMS doğrulama kodları, şifre yenileme ve e-posta doğrulama bağlantıları",
    period: `Süresi dolduktan sonra ${RETENTION_DAYS.codeGrace} gün`,
    reason: "Kötüye kullanımın önlenmesi (gönderim sınırları)",
  },
  {
    data: "Oturumlar",
    period: `Son kullanımdan sonra ${SESSION_LIFETIME_DAYS} gün (süresi dolunca silinir)`,
    reason: "Oturumunuzun açık kalması ve işlem güvenliği",
  },
  {
    data: "Hatalı giriş denemeleri",
    period: `${RETENTION_DAYS.loginFailures} gün`,
    reason: "Hesabınızın korunması ve işlem güvenliği (KVKK md. 12)",
  },
  {
    data: "Size gönderilen SMS ve e-posta kayıtları",
    period: `${RETENTION_DAYS.sentMessages} gün`,
    reason: "Gönderimin ispatı ve şikâyetlerin incelenmesi",
  },
];
