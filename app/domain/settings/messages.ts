/**
 * The business values' Turkish texts: their names (the back office's form and the audit log), the
 * form's messages (settings-form.ts checks with them on the page and on the server) and the
 * answers of a save. The bounds in the messages come from SHOP_SETTING_MAX, so they never drift.
 */
import { formatMoney, liraInput } from "#app/lib/money";
import { SHOP_SETTING_DEFAULTS, SHOP_SETTING_MAX, type ShopSettingKey } from "./shop-settings";

export const SHOP_SETTING_LABELS: Record<ShopSettingKey, string> = {
  freeShippingThresholdKurus: "Ücretsiz kargo sınırı",
  shippingKurus: "Standart kargo ücreti",
  podFeeKurus: "Kapıda ödeme hizmet bedeli",
  pointsPer100Lira: "100 TL başına Joker puan",
  pickupBonusPoints: "Mağazadan teslim hediye puanı",
};

const moneyRule = (key: ShopSettingKey) =>
  `${SHOP_SETTING_LABELS[key]} 0,00 ile ${formatMoney(SHOP_SETTING_MAX[key])} arasında bir tutar olmalıdır (ör. ${liraInput(SHOP_SETTING_DEFAULTS[key])}).`;
const pointsRule = (key: ShopSettingKey) => `${SHOP_SETTING_LABELS[key]} 0 ile ${SHOP_SETTING_MAX[key]} arasında bir tam sayı olmalıdır.`;

export const SHOP_SETTING_RULES: Record<ShopSettingKey, string> = {
  freeShippingThresholdKurus: moneyRule("freeShippingThresholdKurus"),
  shippingKurus: moneyRule("shippingKurus"),
  podFeeKurus: moneyRule("podFeeKurus"),
  pointsPer100Lira: pointsRule("pointsPer100Lira"),
  pickupBonusPoints: pointsRule("pickupBonusPoints"),
};

export const SETTINGS_SAVED = "Ayarlar kaydedildi. Sepet ve ödeme adımı yeni değerleri hemen kullanır.";
export const SETTINGS_UNCHANGED = "Değişiklik yok: ayarlar olduğu gibi kaldı.";

/** What each value does, under its field on /yonetim/ayarlar. */
export const SHOP_SETTING_HINTS: Record<ShopSettingKey, string> = {
  freeShippingThresholdKurus:
    "Ürünlerin (kampanyalar düşüldükten sonraki) toplamı bu tutara ulaşan sipariş ücretsiz kargolanır. 0,00: her sipariş ücretsiz.",
  shippingKurus:
    "Sepette ve kargo firması seçilmeden önce gösterilen kargo ücreti. Ödeme adımında seçilen kargo firmasının kendi ücreti geçerlidir.",
  podFeeKurus: "Kapıda ödeme alan bir kargo firmasıyla kapıda ödenen siparişe eklenir.",
  pointsPer100Lira:
    "Ödenen her tam 100 TL için kazanılan Joker puan (1 puan = 1 TL). Ödül kampanyalarının çarpanı bunu çarpar. 0: puan kazanılmaz.",
  pickupBonusPoints:
    "Mağazadan teslim alınan siparişe eklenen Joker puan; ödeme adımında 'ekstra puan hediye' etiketi olarak görünür. 0: etiket gösterilmez.",
};

export const SETTINGS_INTRO =
  "Mağazanın iş kuralları. Sepet, ödeme adımı ve sipariş kaydedilen değeri hemen kullanır; sayfaların üst şeridindeki ve önbellekteki metinler en geç 15 saniye içinde yenilenir.";
