import crypto from "node:crypto";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readConfig } from "#app/lib/config.server";
import { pdfText } from "#tests/support/pdf-text";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp";
import { SmtpTransport, deliveryErrorOf, messageIdHeader, type SmtpSettings } from "./smtp-transport.server";
import { failureReason } from "./delivery.server";
import { DeliveryError, type OutgoingEmail } from "./transport";
import PDFDocument from "pdfkit";

const open: { server?: TestSmtpServer; transport?: SmtpTransport }[] = [];
afterEach(async () => {
  for (const { server, transport } of open.splice(0)) {
    transport?.close();
    await server?.stop();
  }
});

/** The shop's mail settings as the configuration reads them from these variables. */
const settingsOf = (env: Record<string, string>): SmtpSettings => readConfig(env).mail!;

async function setUp(options: Parameters<typeof startSmtpServer>[0] = {}, env: Record<string, string> = {}) {
  const server = await startSmtpServer(options);
  const transport = new SmtpTransport(settingsOf({ SMTP_URL: server.url, MAIL_FROM: "Minik Dünya <siparis@minikdunya.com.tr>", ...env }), {
    connectionTimeout: 2_000,
    greetingTimeout: 2_000,
    socketTimeout: 5_000,
  });
  open.push({ server, transport });
  return { server, transport };
}

const mail = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  messageId: "outbox-42",
  to: "ayse@example.com",
  subject: "Siparişiniz alındı (260612123456)",
  text: "Merhaba Ayşe,\n\nSiparişiniz alındı. Çok teşekkürler!",
  html: "<p>Merhaba Ayşe,</p><p>Siparişiniz alındı. Çok teşekkürler!</p>",
  ...overrides,
});

function tinyPdf(line: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.on("data", (c: Buffer) => chunks.push(c));
  doc.text(line);
  doc.end();
  return done;
}

describe("SmtpTransport over real SMTP", () => {
  it("delivers the HTML and the text part, Turkish letters intact, from MAIL_FROM, with the stable Message-ID", async () => {
    const { server, transport } = await setUp();
    const result = await transport.send(mail());
    const [received] = await server.waitFor(1);
    expect(received.envelope).toEqual({ from: "siparis@minikdunya.com.tr", to: ["ayse@example.com"] });
    expect(received.parsed.subject).toBe("Siparişiniz alındı (260612123456)");
    expect(received.parsed.text?.trim()).toBe("Merhaba Ayşe,\n\nSiparişiniz alındı. Çok teşekkürler!");
    expect(received.parsed.html).toContain("<p>Siparişiniz alındı. Çok teşekkürler!</p>");
    expect(received.parsed.from?.value).toEqual([{ name: "Minik Dünya", address: "siparis@minikdunya.com.tr" }]);
    expect(received.parsed.messageId).toBe("<outbox-42@minikdunya.com.tr>");
    expect(result.providerRef).toBe("T1");
    expect(received.parsed.headers.has("dkim-signature")).toBe(false);
  });

  it("sends the same Message-ID on every try of one message", async () => {
    const { server, transport } = await setUp();
    await transport.send(mail());
    await transport.send(mail());
    await transport.send(mail({ messageId: "outbox-43" }));
    const received = await server.waitFor(3);
    expect(received.map((r) => r.parsed.messageId)).toEqual([
      "<outbox-42@minikdunya.com.tr>",
      "<outbox-42@minikdunya.com.tr>",
      "<outbox-43@minikdunya.com.tr>",
    ]);
    expect(messageIdHeader("a b<c>@d", "alan.com")).toBe("<abcd@alan.com>");
  });

  it("logs in with the account SMTP_URL carries", async () => {
    const { server, transport } = await setUp({ auth: { user: "magaza", pass: "gizli:parola" } });
    await transport.send(mail());
    const [received] = await server.waitFor(1);
    expect(received.user).toBe("magaza");
  });

  it("signs with DKIM when its key, domain and selector are configured", async () => {
    const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const { server, transport } = await setUp({}, { DKIM_PRIVATE_KEY: pem, DKIM_DOMAIN: "minikdunya.com.tr", DKIM_SELECTOR: "posta2026" });
    await transport.send(mail());
    const [received] = await server.waitFor(1);
    // The header as it came over the wire, with its folded lines.
    const signature = /^DKIM-Signature:.*(?:\r\n[ \t].*)*/m.exec(received.raw.toString("latin1"))?.[0] ?? "";
    expect(signature).toMatch(/d=minikdunya\.com\.tr/);
    expect(signature).toMatch(/s=posta2026/);
    expect(signature).toMatch(/a=rsa-sha256/);
  });

  it("carries attachments that open as PDF, and extra headers", async () => {
    const { server, transport } = await setUp();
    await transport.send(
      mail({
        attachments: [
          {
            filename: "Mesafeli-Satis-Sozlesmesi.pdf",
            content: await tinyPdf("Mesafeli satis sozlesmesi"),
            contentType: "application/pdf",
          },
        ],
        headers: { "List-Unsubscribe": "<http://localhost:3000/abonelik>" },
      }),
    );
    const [received] = await server.waitFor(1);
    const [attachment] = received.parsed.attachments;
    expect(attachment).toMatchObject({ filename: "Mesafeli-Satis-Sozlesmesi.pdf", contentType: "application/pdf" });
    expect((await pdfText(attachment.content)).text).toContain("Mesafeli satis sozlesmesi");
    expect(received.raw.toString("latin1")).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/abonelik>\r$/m);
  });

  it("fails permanently when the server refuses the recipient, with the answer but not the address", async () => {
    const { server, transport } = await setUp({ refuse: ["yok@example.com"] });
    const error = await transport.send(mail({ to: "yok@example.com" })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ permanent: true });
    expect((error as DeliveryError).message).toContain("550");
    expect((error as DeliveryError).message).not.toContain("yok@example.com");
    expect(server.received).toHaveLength(0);
    // The pool goes on: the next message goes out.
    await transport.send(mail());
    await server.waitFor(1);
  });

  it("fails temporarily on a 4xx, a full mailbox (552) and a refused login", async () => {
    const { transport } = await setUp({
      refuseWith: { "mesgul@example.com": [451, "4.3.0 try again later"], "dolu@example.com": [552, "5.2.2 mailbox full"] },
    });
    for (const to of ["mesgul@example.com", "dolu@example.com"]) {
      const error = await transport.send(mail({ to })).catch((e: unknown) => e);
      expect(error, to).toMatchObject({ name: "DeliveryError", permanent: false });
    }
    const withAuth = await startSmtpServer({ auth: { user: "magaza", pass: "dogru" } });
    const wrong = new SmtpTransport(
      settingsOf({ SMTP_URL: withAuth.url.replace("dogru", "yanlis"), MAIL_FROM: "siparis@minikdunya.com.tr" }),
    );
    open.push({ server: withAuth, transport: wrong });
    const error = await wrong.send(mail()).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "DeliveryError", permanent: false });
    expect((error as Error).message).not.toContain("yanlis");
  });

  it("fails temporarily when the server is down", async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const transport = new SmtpTransport(settingsOf({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "siparis@minikdunya.com.tr" }), {
      connectionTimeout: 2_000,
    });
    open.push({ transport });
    const error = await transport.send(mail()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ permanent: false });
  });
});

describe("deliveryErrorOf", () => {
  const smtp = (responseCode: number, command: string, response: string) =>
    Object.assign(new Error("x"), { code: "EENVELOPE", responseCode, command, response });

  it.each([
    [smtp(550, "RCPT TO", "550 5.1.1 <a@b.com>: user unknown"), true],
    [smtp(553, "RCPT TO", "553 5.1.3 bad address"), true],
    [smtp(552, "RCPT TO", "552 5.2.2 mailbox full"), false],
    [smtp(550, "RCPT TO", "550 5.7.1 Relaying denied"), false],
    [smtp(554, "DATA", "554 5.7.1 message refused"), true],
    [smtp(550, "MAIL FROM", "550 5.7.1 sender not allowed"), false],
    [smtp(451, "RCPT TO", "451 4.7.1 greylisted"), false],
    [smtp(421, "DATA", "421 4.4.2 closing"), false],
    [Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }), false],
    [Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT" }), false],
  ])("%#: permanent is %s", (error, permanent) => {
    const result = deliveryErrorOf(error);
    expect(result).toBeInstanceOf(DeliveryError);
    expect(result.permanent).toBe(permanent);
    expect(result.message).not.toMatch(/a@b\.com/);
  });

  it("keeps the SMTP reply codes readable in the reason the back office shows", () => {
    const reason = failureReason(deliveryErrorOf(smtp(550, "RCPT TO", "550 5.1.1 <a@b.com>: mailbox unavailable")));
    expect(reason).toBe("SMTP RCPT TO: 550 [5.1.1] <adres>: mailbox unavailable");
  });
});
