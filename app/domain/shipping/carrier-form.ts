/**
 * The back office's shipping company form (/yonetim/kargo/duzenle): one zod
 * schema with its Turkish messages (messages.ts) for the page and the server. Client-safe.
 *
 * What checkout reads of a carrier (checkout/checkout-quote.server.ts, totals.ts,
 * carrier-payments.ts): its price (sale price + service fee, free over the shop's threshold), the
 * payment methods it takes (exactly the spec's five: CARRIER_PAYMENT_METHODS), its title, name
 * and description, and whether it is active. Money is typed in TL as Turkish pages write it
 * ('49,90', '1.299,90'; '49.90' too) and kept in kuruş, never negative. The code names the carrier
 * in tracking calls (`cargoCompanyCode`) and in the demo data: it is given once, when the carrier
 * is added, and never changed (the server keeps it whatever a change sends).
 */
import { z } from "zod";
import { CARRIER_PAYMENT_METHODS, isCarrierPaymentMethod } from "#app/domain/pricing/carrier-payments";
import { parseLira } from "#app/lib/money";
import {
  CARRIER_CODE_RULE,
  CARRIER_DESCRIPTION_RULE,
  CARRIER_FEE_RULE,
  CARRIER_METHODS_RULE,
  CARRIER_NAME_RULE,
  CARRIER_PRICE_RULE,
  CARRIER_TITLE_RULE,
  CARRIER_TRACKING_RULE,
} from "./messages";

/** The most a carrier's price or fee may be: 10.000,00 TL. */
export const CARRIER_MONEY_MAX_KURUS = 1_000_000;

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const flag = z
  .unknown()
  .optional()
  .transform((v) => v === "1" || v === "on" || v === true);
/** TL as typed, in kuruş ('' is 0); NaN for anything that is not money. */
const kurus = (v: unknown) => (str(v) === "" ? 0 : (parseLira(str(v)) ?? NaN));
const money = (message: string) =>
  z.preprocess(kurus, z.number({ error: message }).int().min(0, { error: message }).max(CARRIER_MONEY_MAX_KURUS, { error: message }));

/** A tracking page's address: https on a named host, with `{code}` where the tracking number goes (in the path or query, never the host). */
const isTrackingUrl = (s: string) => {
  if (s.length > 500 || !s.startsWith("https://") || !s.includes("{code}")) return false;
  try {
    const [a, b] = [new URL(s.replaceAll("{code}", "MD1")), new URL(s.replaceAll("{code}", "MD2"))];
    return a.protocol === "https:" && a.host === b.host && a.hostname.includes(".") && !a.username && !a.password;
  } catch {
    return false;
  }
};

export const carrierSchema = z.object({
  code: z.preprocess(
    (v) => str(v).toLowerCase(),
    z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,28}[a-z0-9])?$/, { error: CARRIER_CODE_RULE })
      .min(2, { error: CARRIER_CODE_RULE }),
  ),
  title: z.preprocess(str, z.string().min(2, { error: CARRIER_TITLE_RULE }).max(80, { error: CARRIER_TITLE_RULE })),
  name: z.preprocess(str, z.string().min(2, { error: CARRIER_NAME_RULE }).max(80, { error: CARRIER_NAME_RULE })),
  description: z.preprocess(str, z.string().max(300, { error: CARRIER_DESCRIPTION_RULE })),
  salePriceKurus: money(CARRIER_PRICE_RULE),
  serviceFeeKurus: money(CARRIER_FEE_RULE),
  // A form sends one value or many (readBody: an array); kept in the spec's order, each once.
  paymentMethods: z.preprocess(
    (v) => {
      const list = (Array.isArray(v) ? v : v == null || v === "" ? [] : [v]).map(str);
      return list.every(isCarrierPaymentMethod) ? CARRIER_PAYMENT_METHODS.filter((m) => list.includes(m)) : null;
    },
    z.array(z.enum(CARRIER_PAYMENT_METHODS), { error: CARRIER_METHODS_RULE }).min(1, { error: CARRIER_METHODS_RULE }),
  ),
  trackingUrl: z.preprocess(
    str,
    z.string().refine((s) => s === "" || isTrackingUrl(s), { error: CARRIER_TRACKING_RULE }),
  ),
  active: flag,
});

export type CarrierInput = z.infer<typeof carrierSchema>;
export type CarrierFormValues = Partial<Record<Exclude<keyof CarrierInput, "paymentMethods">, string>> & { paymentMethods?: string[] };

/** What was typed, kept to show again after a refusal (the form's own fields, as text, cut short). */
export function typedCarrierValues(body: Record<string, unknown>): CarrierFormValues {
  const out: CarrierFormValues = {};
  for (const key of ["code", "title", "name", "description", "salePriceKurus", "serviceFeeKurus", "trackingUrl", "active"] as const)
    if (typeof body[key] === "string") out[key] = (body[key] as string).slice(0, 500);
  const methods = body.paymentMethods;
  out.paymentMethods = (Array.isArray(methods) ? methods : [methods]).filter(isCarrierPaymentMethod);
  return out;
}
