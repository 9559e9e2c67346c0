/**
 * A real SMTP server inside the test process (smtp-server, nodemailer's own server library) that
 * accepts every message over real SMTP on a loopback port and keeps it, read back with mailparser:
 * HTML and text parts, attachments, headers, as a mail client sees them. No account anywhere.
 *
 *   const smtp = await startSmtpServer({ refuse: ["yok@example.com"] });
 *   … send to smtp.url …
 *   const [mail] = await smtp.waitFor(1);
 *   await smtp.stop();
 *
 * Options: `auth` asks for a login (AUTH PLAIN/LOGIN, without TLS: loopback only); `refuse` lists
 * recipients answered '550 5.1.1' at RCPT TO (`stopRefusing` takes one back: the mailbox exists
 * again); `refuseWith` answers any other code (a 4xx, a 552); `onAccepted` is for a benchmark
 * (scripts/bench/messages.ts): each message is handed over as it is accepted instead of being
 * parsed and kept, so thousands cost the receiver little.
 */
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export type ReceivedMail = {
  /** The envelope: MAIL FROM and RCPT TO as the server heard them. */
  envelope: { from: string; to: string[] };
  /** The account the client logged in with, when it did. */
  user?: string;
  /** The message as it came over the wire. */
  raw: Buffer;
  parsed: ParsedMail;
};

export type SmtpServerOptions = {
  auth?: { user: string; pass: string };
  /** Recipients refused at RCPT TO with '550 5.1.1 mailbox unavailable'. */
  refuse?: string[];
  /** Recipients refused at RCPT TO with this code and text, e.g. { "dolu@example.com": [452, "4.2.2 mailbox full"] }. */
  refuseWith?: Record<string, [number, string]>;
  /** Called with each message (its envelope and raw bytes) as it is accepted; such messages are not parsed or kept (`received` stays empty). */
  onAccepted?: (mail: Pick<ReceivedMail, "envelope" | "raw">) => void;
};

export type TestSmtpServer = {
  port: number;
  /** smtp://127.0.0.1:port, with the account when `auth` was given. */
  url: string;
  received: ReceivedMail[];
  /** Accepts a recipient of `refuse` from now on. */
  stopRefusing(address: string): void;
  /** Messages accepted so far (kept or handed to `onAccepted`). */
  accepted(): number;
  /** Resolves once at least `count` messages arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
};

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let accepted = 0;
  const waiters: (() => void)[] = [];
  const refused = new Set((options.refuse ?? []).map((a) => a.toLowerCase()));
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    size: 25 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass)
        return callback(null, { user: auth.username });
      callback(smtpError(535, "5.7.8 Authentication credentials invalid"));
    },
    onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession, callback) {
      const to = address.address.toLowerCase();
      const answer = options.refuseWith?.[to];
      if (answer) return callback(smtpError(answer[0], answer[1]));
      if (refused.has(to)) return callback(smtpError(550, `5.1.1 <${address.address}>: mailbox unavailable`));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        if (options.onAccepted) {
          accepted += 1;
          options.onAccepted({ envelope, raw });
          for (const wake of waiters.splice(0)) wake();
          return callback(null, `2.0.0 Ok: queued as T${accepted}`);
        }
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              envelope,
              user: typeof session.user === "string" ? session.user : undefined,
              raw,
              parsed,
            });
            accepted += 1;
            for (const wake of waiters.splice(0)) wake();
            callback(null, `2.0.0 Ok: queued as T${received.length}`);
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  const account = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : "";
  return {
    port,
    url: `smtp://${account}127.0.0.1:${port}`,
    received,
    stopRefusing: (address) => void refused.delete(address.toLowerCase()),
    accepted: () => accepted,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (accepted < count) {
        if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${count} messages, got ${accepted}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received.slice(0, count);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
