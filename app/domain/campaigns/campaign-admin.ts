/**
 * What the back office's campaign pages and the server share (client-safe): the lists' groups and
 * their names, the scope pickers' kinds, the preview's shape and the Turkish messages of
 * campaign-admin.server.ts.
 */
export const CAMPAIGN_NOT_FOUND = "Kampanya bulunamadı.";
export const SLUG_TAKEN = "Bu kısa ad başka bir kampanyada kullanılıyor.";
export const ALREADY_ENDED = "Bu kampanya zaten sona ermiş.";
export const SCOPE_UNKNOWN = "Kapsamda bulunamayan bir kayıt var; lütfen listeden seçiniz.";
export const SAMPLE_RULE = "Örnek sepet satırları 'ÜRÜN-KODU adet' biçiminde olmalıdır (en fazla 10 satır, adet 1–20).";
export const SAMPLE_UNKNOWN = (sku: string) => `Örnek sepette bulunamayan ürün kodu: ${sku}`;
export const SAMPLE_EMPTY = "Kapsamda önizlenecek ürün bulunamadı; örnek sepete ürün kodu yazınız.";

export type CampaignStatus = "running" | "scheduled" | "ended";
export const STATUS_LABELS: Record<CampaignStatus, string> = { running: "Yayında", scheduled: "Planlandı", ended: "Sona erdi" };

export type CampaignListItem = {
  id: number;
  title: string;
  slug: string;
  kind: string;
  kindLabel: string;
  rule: string;
  categoryValue: string;
  startsAt: string;
  endsAt: string;
  status: CampaignStatus;
  showOnHome: boolean;
  sortOrder: number;
};

export type ScopeChoice = { id: number; label: string };

export const PICKER_KINDS = ["marka", "urun", "varyant"] as const;
export type PickerKind = (typeof PICKER_KINDS)[number];

export type PreviewLine = { sku: string; name: string; quantity: number; unitKurus: number; beforeKurus: number; afterKurus: number };
export type CampaignPreview = {
  /** The moment priced (now, or the draft's start when it starts later). */
  at: string;
  lines: PreviewLine[];
  listTotalKurus: number;
  /** What the basket charges for these lines without the draft (other campaigns running then). */
  beforeKurus: number;
  /** …and with it: what the basket charges once it is saved. */
  afterKurus: number;
  /** Every campaign that applies, this one marked. */
  applied: { title: string; discountKurus: number; draft: boolean }[];
};

export const SAVED = "Kampanya kaydedildi.";
export const ENDED = "Kampanya sona erdirildi.";
