import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeNetgsm, type FakeNetgsm } from "#tests/support/netgsm";
import { NetgsmTransport, SMS_MAX_CHARS, netgsmDate, netgsmNumber, parseNetgsmDate, smsText } from "./netgsm.server";
import { DeliveryError } from "./transport";

let netgsm: FakeNetgsm;
let transport: NetgsmTransport;

const account = () => ({ usercode: netgsm.usercode, password: netgsm.password, header: netgsm.header, baseUrl: netgsm.baseUrl });
const sms = (over: { to?: string; text?: string; commercial?: boolean } = {}) => ({
  messageId: "sms-1",
  to: "05321234567",
  text: "Siparişiniz kargoya verildi",
  ...over,
});

/** The DeliveryError a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

beforeAll(async () => {
  netgsm = await startFakeNetgsm();
  transport = new NetgsmTransport(account());
});
afterAll(() => netgsm?.close());
beforeEach(() => {
  netgsm.requests.length = 0;
  netgsm.up();
});

describe("numbers and texts as Netgsm takes them", () => {
  it("sends a Turkish mobile as its 10 digits, and nothing else", () => {
    expect(netgsmNumber("05321234567")).toBe("5321234567");
    expect(netgsmNumber("+90 (532) 123 45 67")).toBe("5321234567");
    expect(netgsmNumber("905321234567")).toBe("5321234567");
    expect(netgsmNumber("5321234567")).toBe("5321234567");
    expect(netgsmNumber("02163451234")).toBeNull(); // a landline gets no SMS
    expect(netgsmNumber("0532123456")).toBeNull();
    expect(netgsmNumber("")).toBeNull();
  });

  it("keeps every Turkish letter, replaces typographic marks outside the GSM alphabet, and cuts a long text at a word", () => {
    expect(smsText("Çocuğunuz için İndirim: ğüşıöç ĞÜŞİÖÇ")).toBe("Çocuğunuz için İndirim: ğüşıöç ĞÜŞİÖÇ");
    expect(smsText("“Bebek” – hazır… ‘tamam’")).toBe("\"Bebek\" - hazır... 'tamam'");
    const long = smsText("Şeker ".repeat(200));
    expect(Array.from(long).length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(long).toMatch(/Şeker\.\.\.$/);
    const unbroken = smsText("ğ".repeat(1000));
    expect(Array.from(unbroken)).toHaveLength(SMS_MAX_CHARS);
  });

  it("writes and reads Netgsm's dates in Turkey's time", () => {
    expect(netgsmDate(new Date("2026-11-29T11:05:09Z"))).toBe("29112026140509");
    expect(parseNetgsmDate("29112026140509")?.toISOString()).toBe("2026-11-29T11:05:09.000Z");
    expect(parseNetgsmDate("29.11.2026 14:05")?.toISOString()).toBe("2026-11-29T11:05:00.000Z");
    expect(parseNetgsmDate("2026-11-29 14:05:09")?.toISOString()).toBe("2026-11-29T11:05:09.000Z");
    expect(parseNetgsmDate("dün")).toBeUndefined();
  });
});

describe("sending through Netgsm's REST v2 API", () => {
  it("posts the sender title, Turkish encoding and the message with Basic auth, and answers the job id (its report to be asked)", async () => {
    const sent = await transport.send(sms({ text: "Kodunuz: 1234 — İyi günler, Ayşe Çağlar" }));
    expect(sent.providerRef).toMatch(/^\d+$/);
    expect(sent.reportable).toBe(true);
    const [request] = netgsm.requests;
    expect(request).toMatchObject({
      method: "POST",
      path: "/sms/rest/v2/send",
      authorization: `Basic ${Buffer.from(`${netgsm.usercode}:${netgsm.password}`).toString("base64")}`,
      body: {
        msgheader: "MINIKDUNYA",
        encoding: "TR",
        iysfilter: "0",
        messages: [{ msg: "Kodunuz: 1234 - İyi günler, Ayşe Çağlar", no: "5321234567" }],
      },
    });
    expect(netgsm.jobs.get(sent.providerRef!)).toMatchObject({ number: "5321234567", status: 1 });
  });

  it("asks İYS's check for a commercial message", async () => {
    await transport.send(sms({ commercial: true }));
    expect(netgsm.requests[0].body).toMatchObject({ iysfilter: "11" });
  });

  it("refuses a number that is no Turkish mobile for good, without calling Netgsm", async () => {
    const error = await refusal(transport.send(sms({ to: "02163451234" })));
    expect(error.permanent).toBe(true);
    expect(netgsm.requests).toHaveLength(0);
  });

  it("wrong credentials are temporary (the operator fixes them), and say so without the password or the number", async () => {
    const wrong = new NetgsmTransport({ ...account(), password: "yanlis" });
    const error = await refusal(wrong.send(sms()));
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/^Netgsm 30: /);
    expect(error.message).not.toContain("yanlis");
    expect(error.message).not.toContain("5321234567");
  });

  it("a sender title not on the account is permanent", async () => {
    const error = await refusal(new NetgsmTransport({ ...account(), header: "BASKA" }).send(sms()));
    expect(error).toMatchObject({ permanent: true, message: expect.stringMatching(/^Netgsm 40: /) });
  });

  it("a number Netgsm refuses (code 70) is permanent", async () => {
    netgsm.failNext("70");
    expect((await refusal(transport.send(sms()))).permanent).toBe(true);
  });

  it("a rate limit and a system error are temporary, and the next try goes through", async () => {
    netgsm.failNext("80");
    expect(await refusal(transport.send(sms()))).toMatchObject({ permanent: false, message: expect.stringMatching(/^Netgsm 80: /) });
    netgsm.failNext("100");
    expect((await refusal(transport.send(sms()))).permanent).toBe(false);
    expect((await transport.send(sms())).providerRef).toBeTruthy();
  });

  it("Netgsm down is temporary", async () => {
    netgsm.down();
    expect(await refusal(transport.send(sms()))).toMatchObject({ permanent: false, message: "Netgsm'e ulaşılamadı" });
    const closed = new NetgsmTransport({ ...account(), baseUrl: "http://127.0.0.1:9" });
    expect((await refusal(closed.send(sms()))).permanent).toBe(false);
  });
});

describe("delivery reports", () => {
  it("tells delivered (with Netgsm's time, Turkey's), failed with Netgsm's reason, a dropped repeat, and pending for a job it does not know yet", async () => {
    netgsm.invalidNumbers.add("5559998877");
    const delivered = (await transport.send(sms())).providerRef!;
    const refused = (await transport.send(sms({ to: "05559998877" }))).providerRef!;
    const waiting = (await transport.send(sms({ to: "05051112233" }))).providerRef!;
    const repeated = (await transport.send(sms({ to: "05051112234" }))).providerRef!;
    netgsm.jobs.get(waiting)!.status = 0;
    netgsm.jobs.get(repeated)!.status = 13;
    netgsm.requests.length = 0;
    const reports = await transport.fetchDeliveryReports([delivered, refused, waiting, repeated, "123", delivered]);
    expect(reports).toEqual([
      { providerRef: delivered, state: "delivered", deliveredAt: new Date("2026-11-29T11:00:00Z") },
      { providerRef: refused, state: "failed", reason: "Netgsm durum 3: geçersiz ya da kısıtlı numara (hata 102)" },
      { providerRef: waiting, state: "pending" },
      { providerRef: repeated, state: "failed", reason: "Netgsm durum 13: yinelenen mesaj (hata 102)", duplicate: true },
      { providerRef: "123", state: "pending" },
    ]);
    expect(netgsm.requests).toEqual([expect.objectContaining({ method: "POST", path: "/sms/rest/v2/report" })]);
    expect(netgsm.requests[0].body).toEqual({ jobids: [delivered, refused, waiting, repeated, "123"] });
  });

  it("no records yet is all pending; a refusal of the report is a temporary error", async () => {
    expect(await transport.fetchDeliveryReports(["1", "2"])).toEqual([
      { providerRef: "1", state: "pending" },
      { providerRef: "2", state: "pending" },
    ]);
    expect(await transport.fetchDeliveryReports([])).toEqual([]);
    netgsm.failNext("80");
    expect((await refusal(transport.fetchDeliveryReports(["1"]))).permanent).toBe(false);
  });
});

describe("the inbox listing", () => {
  it("lists SMS sent to the account's number once, with their time", async () => {
    expect(await transport.fetchInbound()).toEqual([]);
    netgsm.receive("905321234567", "RET", "29112026140000");
    expect(await transport.fetchInbound({ from: new Date("2026-11-29T10:00:00Z"), to: new Date("2026-11-29T12:00:00Z") })).toEqual([
      { from: "905321234567", text: "RET", receivedAt: new Date("2026-11-29T11:00:00Z") },
    ]);
    expect(netgsm.requests.at(-1)?.path).toBe("/sms/rest/v2/inbox?startdate=29112026130000&stopdate=29112026150000");
    expect(await transport.fetchInbound()).toEqual([]);
  });
});
