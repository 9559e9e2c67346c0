/**
 * The SMS reminder of a club event, a day before: the `club.remind` job (every
 * 15 minutes, domain/jobs) runs `remindClubEvents`, which finds the registrations whose event starts
 * within the next 24 hours and whose reminder has not gone out (`reminded_at IS NULL`), and for each
 * member with a phone — the account's (verified at registration), else the phone of their club
 * membership (joined while signed in, or with the account's e-mail) — writes one SMS.
 *
 * Exactly once, as the alerts do: the due registrations are claimed (FOR UPDATE SKIP LOCKED: rows
 * another run holds are skipped), marked `reminded_at` and their messages written (the outbox by
 * default) in one transaction. Killed before the commit, nothing went out and the next run does it;
 * after, the next run finds them marked. A registration of a member without any phone stays
 * unmarked (nothing was sent), so a phone added before the event still gets the reminder.
 *
 * The SMS holds the event's title, day, time and place: no name, no link, nothing secret. A
 * cancelled event reminds nobody (its members were e-mailed when it was called off); an event
 * moved to another time has its reminders cleared, so they go out again a day before the new one
 * (club-admin.server.ts).
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "#app/db/client.server";
import { recordMessages, type Message } from "#app/domain/notifications/messages.server";
import { eventPlace, eventWhenText } from "./club-events";

/** How long before an event its reminder goes out: within the day before. */
export const REMIND_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Registrations claimed in one transaction. */
const CLAIM_BATCH = 1000;

type Due = { phone: string; title: string; starts_at: Date | string; store_name: string | null; city_name: string | null };

/** The reminder's text: 'Minik Dünya Aile Kulübü hatırlatması: …'. */
export function reminderSms(event: { title: string; startsAt: Date; storeName: string | null; cityName: string | null }): string {
  const place = eventPlace(event);
  return `Minik Dünya Aile Kulübü hatırlatması: "${event.title}" etkinliğimiz ${eventWhenText(event.startsAt)}.${place ? ` Yer: ${place}.` : ""} Sizi bekliyoruz!`;
}

const messageOf = (row: Due): Message => ({
  kind: "club.eventReminder",
  channel: "sms",
  to: row.phone,
  body: reminderSms({ title: row.title, startsAt: new Date(row.starts_at), storeName: row.store_name, cityName: row.city_name }),
});

/** Sends the reminders now due (see the file's comment); returns how many went out. */
export async function remindClubEvents(db: Db, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + REMIND_WITHIN_MS);
  // The phone a member is reached at: the account's, else their club membership's.
  const phone = sql`coalesce(u.phone, (SELECT m.phone FROM club_members m WHERE m.user_id = u.id OR m.email = u.email ORDER BY (m.user_id = u.id) DESC, m.id LIMIT 1))`;
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await queryRows<Due>(
        tx as unknown as Db,
        sql`
        WITH due AS (
          SELECT r.event_id, r.user_id, ${phone} AS phone
          FROM club_event_registrations r
          JOIN club_events e ON e.id = r.event_id
          JOIN users u ON u.id = r.user_id
          WHERE r.reminded_at IS NULL
            AND e.cancelled_at IS NULL
            AND e.starts_at > ${now.toISOString()}::timestamptz AND e.starts_at <= ${until.toISOString()}::timestamptz
            AND ${phone} IS NOT NULL
          ORDER BY e.starts_at, r.event_id, r.user_id
          LIMIT ${CLAIM_BATCH}
          FOR UPDATE OF r SKIP LOCKED
        )
        UPDATE club_event_registrations r
        SET reminded_at = ${now.toISOString()}::timestamptz
        FROM due
        JOIN club_events e ON e.id = due.event_id
        LEFT JOIN stores s ON s.id = e.store_id
        LEFT JOIN cities c ON c.id = coalesce(e.city_id, s.city_id)
        WHERE r.event_id = due.event_id AND r.user_id = due.user_id AND r.reminded_at IS NULL
        RETURNING due.phone, e.title, e.starts_at, s.name AS store_name, c.name AS city_name`,
      );
      await recordMessages(tx, rows.map(messageOf));
      return rows.length;
    });
    sent += batch;
    if (batch < CLAIM_BATCH) return sent;
  }
}
