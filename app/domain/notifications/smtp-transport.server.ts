/**
 * E-mail over SMTP (docs/email.md): the EmailTransport (transport.ts) of a shop with SMTP_URL set,
 * through nodemailer, the mail library of Node (pooled connections, DKIM signing, MIME and header
 * encoding that a hand-written sender would get wrong).
 *
 * - One pool of connections per process, reused from message to message (the delivery job sends in
 *   bursts); an idle connection is closed by the server or by nodemailer, and the next send opens one.
 * - Message-ID: `<messageId@domain of MAIL_FROM>` (RFC 5322 3.6.4): the outbox's stable id, so every
 *   retry of one message carries the same Message-ID and a receiver can drop a repeat.
 * - DKIM (RFC 6376) when DKIM_PRIVATE_KEY, DKIM_DOMAIN and DKIM_SELECTOR are set: nodemailer signs
 *   the From, To, Subject, Date and Message-ID headers and the body.
 * - An SMTP refusal becomes a DeliveryError (see deliveryErrorOf): a refused recipient is permanent,
 *   everything else (the server down or slow, a 4xx, a refused login or sender the operator will fix)
 *   is retried by the delivery job. The reason names the SMTP answer with any e-mail address in it
 *   replaced: an address is personal data and the reason is shown and stored.
 * - Nothing here logs: nodemailer's logger stays off, and neither an address nor a message's content
 *   ever reaches the shop's log.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type { Config } from "#app/lib/config.server";
import { DeliveryError, type EmailTransport, type OutgoingEmail, type SendResult } from "./transport";

export type SmtpSettings = NonNullable<Config["mail"]>;

/** How long the transport waits (ms): to connect, for the server's greeting, for any answer. */
export type SmtpTimeouts = { connectionTimeout?: number; greetingTimeout?: number; socketTimeout?: number };
const TIMEOUTS: Required<SmtpTimeouts> = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };
/** Connections the pool keeps open at most: two delivery workers, each sending a few at once. */
const MAX_CONNECTIONS = 5;

/** A Message-ID's left side: the outbox id with anything but RFC 5322 atext dropped (it never has any). */
const idLeft = (messageId: string) => messageId.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/g, "") || "ileti";

/** The Message-ID header of the message with this outbox id, for this sender. */
export const messageIdHeader = (messageId: string, fromDomain: string) => `<${idLeft(messageId)}@${fromDomain}>`;

/** Any e-mail address in an SMTP answer, masked: the reason is kept and shown, the address is personal. */
const withoutAddresses = (text: string) => text.replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, "<adres>");

type SmtpFailure = Error & { code?: string; responseCode?: number; response?: string; command?: string };

/**
 * The DeliveryError for what nodemailer threw.
 *   - permanent: the server refused the recipient (5xx to RCPT TO, RFC 5321 4.2.1), except a 552
 *     (RFC 5321 4.5.3.1.10 asks a client to treat it as temporary: a full mailbox empties) and a
 *     5.7.x (RFC 3463: policy, e.g. 'relay denied', 'authentication required': the shop's own
 *     configuration, which the operator fixes, so every message would be lost for it); a 5xx to
 *     the message itself (DATA: too large, refused content), which the same message meets again;
 *     and an address nodemailer cannot send to at all (EENVELOPE without an answer);
 *   - temporary: the rest: connection refused, timed out or dropped, TLS, a 4xx, a refused login
 *     or sender (MAIL FROM), a 5xx to any other command.
 */
export function deliveryErrorOf(error: unknown): DeliveryError {
  const e = (error instanceof Error ? error : new Error(String(error))) as SmtpFailure;
  const code = e.responseCode;
  const command = e.command ?? "";
  // '550 5.1.1 …' written '550 [5.1.1] …': the reply codes an operator reads stay whole (the reason's
  // scrubber, delivery.server.ts failureReason, hides runs of digits and dots that could be a number).
  const answer = e.response ? withoutAddresses(e.response.replace(/^(\d{3})[ -](\d\.\d{1,3}\.\d{1,3})\b/, "$1 [$2]")).slice(0, 300) : "";
  const enhanced = /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})/.exec(e.response ?? "")?.[1] ?? "";
  if (code && code >= 500 && code < 600) {
    const recipientRefused = command === "RCPT TO" && code !== 552 && !enhanced.startsWith("5.7.");
    const messageRefused = command === "DATA";
    return new DeliveryError(`SMTP ${command || "?"}: ${answer}`, recipientRefused || messageRefused);
  }
  if (code) return new DeliveryError(`SMTP ${command || "?"}: ${answer}`, false);
  if (e.code === "EENVELOPE") return new DeliveryError(`SMTP: alıcı adresi geçersiz / invalid recipient address`, true);
  return new DeliveryError(`SMTP ${e.code ?? "hata"}: ${withoutAddresses(e.message).slice(0, 300)}`, false);
}

/** The nodemailer options for these settings: SMTP_URL's own (host, port, TLS, account, query options), pooled, DKIM when configured. */
function transportOptions(settings: SmtpSettings, timeouts: SmtpTimeouts): SMTPPool.Options {
  // nodemailer reads the URL form itself ('smtps://user:pass@host:465?tls.rejectUnauthorized=false'),
  // but drops every other option given beside `url`: parse it here and add ours.
  const fromUrl = nodemailer.createTransport(settings.smtpUrl).options as unknown as SMTPPool.Options;
  return {
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    ...TIMEOUTS,
    ...timeouts,
    ...fromUrl,
    // Attachments and HTML are the shop's own Buffers and strings: never let one pull a file or a URL in.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
    debug: false,
    ...(settings.dkim ? { dkim: { ...settings.dkim } } : {}),
  };
}

export class SmtpTransport implements EmailTransport {
  private readonly transporter: Transporter<SMTPPool.SentMessageInfo, SMTPPool.Options>;

  constructor(
    private readonly settings: SmtpSettings,
    timeouts: SmtpTimeouts = {},
  ) {
    this.transporter = nodemailer.createTransport(transportOptions(settings, timeouts));
  }

  async send(mail: OutgoingEmail): Promise<SendResult> {
    try {
      const info = await this.transporter.sendMail({
        from: this.settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageIdHeader(mail.messageId, this.settings.fromDomain),
        headers: mail.headers,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
      // The server's answer to DATA names its queue id ('250 2.0.0 Ok: queued as 4Xk…'): the provider's reference.
      const queued = /queued as\s+([^\s]+)/i.exec(info.response ?? "")?.[1];
      return { providerRef: queued ?? info.messageId };
    } catch (error) {
      throw deliveryErrorOf(error);
    }
  }

  /** Closes the pool's connections (the process stops). */
  close(): void {
    this.transporter.close();
  }
}
