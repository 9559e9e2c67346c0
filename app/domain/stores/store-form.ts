/**
 * The back office's store form (/yonetim/magazalar/duzenle): one zod schema with
 * its Turkish messages for the page and the server. Client-safe. Whether the district belongs to
 * the city, and the code and sefUrl are free, is the server's check (store-admin.server.ts).
 *
 * Decisions: a store's phone may be a landline ('0216 …'): any 10-digit Turkish number, kept as
 * the stores' numbers are written ('0216 123 45 67'); opening hours are free text (the shops write 'Hafta içi 10:00 - 22:00, Pazar
 * 11:00 - 20:00'), at most 200 characters with at least one hh:mm in it; the location must lie
 * inside Türkiye's bounding box (a pin in the sea off the coast is still accepted: the box is the
 * check the issue asks for, not a border test).
 */
import { z } from "zod";
import { slugify } from "#app/lib/turkish";
import { STORE_TYPE_LABELS } from "./store-locator";

/** Türkiye's bounding box (Natural Earth, rounded outwards). */
export const TURKEY_BOUNDS = { minLat: 35.8, maxLat: 42.15, minLon: 25.6, maxLon: 44.85 } as const;

export const STORE_TYPES = Object.keys(STORE_TYPE_LABELS);

export const STORE_NAME_RULE = "Lütfen mağaza adını giriniz (en fazla 120 karakter).";
export const STORE_CODE_RULE = "Mağaza kodu 2–20 büyük harf, rakam ya da tire olmalıdır (ör. MD3401).";
export const STORE_SEF_RULE = "Adres adı yalnızca küçük harf, rakam ve tire içerebilir (en fazla 160 karakter).";
export const STORE_TYPE_RULE = "Lütfen mağaza tipini seçiniz.";
export const STORE_CITY_RULE = "Lütfen il seçiniz.";
export const STORE_DISTRICT_RULE = "Lütfen ilçe seçiniz.";
export const STORE_ADDRESS_RULE = "Adres 10 ile 300 karakter arasında olmalıdır.";
export const STORE_PHONE_RULE = "Lütfen geçerli bir telefon numarası giriniz: (0216) 123-4567";
export const STORE_HOURS_RULE = "Çalışma saatlerini saatleriyle yazınız (ör. 10:00 - 22:00), en fazla 200 karakter.";
export const STORE_LAT_RULE = `Enlem Türkiye sınırları içinde olmalıdır (${TURKEY_BOUNDS.minLat} – ${TURKEY_BOUNDS.maxLat}).`;
export const STORE_LON_RULE = `Boylam Türkiye sınırları içinde olmalıdır (${TURKEY_BOUNDS.minLon} – ${TURKEY_BOUNDS.maxLon}).`;

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const flag = z
  .unknown()
  .optional()
  .transform((v) => v === "1" || v === "on" || v === true);

/** A coordinate as typed ('41,0082' or '41.0082'), or NaN. */
const coordinate = (v: unknown) => {
  const s = str(v).replace(",", ".");
  return /^-?\d{1,3}(\.\d{1,8})?$/.test(s) ? Number(s) : NaN;
};

/** A Turkish phone number of 10 digits after the 0 ('(0216) 123-4567', '02161234567'), kept as the stores' own are written ('0216 123 45 67'); null otherwise. */
export function storePhone(typed: string): string | null {
  const d = typed.replace(/[\s()\-.+]/g, "").replace(/^(?:90|0)/, "");
  return /^[2-5]\d{9}$/.test(d) ? `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}` : null;
}

export const storeSchema = z.object({
  name: z.preprocess(str, z.string().min(2, { error: STORE_NAME_RULE }).max(120, { error: STORE_NAME_RULE })),
  code: z.preprocess((v) => str(v).toUpperCase(), z.string().regex(/^[A-Z0-9-]{2,20}$/, { error: STORE_CODE_RULE })),
  sefUrl: z.preprocess(
    str,
    z
      .string()
      .max(160, { error: STORE_SEF_RULE })
      .refine((s) => s === "" || (/^[a-z0-9-]+$/.test(s) && slugify(s) === s), { error: STORE_SEF_RULE }),
  ),
  type: z.preprocess(
    str,
    z.string().refine((t) => STORE_TYPES.includes(t), { error: STORE_TYPE_RULE }),
  ),
  cityId: z.preprocess(
    (v) => (/^\d{1,2}$/.test(str(v)) ? Number(str(v)) : NaN),
    z.number({ error: STORE_CITY_RULE }).int().min(1, { error: STORE_CITY_RULE }).max(81, { error: STORE_CITY_RULE }),
  ),
  districtId: z.preprocess(
    (v) => (/^\d{1,9}$/.test(str(v)) ? Number(str(v)) : NaN),
    z.number({ error: STORE_DISTRICT_RULE }).int().positive({ error: STORE_DISTRICT_RULE }),
  ),
  address: z.preprocess(str, z.string().min(10, { error: STORE_ADDRESS_RULE }).max(300, { error: STORE_ADDRESS_RULE })),
  phone: z.preprocess(
    str,
    z.string().transform((s, ctx) => storePhone(s) ?? (ctx.addIssue({ code: "custom", message: STORE_PHONE_RULE }), z.NEVER)),
  ),
  openingHours: z.preprocess(
    str,
    z
      .string()
      .max(200, { error: STORE_HOURS_RULE })
      .regex(/\b([01]\d|2[0-3])[:.][0-5]\d\b/, { error: STORE_HOURS_RULE }),
  ),
  lat: z.preprocess(
    coordinate,
    z
      .number({ error: STORE_LAT_RULE })
      .min(TURKEY_BOUNDS.minLat, { error: STORE_LAT_RULE })
      .max(TURKEY_BOUNDS.maxLat, { error: STORE_LAT_RULE }),
  ),
  lon: z.preprocess(
    coordinate,
    z
      .number({ error: STORE_LON_RULE })
      .min(TURKEY_BOUNDS.minLon, { error: STORE_LON_RULE })
      .max(TURKEY_BOUNDS.maxLon, { error: STORE_LON_RULE }),
  ),
  pickupAvailable: flag,
  deliveryCar: flag,
  active: flag,
});

export type StoreInput = z.infer<typeof storeSchema>;
export type StoreFormValues = Partial<Record<keyof StoreInput, string>>;

/** What was typed, kept to show again after a refusal (the form's own fields, as text, cut short). */
export function typedStoreValues(body: Record<string, unknown>): StoreFormValues {
  const out: StoreFormValues = {};
  for (const key of Object.keys(storeSchema.shape) as (keyof StoreInput)[])
    if (typeof body[key] === "string") out[key] = (body[key] as string).slice(0, 400);
  return out;
}

/** A store's sefUrl: the one typed, else made from the name. */
export const storeSefUrl = (input: Pick<StoreInput, "sefUrl" | "name">) => input.sefUrl || slugify(input.name).slice(0, 160);
