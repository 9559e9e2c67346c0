/**
 * The back office's Turkish texts for the parents' club events (/yonetim/kulup):
 * the form's rules (club-event-form.ts), the refusals of club-admin.server.ts, the notices of the
 * pages, and the e-mails registered members get when an event is called off or moved.
 * Client-safe: the pages import them too.
 */

export const EVENT_TITLE_RULE = "Etkinlik adı 3 ile 120 karakter arasında olmalıdır.";
export const EVENT_DESCRIPTION_RULE = "Açıklama 10 ile 2.000 karakter arasında olmalıdır.";
export const EVENT_PLACE_RULE = "Lütfen bir mağaza ya da il seçiniz.";
export const EVENT_STORE_RULE = "Lütfen listeden bir mağaza seçiniz.";
export const EVENT_CITY_RULE = "Lütfen listeden bir il seçiniz.";
export const EVENT_STARTS_RULE = "Lütfen etkinliğin tarihini ve saatini giriniz.";
export const EVENT_STARTS_FUTURE = "Etkinliğin tarihi ve saati ileri bir zaman olmalıdır.";
export const EVENT_CAPACITY_RULE = "Kontenjan 1 ile 5.000 arasında bir tam sayı olmalıdır.";
export const eventCapacityBelowRegistered = (registered: number) =>
  `Bu etkinliğe ${registered} kişi kayıtlı: kontenjan ${registered} kişiden az olamaz.`;

export const EVENT_ADMIN_NOT_FOUND = "Etkinlik bulunamadı.";
export const EVENT_CREATE_DENIED = "Mağaza dışındaki etkinlikleri yalnızca Mağaza Sahibi ekleyebilir.";
export const EVENT_ALREADY_CANCELLED = "Bu etkinlik iptal edilmiş; değiştirilemez.";
export const EVENT_CANCEL_PAST = "Tarihi geçmiş bir etkinlik iptal edilemez.";
export const EVENT_CANCEL_CONFIRM = "İptal için lütfen onay kutusunu işaretleyiniz.";

export const EVENT_SAVED = "Etkinlik kaydedildi.";
export const eventCancelled = (notified: number) =>
  notified > 0 ? `Etkinlik iptal edildi; kayıtlı ${notified} üyeye e-posta gönderildi.` : "Etkinlik iptal edildi.";
export const eventMoved = (notified: number) =>
  `Etkinlik kaydedildi; tarih ya da yer değiştiği için kayıtlı ${notified} üyeye e-posta gönderildi.`;

/** What a registered member is told when the event is called off. */
export function cancellationEmail(input: { firstname: string; title: string; when: string; place: string; eventsUrl: string }) {
  return {
    subject: `Etkinlik iptal edildi: ${input.title}`,
    body: [
      `Merhaba ${input.firstname},`,
      "",
      `Kayıt olduğunuz "${input.title}" etkinliğimiz (${input.when}${input.place ? `, ${input.place}` : ""}) iptal edilmiştir. Verdiğimiz rahatsızlık için özür dileriz.`,
      "",
      `Yeni etkinliklerimizi Aile Kulübü sayfamızda bulabilirsiniz: ${input.eventsUrl}`,
      "",
      "Minik Dünya Aile Kulübü",
    ].join("\n"),
  };
}

/** What a registered member is told when the event's day, time or place changes. */
/**
 * A new event announced to the club members of its city who chose to hear of events (a commercial
 * e-mail: the delivery adds the unsubscribe link and headers).
 */
export function newEventEmail(input: {
  firstname: string;
  title: string;
  description: string;
  when: string;
  place: string;
  eventsUrl: string;
}) {
  return {
    subject: `Yeni etkinlik: ${input.title}`,
    body: [
      `Merhaba ${input.firstname},`,
      "",
      `Aile Kulübü'nde yeni bir etkinlik var: "${input.title}", ${input.when}${input.place ? `, ${input.place}` : ""}.`,
      input.description,
      "",
      `Yerinizi ayırmak için: ${input.eventsUrl}`,
      "",
      "Minik Dünya Aile Kulübü",
    ].join("\n"),
  };
}

export function rescheduleEmail(input: { firstname: string; title: string; when: string; place: string; eventsUrl: string }) {
  return {
    subject: `Etkinlik bilgisi değişti: ${input.title}`,
    body: [
      `Merhaba ${input.firstname},`,
      "",
      `Kayıt olduğunuz "${input.title}" etkinliğimizin bilgileri değişti. Yeni tarih ve yer: ${input.when}${input.place ? `, ${input.place}` : ""}.`,
      "Kaydınız geçerlidir; etkinlikten bir gün önce size SMS ile hatırlatacağız.",
      "",
      `Etkinliklerimiz: ${input.eventsUrl}`,
      "",
      "Minik Dünya Aile Kulübü",
    ].join("\n"),
  };
}
