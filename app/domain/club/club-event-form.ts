/**
 * The back office's club event form (/yonetim/kulup/duzenle): one zod schema
 * with its Turkish messages (club-admin.messages.ts) for the page and the server. Client-safe.
 *
 * Where: a store (the event's city is then the store's) or, with no store, a city. When: a
 * Türkiye wall-clock time as a datetime-local input sends it ('2026-12-12T11:00'). What the schema
 * cannot know is the server's check (club-admin.server.ts): the store is one this manager may use,
 * a new or moved time lies ahead, the capacity is not below the places already taken.
 */
import { z } from "zod";
import { istanbulDateTime } from "#app/lib/dates";
import { parseId } from "#app/lib/ids";
import {
  EVENT_CAPACITY_RULE,
  EVENT_CITY_RULE,
  EVENT_DESCRIPTION_RULE,
  EVENT_PLACE_RULE,
  EVENT_STARTS_RULE,
  EVENT_STORE_RULE,
  EVENT_TITLE_RULE,
} from "./club-admin.messages";

/** The most places one event may offer. */
export const EVENT_CAPACITY_MAX = 5_000;

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
/** An optional id: '' is none; anything else must be an id (NaN is refused with the field's message). */
const optionalId = (max?: number) => (v: unknown) => (str(v) === "" ? null : (parseId(str(v), max) ?? NaN));

export const clubEventSchema = z
  .object({
    title: z.preprocess(str, z.string().min(3, { error: EVENT_TITLE_RULE }).max(120, { error: EVENT_TITLE_RULE })),
    description: z.preprocess(str, z.string().min(10, { error: EVENT_DESCRIPTION_RULE }).max(2_000, { error: EVENT_DESCRIPTION_RULE })),
    storeId: z.preprocess(optionalId(), z.number({ error: EVENT_STORE_RULE }).int().positive({ error: EVENT_STORE_RULE }).nullable()),
    cityId: z.preprocess(
      optionalId(81),
      z.number({ error: EVENT_CITY_RULE }).int().min(1, { error: EVENT_CITY_RULE }).max(81, { error: EVENT_CITY_RULE }).nullable(),
    ),
    startsAt: z
      .unknown()
      .transform((v, ctx) => istanbulDateTime(str(v)) ?? (ctx.addIssue({ code: "custom", message: EVENT_STARTS_RULE }), z.NEVER)),
    capacity: z.preprocess(
      (v) => (/^\d{1,5}$/.test(str(v).replace(/\./g, "")) ? Number(str(v).replace(/\./g, "")) : NaN),
      z
        .number({ error: EVENT_CAPACITY_RULE })
        .int()
        .min(1, { error: EVENT_CAPACITY_RULE })
        .max(EVENT_CAPACITY_MAX, { error: EVENT_CAPACITY_RULE }),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.storeId == null && input.cityId == null) ctx.addIssue({ code: "custom", path: ["cityId"], message: EVENT_PLACE_RULE });
  });

export type ClubEventInput = z.infer<typeof clubEventSchema>;
export type ClubEventFormValues = Partial<Record<"title" | "description" | "storeId" | "cityId" | "startsAt" | "capacity", string>>;

/** What was typed, kept to show again after a refusal (the form's own fields, as text, cut short). */
export function typedClubEventValues(body: Record<string, unknown>): ClubEventFormValues {
  const out: ClubEventFormValues = {};
  for (const key of ["title", "description", "storeId", "cityId", "startsAt", "capacity"] as const)
    if (typeof body[key] === "string") out[key] = (body[key] as string).slice(0, key === "description" ? 2_000 : 200);
  return out;
}
