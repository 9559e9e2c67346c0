/**
 * How a recorded message leaves the shop (PRODUCT.md "Going live"): the delivery job takes a message
 * from the outbox after the transaction that recorded it has committed, composes what its channel
 * sends and hands it to that channel's transport.
 *   - e-mail: SMTP through nodemailer when SMTP_URL is set;
 *   - SMS: Netgsm when its account is configured;
 *   - neither configured (demo mode, tests): the outbox row is the delivery (/__dev/outbox shows it).
 * A transport throws DeliveryError: `permanent` for a refusal that a retry cannot change (a refused
 * address or number); anything else (the server down, a rate limit, wrong credentials the operator
 * will fix) is retried by the delivery job with growing waits, up to its limit.
 */

/** An e-mail as the SMTP transport sends it. `messageId` is the outbox's stable id: the same on every try. */
export type OutgoingEmail = {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on marketing e-mail. */
  headers?: Record<string, string>;
};

/**
 * An SMS as the gateway sends it. `commercial`: a marketing message (İYS): sent only after the
 * shop's own consent check (notifications/consent.server.ts), and the gateway checks İYS too.
 */
export type OutgoingSms = { messageId: string; to: string; text: string; commercial?: boolean };

/**
 * What a provider answered: its own reference for the message (a gateway's job id, the SMTP server's
 * queue id); `reportable` when the provider keeps a delivery report under that reference (Netgsm),
 * which the reports job then asks for (sms-reports.server.ts).
 */
export type SendResult = { providerRef?: string; reportable?: boolean };

export interface EmailTransport {
  send(mail: OutgoingEmail): Promise<SendResult>;
}

export interface SmsTransport {
  send(sms: OutgoingSms): Promise<SendResult>;
}

/** A delivery that failed; `permanent` ones are marked failed at once with `message` as the reason. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}
