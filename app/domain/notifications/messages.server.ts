/**
 * Recording the messages the shop sends (the transactional outbox, docs/messages.md).
 * `recordMessages` is the only writer of the `outbox` table's messages: every caller passes the
 * transaction of the change that causes them (an order standing, a code issued, a return moving),
 * so the message is recorded if and only if the change commits — a process killed after the commit
 * loses nothing, and one killed before it recorded nothing. A message caused by a change that can be
 * replayed carries a `dedupeKey` ("order.confirmation:<orderId>"): recorded once per key and channel.
 * Delivery comes after the commit, by the `messages.deliver` job (delivery.server.ts), woken here.
 */
import { desc } from "drizzle-orm";
import type { Db, Runner } from "#app/db/client.server";
import { outbox } from "#app/db/schema";
import { wake } from "#app/domain/jobs/wake.server";
import { kindAllows, type Channel, type MessageKind } from "./kinds";

export type { Channel } from "./kinds";

/** A message to record: what it is, where it goes, its text, and what a template needs beyond the text. */
export type Message = {
  kind: MessageKind;
  channel: Channel;
  to: string;
  subject?: string;
  body: string;
  /** Ids a template needs (e.g. {orderId}); never a code or a token. */
  data?: Record<string, unknown>;
  userId?: number | null;
  /** Recorded once per key and channel (a replayed change records nothing new). */
  dedupeKey?: string;
};

const rowOf = (message: Message) => {
  if (!kindAllows(message.kind, message.channel)) throw new Error(`message kind ${message.kind} does not go by ${message.channel}`);
  return {
    kind: message.kind,
    channel: message.channel,
    to: message.to,
    subject: message.subject ?? "",
    body: message.body,
    data: message.data ?? {},
    userId: message.userId ?? null,
    dedupeKey: message.dedupeKey ?? null,
  };
};

/**
 * Records messages in the caller's transaction (or statement); those whose dedupe key and channel
 * were recorded before are left out. Answers how many were recorded. The delivery job is woken
 * (a few seconds on: after the caller's commit).
 */
export async function recordMessages(db: Runner, messages: readonly Message[]): Promise<number> {
  if (messages.length === 0) return 0;
  let recorded = 0;
  for (let i = 0; i < messages.length; i += 1000) {
    const rows = await db
      .insert(outbox)
      .values(messages.slice(i, i + 1000).map(rowOf))
      .onConflictDoNothing({ target: [outbox.dedupeKey, outbox.channel] })
      .returning({ id: outbox.id });
    recorded += rows.length;
  }
  if (recorded > 0) wake("messages.deliver");
  return recorded;
}

export type OutboxEntry = { channel: Channel; to: string; subject: string; body: string; createdAt: string };

/** The newest messages first, as /__dev/outbox returns them (PRODUCT.md: `[{channel, to, subject, body, createdAt}]`). */
export async function listOutbox(db: Db, limit = 500): Promise<OutboxEntry[]> {
  const rows = await db
    .select({ channel: outbox.channel, to: outbox.to, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({
    channel: r.channel as Channel,
    to: r.to,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}
