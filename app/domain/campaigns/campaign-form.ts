/**
 * The back office's campaign form (/yonetim/kampanyalar/duzenle): one zod schema
 * with its Turkish messages, run by the page before it sends and by the server again. Client-safe.
 *
 * It reads what the form posts (every value a string; the category picker's repeated values an
 * array) into what the `campaigns` table keeps: a campaign-pricing.ts kind with its values (money
 * typed in TL, '1.299,90' or '1299.90', kept in kuruş), a window in Türkiye's time (the end after
 * the start), a link inside the shop only, colours as hex, and a scope of ids (at most
 * SCOPE_MAX_IDS of each). Whether those ids exist is the server's check (campaign-admin.server.ts).
 */
import { z } from "zod";
import { istanbulDateTime } from "#app/lib/dates";
import { parseLira } from "#app/lib/money";
import { slugify } from "#app/lib/turkish";
import type { CampaignKind, CampaignScope } from "./campaign-pricing";
import type { CampaignArea } from "./campaigns-page";

export const CAMPAIGN_KINDS = ["percent", "amount", "basketPercent", "buyXPayY", "basketAmount"] as const;
export type CampaignKindName = (typeof CAMPAIGN_KINDS)[number];

/** How the form and the list name each kind. */
export const CAMPAIGN_KIND_LABELS: Record<CampaignKindName, string> = {
  percent: "Üründe % indirim",
  amount: "Üründe TL indirim",
  basketPercent: "Sepette % indirim",
  buyXPayY: "X al Y öde",
  basketAmount: "Sepet tutarına TL indirim",
};

export const CAMPAIGN_AREAS = [
  { value: "giyim", label: "Giyim" },
  { value: "bebek", label: "Bebek" },
  { value: "oyuncak", label: "Oyuncak" },
] as const satisfies readonly { value: CampaignArea; label: string }[];

export const SCOPE_FIELDS = ["categoryIds", "brandIds", "catalogIds", "productIds"] as const;
export type ScopeField = (typeof SCOPE_FIELDS)[number];
export const SCOPE_MAX_IDS = 200;

export const TITLE_RULE = "Lütfen kampanya başlığını giriniz (en fazla 120 karakter).";
export const SLUG_RULE = "Kısa ad yalnızca küçük harf, rakam ve tire içerebilir (en fazla 80 karakter).";
export const DESCRIPTION_RULE = "Açıklama en fazla 1000 karakter olabilir.";
export const AREA_RULE = "Lütfen kampanyanın kategorisini seçiniz (Giyim, Bebek, Oyuncak).";
export const LINK_RULE = "Bağlantı mağazanın içinde bir adres olmalıdır, / ile başlar (ör. /kategori/pijama).";
export const COLOUR_RULE = "Renk #rrggbb biçiminde olmalıdır (ör. #f97316).";
export const START_RULE = "Lütfen başlangıç tarihini ve saatini giriniz.";
export const END_RULE = "Lütfen bitiş tarihini ve saatini giriniz.";
export const END_AFTER_START = "Bitiş, başlangıçtan sonra olmalıdır.";
export const KIND_RULE = "Lütfen kampanya türünü seçiniz.";
export const PERCENT_RULE = "İndirim oranı 1 ile 100 arasında bir tam sayı olmalıdır.";
export const AMOUNT_RULE = "İndirim tutarı sıfırdan büyük bir TL tutarı olmalıdır (ör. 100,00).";
export const MIN_RULE = "Sepet alt sınırı sıfırdan büyük bir TL tutarı olmalıdır (ör. 750,00).";
export const BUY_RULE = "Alınan adet 2 ile 99 arasında bir tam sayı olmalıdır.";
export const PAY_RULE = "Ödenen adet en az 1 olmalı ve alınan adetten küçük olmalıdır.";
export const SORT_RULE = "Sıra 0 ile 9999 arasında bir tam sayı olmalıdır.";
export const SCOPE_RULE = `Kapsam listesi geçersiz: virgülle ayrılmış numaralar, en fazla ${SCOPE_MAX_IDS} tane.`;

/** Highest money amount a campaign may name: 1.000.000,00 TL. */
const MAX_KURUS = 100_000_000;
const HEX = /^#[0-9a-f]{6}$/i;

const str = (v: unknown) => (typeof v === "string" ? v.trim() : Array.isArray(v) ? "" : "");

/** A path of the shop (what campaigns-page.server.ts's safeShopPath keeps as it is). */
export function isShopPath(value: string): boolean {
  if (!value.startsWith("/") || /^\/[/\\]/.test(value) || /[\\\s\p{Cc}]/u.test(value) || value.length > 300) return false;
  try {
    return new URL(value, "http://shop.invalid").origin === "http://shop.invalid";
  } catch {
    return false;
  }
}

/** '1, 2 3' or ['1', '2'] → [1, 2, 3] (distinct, in order); null when anything else is there. */
export function parseIdList(value: unknown): number[] | null {
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((v) => (typeof v === "string" ? v.split(/[\s,;]+/) : v == null ? [] : [null]))
    .filter((p) => p !== "");
  const ids: number[] = [];
  for (const p of parts) {
    if (p == null || !/^\d{1,9}$/.test(p) || Number(p) < 1) return null;
    if (!ids.includes(Number(p))) ids.push(Number(p));
  }
  return ids.length > SCOPE_MAX_IDS ? null : ids;
}

const wholeNumber = (v: unknown) => (/^\d{1,6}$/.test(str(v)) ? Number(str(v)) : NaN);
const kurus = (v: unknown) => {
  const k = str(v) ? parseLira(str(v)) : null;
  return k != null && k > 0 && k <= MAX_KURUS ? k : null;
};

const idList = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const ids = parseIdList(v);
    if (ids == null) {
      ctx.addIssue({ code: "custom", message: SCOPE_RULE });
      return z.NEVER;
    }
    return ids;
  });

const dateTime = (message: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const at = istanbulDateTime(str(v));
      if (!at) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return at;
    });

const raw = z.object({
  title: z.preprocess(str, z.string().min(1, { error: TITLE_RULE }).max(120, { error: TITLE_RULE })),
  slug: z.preprocess(str, z.string().max(80, { error: SLUG_RULE })),
  description: z.preprocess(str, z.string().max(1000, { error: DESCRIPTION_RULE })),
  categoryValue: z.preprocess(str, z.enum(["giyim", "bebek", "oyuncak"], { error: AREA_RULE })),
  link: z.preprocess(str, z.string().refine(isShopPath, { error: LINK_RULE })),
  colorFrom: z.preprocess(str, z.string().regex(HEX, { error: COLOUR_RULE })),
  colorTo: z.preprocess(str, z.string().regex(HEX, { error: COLOUR_RULE })),
  startsAt: dateTime(START_RULE),
  endsAt: dateTime(END_RULE),
  showOnHome: z
    .unknown()
    .optional()
    .transform((v) => v === "1" || v === "on" || v === true),
  sortOrder: z.preprocess(
    (v) => (str(v) === "" ? 0 : wholeNumber(v)),
    z.number({ error: SORT_RULE }).int().min(0, { error: SORT_RULE }).max(9999, { error: SORT_RULE }),
  ),
  kind: z.preprocess(str, z.enum(CAMPAIGN_KINDS, { error: KIND_RULE })),
  percent: z.unknown().optional(),
  amount: z.unknown().optional(),
  min: z.unknown().optional(),
  buy: z.unknown().optional(),
  pay: z.unknown().optional(),
  categoryIds: idList,
  brandIds: idList,
  catalogIds: idList,
  productIds: idList,
});

export type CampaignInput = {
  title: string;
  slug: string;
  description: string;
  categoryValue: CampaignArea;
  link: string;
  colorFrom: string;
  colorTo: string;
  startsAt: Date;
  endsAt: Date;
  showOnHome: boolean;
  sortOrder: number;
  kind: CampaignKind;
  scope: Required<CampaignScope>;
};

/** The form's schema: errors by field name ('percent', 'endsAt', 'pay' …), the input the server saves. */
export const campaignSchema = raw
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.endsAt.getTime() <= v.startsAt.getTime()) issue("endsAt", END_AFTER_START);
    if (v.slug && (slugify(v.slug) !== v.slug || !/^[a-z0-9-]+$/.test(v.slug))) issue("slug", SLUG_RULE);
    if (!v.slug && !slugify(v.title)) issue("slug", SLUG_RULE);
    if (v.kind === "percent" || v.kind === "basketPercent") {
      const p = wholeNumber(v.percent);
      if (!(p >= 1 && p <= 100)) issue("percent", PERCENT_RULE);
    }
    if ((v.kind === "amount" || v.kind === "basketAmount") && kurus(v.amount) == null) issue("amount", AMOUNT_RULE);
    if (v.kind === "basketAmount" && kurus(v.min) == null) issue("min", MIN_RULE);
    if (v.kind === "buyXPayY") {
      const buy = wholeNumber(v.buy);
      const pay = wholeNumber(v.pay);
      if (!(buy >= 2 && buy <= 99)) issue("buy", BUY_RULE);
      if (!(pay >= 1 && pay < (buy >= 2 ? buy : 100))) issue("pay", PAY_RULE);
    }
  })
  .transform((v): CampaignInput => {
    const kind: CampaignKind =
      v.kind === "percent" || v.kind === "basketPercent"
        ? { type: v.kind, percent: wholeNumber(v.percent) }
        : v.kind === "amount"
          ? { type: "amount", amountKurus: kurus(v.amount)! }
          : v.kind === "basketAmount"
            ? { type: "basketAmount", amountKurus: kurus(v.amount)!, minKurus: kurus(v.min)! }
            : { type: "buyXPayY", buy: wholeNumber(v.buy), pay: wholeNumber(v.pay) };
    return {
      title: v.title,
      slug: v.slug || slugify(v.title).slice(0, 80),
      description: v.description,
      categoryValue: v.categoryValue,
      link: v.link,
      colorFrom: v.colorFrom.toLowerCase(),
      colorTo: v.colorTo.toLowerCase(),
      startsAt: v.startsAt,
      endsAt: v.endsAt,
      showOnHome: v.showOnHome,
      sortOrder: v.sortOrder,
      kind,
      scope: { categoryIds: v.categoryIds, brandIds: v.brandIds, catalogIds: v.catalogIds, productIds: v.productIds },
    };
  });

/** What the form shows in its fields: what was typed, or a saved campaign's values. */
export type CampaignFormValues = Partial<Record<keyof z.input<typeof raw>, string | string[]>>;

/** What was typed, kept to show again after a refusal: the form's own fields only, as text, cut short. */
export function typedCampaignValues(body: Record<string, unknown>): CampaignFormValues {
  const out: CampaignFormValues = {};
  for (const key of Object.keys(raw.shape) as (keyof CampaignFormValues)[]) {
    const v = body[key];
    if (typeof v === "string") out[key] = v.slice(0, 1000);
    else if (Array.isArray(v))
      out[key] = v
        .filter((x): x is string => typeof x === "string")
        .slice(0, 300)
        .map((x) => x.slice(0, 20));
  }
  return out;
}
