/**
 * The contact messages' inbox in the back office (/yonetim/mesajlar; permission
 * messages.write). What the form stores (contact.server.ts) is enough to answer: the sender's
 * first name, e-mail, optional phone, subject, text and order number (the client address only as
 * an HMAC, never shown). Added for the answer: the answer itself, who sent it and when, and whether
 * the message is done with (`handled_at`: answered, or closed without an answer).
 *
 *   - `inboxPage`: newest first, 50 a page by keyset on id; `open` keeps the messages not done
 *     with (a partial index of exactly those).
 *   - `answerContactMessage`: in ONE transaction, the message's row locked: the answer stored, the
 *     message marked done, the e-mail written to the outbox (recorded on the transaction: it goes
 *     out only if the answer is stored, and the answer is stored only with its e-mail), one audit
 *     row. A message is answered once (a second click is refused, nothing sent twice).
 *     The e-mail: 'Re: {subject} ({reference})' to the address the sender typed, with their first
 *     name and the answer, never their own text (the form lets anyone type anyone's address).
 *   - `markHandled`: closes a message without an answer (already handled by phone, spam …).
 */
import { and, desc, eq, isNull, lt } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { contactMessages, managers } from "#app/db/schema";
import { recordAudit } from "#app/domain/audit/audit.server";
import { recordMessages } from "#app/domain/notifications/messages.server";
import { TR_DATE_TIME } from "#app/lib/dates";
import { ALREADY_ANSWERED, CONTACT_MESSAGE_NOT_FOUND } from "./contact-answer.schema";
import { SUBJECTS, type Subject } from "./contact.schema";
import { contactReference } from "./contact.server";
import { CUSTOMER_SERVICE } from "./customer-service";

export const INBOX_PAGE_SIZE = 50;

const subjectLabel = (subject: string) => SUBJECTS[subject as Subject] ?? subject;

export type InboxRow = {
  id: number;
  reference: string;
  firstName: string;
  email: string;
  subjectLabel: string;
  excerpt: string;
  dateText: string;
  answered: boolean;
  handled: boolean;
};

export type InboxPage = { rows: InboxRow[]; older: number | null };

/** One page of the inbox (see the module comment); `before`: older than this id. */
export async function inboxPage(db: Db, filter: { open: boolean; before: number | null }): Promise<InboxPage> {
  const found = await db
    .select({
      id: contactMessages.id,
      firstName: contactMessages.firstName,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      answeredAt: contactMessages.answeredAt,
      handledAt: contactMessages.handledAt,
    })
    .from(contactMessages)
    .where(
      and(
        filter.open ? isNull(contactMessages.handledAt) : undefined,
        filter.before != null ? lt(contactMessages.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(contactMessages.id))
    .limit(INBOX_PAGE_SIZE + 1);
  const rows = found.slice(0, INBOX_PAGE_SIZE).map((r): InboxRow => ({
    id: r.id,
    reference: contactReference(r.id),
    firstName: r.firstName,
    email: r.email,
    subjectLabel: subjectLabel(r.subject),
    excerpt: r.message.length > 140 ? `${r.message.slice(0, 140)}…` : r.message,
    dateText: TR_DATE_TIME.format(r.createdAt),
    answered: r.answeredAt != null,
    handled: r.handledAt != null,
  }));
  return { rows, older: found.length > INBOX_PAGE_SIZE ? rows[rows.length - 1].id : null };
}

export type ContactMessageDetail = InboxRow & {
  message: string;
  phone: string | null;
  orderNumber: string | null;
  memberId: number | null;
  answer: string | null;
  answeredText: string | null;
  answeredBy: string | null;
  handledText: string | null;
  handledBy: string | null;
};

/** One message with its answer; null when there is none of this id. */
export async function contactMessageDetail(db: Db, id: number): Promise<ContactMessageDetail | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) return null;
  const names = new Map<number, string>();
  const ids = [row.answeredBy, row.handledBy].filter((v): v is number => v != null);
  for (const managerId of new Set(ids)) {
    const [m] = await db.select({ name: managers.name }).from(managers).where(eq(managers.id, managerId));
    if (m) names.set(managerId, m.name);
  }
  return {
    id: row.id,
    reference: contactReference(row.id),
    firstName: row.firstName,
    email: row.email,
    subjectLabel: subjectLabel(row.subject),
    excerpt: "",
    dateText: TR_DATE_TIME.format(row.createdAt),
    answered: row.answeredAt != null,
    handled: row.handledAt != null,
    message: row.message,
    phone: row.phone,
    orderNumber: row.orderNumber,
    memberId: row.userId,
    answer: row.answer,
    answeredText: row.answeredAt ? TR_DATE_TIME.format(row.answeredAt) : null,
    answeredBy: row.answeredBy != null ? (names.get(row.answeredBy) ?? null) : null,
    handledText: row.handledAt ? TR_DATE_TIME.format(row.handledAt) : null,
    handledBy: row.handledBy != null ? (names.get(row.handledBy) ?? null) : null,
  };
}

/** The answer's e-mail (see the module comment). */
export function answerEmail(
  message: { id: number; firstName: string; subject: string },
  answer: string,
): { subject: string; body: string } {
  const reference = contactReference(message.id);
  return {
    subject: `Re: ${subjectLabel(message.subject)} (${reference})`,
    body: [
      `Merhaba ${message.firstName},`,
      "",
      answer,
      "",
      `Talep numaranız: ${reference}`,
      `Bize ${CUSTOMER_SERVICE.phone} numarasından da ulaşabilirsiniz; lütfen talep numaranızı belirtin.`,
      "",
      "Minik Dünya Müşteri Hizmetleri",
    ].join("\n"),
  };
}

export type InboxChange = { ok: true; email: string } | { ok: false; reason: string; status: 404 | 409 };

const lockMessage = async (tx: Tx, id: number) =>
  (await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update"))[0] ?? null;

/** Answers a message by e-mail (see the module comment). */
export async function answerContactMessage(db: Db, manager: { id: number }, id: number, answer: string): Promise<InboxChange> {
  return db.transaction(async (tx) => {
    const message = await lockMessage(tx, id);
    if (!message) return { ok: false, reason: CONTACT_MESSAGE_NOT_FOUND, status: 404 };
    if (message.answeredAt) return { ok: false, reason: ALREADY_ANSWERED, status: 409 };
    const now = new Date();
    await tx
      .update(contactMessages)
      .set({
        answer,
        answeredAt: now,
        answeredBy: manager.id,
        handledAt: message.handledAt ?? now,
        handledBy: message.handledBy ?? manager.id,
      })
      .where(eq(contactMessages.id, id));
    const mail = answerEmail(message, answer);
    // On the transaction: the e-mail is written with the answer, or neither is.
    await recordMessages(tx, [
      {
        kind: "contact.answer",
        channel: "email",
        to: message.email,
        subject: mail.subject,
        body: mail.body,
        data: { contactMessageId: id },
      },
    ]);
    await recordAudit(tx, manager, {
      action: "contact.answer",
      entity: { type: "contactMessage", id },
      before: { answered: false, handled: message.handledAt != null },
      after: { answered: true, handled: true },
      summary: `Mesaj e-postayla yanıtlandı: ${contactReference(id)}`,
    });
    return { ok: true, email: message.email };
  });
}

/** Closes a message without an answer; closing a closed one changes nothing. */
export async function markHandled(db: Db, manager: { id: number }, id: number): Promise<InboxChange> {
  return db.transaction(async (tx) => {
    const message = await lockMessage(tx, id);
    if (!message) return { ok: false, reason: CONTACT_MESSAGE_NOT_FOUND, status: 404 };
    if (message.handledAt) return { ok: true, email: message.email };
    await tx.update(contactMessages).set({ handledAt: new Date(), handledBy: manager.id }).where(eq(contactMessages.id, id));
    await recordAudit(tx, manager, {
      action: "contact.handle",
      entity: { type: "contactMessage", id },
      before: { handled: false },
      after: { handled: true },
      summary: `Mesaj yanıtsız kapatıldı: ${contactReference(id)}`,
    });
    return { ok: true, email: message.email };
  });
}
