/**
 * The back office's Turkish texts for the shipping companies (/yonetim/kargo):
 * the form's rules (carrier-form.ts) and the refusals of carrier-admin.server.ts. Client-safe.
 */

export const CARRIER_CODE_RULE = "Kod 2–30 küçük harf, rakam ya da tire olmalıdır (ör. surat-kargo).";
export const CARRIER_TITLE_RULE = "Lütfen ödeme sayfasında görünecek adı giriniz (2–80 karakter).";
export const CARRIER_NAME_RULE = "Lütfen kargo firmasının adını giriniz (2–80 karakter).";
export const CARRIER_DESCRIPTION_RULE = "Açıklama en fazla 300 karakter olabilir.";
export const CARRIER_PRICE_RULE = "Kargo fiyatı 0 ile 10.000,00 TL arasında olmalıdır (ör. 49,90).";
export const CARRIER_FEE_RULE = "Hizmet bedeli 0 ile 10.000,00 TL arasında olmalıdır (ör. 0 ya da 9,90).";
export const CARRIER_METHODS_RULE = "Lütfen firmanın kabul ettiği en az bir ödeme yöntemi seçiniz.";
export const CARRIER_TRACKING_RULE =
  "Takip adresi https:// ile başlamalı ve takip numarasının yerine {code} içermelidir (en fazla 500 karakter).";

export const CARRIER_NOT_FOUND = "Kargo firması bulunamadı.";
export const CARRIER_CODE_TAKEN = "Bu kodla bir kargo firması zaten var.";
export const CARRIER_LAST_ACTIVE = "Son etkin kargo firması kapatılamaz: en az bir kargo firması etkin kalmalıdır.";
export const CARRIER_LAST_CARD =
  "Bu değişiklikle kredi kartıyla ödeme alan etkin kargo firması kalmıyor: hediye sepetleri ve abonelik siparişleri kartla ödenir, en az bir etkin firma kredi kartı kabul etmelidir.";
export const CARRIER_SAVED = "Kargo firması kaydedildi. Ödeme sayfası yeni bilgileri hemen kullanır.";
