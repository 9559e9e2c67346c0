/**
 * Outgoing SMS and e-mail go through one provider interface. The default provider writes every
 * message to the outbox table (shown at /__dev/outbox in demo mode); a live shop plugs in its
 * SMS gateway and mail service with setMessageProvider().
 */
import { desc } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { outbox } from "#app/db/schema";

export type Channel = "sms" | "email";
export type OutgoingMessage = { channel: Channel; to: string; subject?: string; body: string };

export interface MessageProvider {
  send(db: Db, message: OutgoingMessage): Promise<void>;
  /** Many at once (alerts firing together); a provider without it gets them one by one. */
  sendMany?(db: Db, messages: OutgoingMessage[]): Promise<void>;
}

const outboxRow = (message: OutgoingMessage) => ({
  channel: message.channel,
  to: message.to,
  subject: message.subject ?? "",
  body: message.body,
});

/** Default provider: records the message in the outbox table. */
export const outboxProvider: MessageProvider = {
  async send(db, message) {
    await db.insert(outbox).values(outboxRow(message));
  },
  async sendMany(db, messages) {
    for (let i = 0; i < messages.length; i += 1000) await db.insert(outbox).values(messages.slice(i, i + 1000).map(outboxRow));
  },
};

let provider: MessageProvider = outboxProvider;

export function setMessageProvider(next: MessageProvider): void {
  provider = next;
}

export const sendSms = (db: Db, to: string, body: string) => provider.send(db, { channel: "sms", to, body });

export const sendEmail = (db: Db, to: string, subject: string, body: string) => provider.send(db, { channel: "email", to, subject, body });

/** Sends many messages, in one go where the provider can. */
export async function sendMessages(db: Db, messages: OutgoingMessage[]): Promise<void> {
  if (messages.length === 0) return;
  if (provider.sendMany) return provider.sendMany(db, messages);
  for (const message of messages) await provider.send(db, message);
}

export type OutboxEntry = { channel: Channel; to: string; subject: string; body: string; createdAt: string };

/** The newest messages first, as /__dev/outbox returns them. */
export async function listOutbox(db: Db, limit = 500): Promise<OutboxEntry[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((r) => ({
    channel: r.channel as Channel,
    to: r.to,
    subject: r.subject,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}
