/**
 * Commercial-message consents as İYS (İleti Yönetim Sistemi) takes them: every grant and
 * withdrawal the shop recorded (consent.server.ts), one record each, in İYS's fields as its API and
 * the integrators that load it (Netgsm's İYS service among them) name them:
 *   type          MESAJ (SMS) or EPOSTA
 *   source        where it was given: HS_WEB (the shop's forms), HS_MESAJ (an SMS 'RET'),
 *                 HS_EPOSTA (an e-mail's unsubscribe link)
 *   recipient     +905XXXXXXXXX or the e-mail address
 *   status        ONAY or RET
 *   consentDate   'YYYY-MM-DD HH:mm:ss', Türkiye's time
 *   recipientType BIREYSEL (the shop sells to people)
 * A record whose address the shop no longer holds (a member erased under KVKK: the subject became
 * 'uye:{id}') cannot be given to İYS and is left out. Downloaded from the back office
 * (/yonetim/uyeler/iys-izinleri) as a JSON file, streamed a thousand records at a time, each
 * download audited.
 */
import { and, asc, gt, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { consents } from "#app/db/schema";
import { recordAudit, type AuditActor } from "#app/domain/audit/audit.server";
import { dayInTurkey, istanbulDateTimeText } from "#app/lib/dates";
import { internationalMobile } from "#app/lib/phone";
import { MARKETING_KIND, SMS_RET_SOURCE } from "./consent.server";
import { EMAIL_UNSUBSCRIBE_SOURCE } from "./unsubscribe.server";

export type IysRecord = {
  type: "MESAJ" | "EPOSTA";
  source: "HS_WEB" | "HS_MESAJ" | "HS_EPOSTA";
  recipient: string;
  status: "ONAY" | "RET";
  consentDate: string;
  recipientType: "BIREYSEL";
};

/** A day range of Türkiye's days, both ends included; absent ends are open. */
export type IysRange = { from: string | null; to: string | null };

const BATCH = 1_000;

/** The shop's source as İYS's: a 'RET' by SMS, an e-mail's link, else one of the shop's web forms. */
const iysSource = (source: string): IysRecord["source"] =>
  source === SMS_RET_SOURCE ? "HS_MESAJ" : source === EMAIL_UNSUBSCRIBE_SOURCE ? "HS_EPOSTA" : "HS_WEB";

/** A Turkish mobile number as İYS writes it (05321234567 → +905321234567); null when it is not one. */
export const iysPhone = (subject: string): string | null => internationalMobile(subject);

/** One recorded consent as İYS's record; null when its address is gone (an erased member's). */
export function iysRecordOf(row: { kind: string; subject: string; granted: boolean; source: string; createdAt: Date }): IysRecord | null {
  const sms = row.kind === MARKETING_KIND.sms;
  const recipient = sms ? iysPhone(row.subject) : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(row.subject) ? row.subject : null;
  if (!recipient) return null;
  return {
    type: sms ? "MESAJ" : "EPOSTA",
    source: iysSource(row.source),
    recipient,
    status: row.granted ? "ONAY" : "RET",
    consentDate: istanbulDateTimeText(row.createdAt),
    recipientType: "BIREYSEL",
  };
}

/** The start of a Türkiye day ('2026-11-30') as an instant (Türkiye keeps UTC+3 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The range's records in the order they were made, a batch at a time (by id: no page skips or repeats a row). */
export async function* iysRecords(db: Db, range: IysRange): AsyncGenerator<IysRecord[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: consents.id,
        kind: consents.kind,
        subject: consents.subject,
        granted: consents.granted,
        source: consents.source,
        createdAt: consents.createdAt,
      })
      .from(consents)
      .where(
        and(
          gt(consents.id, after),
          inArray(consents.kind, Object.values(MARKETING_KIND)),
          range.from ? gte(consents.createdAt, dayStart(range.from)) : undefined,
          range.to ? lt(consents.createdAt, nextDay(range.to)) : undefined,
        ),
      )
      .orderBy(asc(consents.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    after = rows[rows.length - 1].id;
    yield rows.map(iysRecordOf).filter((r): r is IysRecord => r !== null);
  }
}

/** A day given as 'YYYY-MM-DD', else null. */
export const iysDay = (value: string | null): string | null =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayStart(value).getTime()) ? value : null;

/** The file's name: iys-izinleri-2026-11-30.json (Türkiye's day). */
export const iysFileName = (now = new Date()) => `iys-izinleri-${dayInTurkey(now)}.json`;

/** The records as a JSON array of UTF-8 bytes, written as they are read. */
export function iysJsonStream(db: Db, range: IysRange): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let batches: AsyncGenerator<IysRecord[]> | null = null;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      batches ??= iysRecords(db, range);
      const next = await batches.next();
      if (next.done) {
        controller.enqueue(encoder.encode(first ? "[]\n" : "\n]\n"));
        return controller.close();
      }
      if (next.value.length === 0) return;
      const body = next.value.map((r) => JSON.stringify(r)).join(",\n");
      controller.enqueue(encoder.encode(`${first ? "[\n" : ",\n"}${body}`));
      first = false;
    },
    async cancel() {
      await batches?.return(undefined);
    },
  });
}

/** The audit row of one download: who, and the range. */
export async function recordIysExport(db: Db, manager: AuditActor, range: IysRange): Promise<void> {
  const span = `${range.from ?? "başından"} – ${range.to ?? "bugüne"}`;
  await db.transaction((tx) =>
    recordAudit(tx, manager, {
      action: "consent.export",
      entity: { type: "consent", id: null },
      before: null,
      after: { from: range.from, to: range.to },
      summary: `İYS için ileti izinleri indirildi (${span})`,
    }),
  );
}
