/**
 * How a recorded change reads on the audit log page: the Turkish names of the fields changes name,
 * how their values read (money, roles, statuses, payment methods), and `auditDiff`, the fields a
 * change touched (changed fields only). Beside the page (audit-log.server.ts), above the areas
 * whose words it borrows.
 */
import { SHOP_SETTING_LABELS } from "#app/domain/settings/messages";
import { paymentTypeLabel } from "#app/domain/order-core/payment-type-labels";
import { formatMoney } from "#app/lib/money";
import { ROLE_LABELS, isManagerRole } from "#app/domain/permissions/permissions";

export type AuditChange = { field: string; label: string; before: string; after: string };

/** Turkish names of the fields changes name. */
const FIELD_LABELS: Record<string, string> = {
  status: "Durum",
  role: "Rol",
  storeId: "Mağaza",
  store: "Mağaza",
  active: "Etkin",
  locked: "Kilitli",
  wrongCodesHour: "Son bir saatteki hatalı kod",
  wrongCodesDay: "Son 24 saatteki hatalı kod",
  filters: "Filtreler",
  email: "E-posta",
  name: "Ad Soyad",
  phone: "Telefon",
  blocked: "Engelli",
  blockedReason: "Engelleme nedeni",
  erased: "Kişisel veriler silindi",
  fields: "Silinen alanlar",
  answered: "Yanıtlandı",
  handled: "Kapatıldı",
  payment: "Ödeme",
  shipment: "Kargo durumu",
  carrier: "Kargo firması",
  trackingCode: "Takip numarası",
  receiverName: "Teslim alan",
  refund: "İade edilen tutar",
  returnCode: "İade kodu",
  returnStatus: "İade durumu",
  itemName: "Ürün adı",
  brand: "Marka",
  category: "Kategori",
  description: "Açıklama",
  vatRate: "KDV oranı",
  type: "Tür",
  sizeChart: "Beden tablosu",
  videoUrl: "Video bağlantısı",
  sku: "Stok kodu",
  barcode: "Barkod",
  size: "Beden",
  priceKurus: "Fiyat",
  originalPriceKurus: "Liste fiyatı",
  stock: "Online stok",
  storeStock: "Mağaza stokları",
  title: "Başlık",
  slug: "Kısa ad",
  categoryValue: "Kategori",
  link: "Bağlantı",
  colorFrom: "Renk 1",
  colorTo: "Renk 2",
  startsAt: "Başlangıç",
  endsAt: "Bitiş",
  showOnHome: "Ana sayfada",
  sortOrder: "Sıra",
  kind: "Tür",
  discountPercent: "İndirim %",
  amountKurus: "Tutar (kuruş)",
  minKurus: "Alt sınır (kuruş)",
  buyCount: "Alınan adet",
  payCount: "Ödenen adet",
  categoryIds: "Kategoriler",
  brandIds: "Markalar",
  catalogIds: "Ürünler",
  productIds: "Varyantlar",
  code: "Kod",
  sefUrl: "Adres adı",
  cityId: "İl",
  districtId: "İlçe",
  address: "Adres",
  openingHours: "Çalışma saatleri",
  lat: "Enlem",
  lon: "Boylam",
  pickupAvailable: "Mağazadan teslim",
  deliveryCar: "Arabaya teslim",
  multiplier: "Çarpan",
  ratio: "Oran %",
  catalogItem: "Ürün",
  fileName: "Dosya adı",
  position: "Sıra",
  width: "Genişlik (px)",
  height: "Yükseklik (px)",
  images: "Görseller",
  ...SHOP_SETTING_LABELS,
  capacity: "Kontenjan",
  cancelledAt: "İptal tarihi",
  registrations: "Kayıt sayısı",
  notified: "Bilgilendirilen üye",
  salePriceKurus: "Kargo fiyatı",
  serviceFeeKurus: "Hizmet bedeli",
  paymentMethods: "Ödeme yöntemleri",
  trackingUrl: "Takip adresi",
  companyName: "Firma adı",
  carrierCode: "Kargo kodu",
  tries: "Deneme sayısı",
};

const STATUS_LABELS: Record<string, string> = {
  pending: "Bekliyor",
  // An outgoing message's (notifications/message-admin.ts).
  failed: "Gönderilemedi",
  sent: "Gönderildi",
  approved: "Onaylandı",
  rejected: "Reddedildi",
  // An order's (order-core/order-status.ts).
  awaitingTransfer: "Havale Bekleniyor",
  confirmed: "Onaylandı",
  cancelled: "İptal Edildi",
  // A catalogue item's or variant's.
  active: "Aktif",
  passive: "Pasif",
};

/** How a value reads in the list. */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Evet" : "Hayır";
  if (field === "paymentMethods" && Array.isArray(value)) return value.map((v) => paymentTypeLabel(String(v))).join(", ");
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value.join(", ");
  if (field === "role" && isManagerRole(value)) return ROLE_LABELS[value];
  if (field === "status" && typeof value === "string") return STATUS_LABELS[value] ?? value;
  if (field.endsWith("Kurus") && typeof value === "number") return formatMoney(value);
  return typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
}

/** The fields whose value differs between before and after (a field only one of them has counts), in the order they come. */
export function auditDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after?.[field] ?? null))
    .map((field) => ({
      field,
      label: FIELD_LABELS[field] ?? field,
      before: before ? auditValueText(field, before[field]) : "—",
      after: after ? auditValueText(field, after[field]) : "—",
    }));
}
