/**
 * SMS through Netgsm (PRODUCT.md "Going live"; docs/sms.md): a small client of Netgsm's documented
 * REST v2 API, the calls and answer codes of its official client `@netgsm/sms`
 * (github.com/netgsm/netgsm-sms-js, src/netgsm.ts and src/enums.ts):
 *   - POST {base}/sms/rest/v2/send   {msgheader, encoding, iysfilter, messages: [{msg, no}]}
 *     → {code, description, jobid}; code '00' is accepted, anything else a refusal (HTTP 406);
 *   - POST {base}/sms/rest/v2/report {jobids} → {code, jobs: [{jobid, number, status, errorCode, …}]};
 *   - GET  {base}/sms/rest/v2/inbox  ?startdate&stopdate → {code, messages: [{message, sender, receiver, datetime}]}.
 * Every call is authenticated by HTTP Basic with the account's user code and password.
 *
 * Why not the official client: its base address is fixed inside the class (no way to point it at the
 * local server the tests run), it answers errors by throwing plain objects whose shape differs per
 * call, and the three calls above are a few lines of fetch. Nothing here logs: a number or a text
 * never leaves this file except towards Netgsm, and errors name Netgsm's code, not the message.
 */
import { config } from "#app/lib/config.server";
import { istanbulClock } from "#app/lib/dates";
import { mobileDigits } from "#app/lib/phone";
import { DeliveryError, type OutgoingSms, type SendResult, type SmsTransport } from "./transport";

export type NetgsmAccount = { usercode: string; password: string; header: string; baseUrl: string };

/**
 * The longest text sent, in characters: three parts of a long Turkish-encoded SMS (Netgsm bills a
 * long message by parts of about 150 characters with encoding 'TR'). The shop's service messages are
 * far shorter; a longer text (a hostile name in a message) is cut at a word and ends with '...'.
 */
export const SMS_MAX_CHARS = 450;

/** How long one call to Netgsm may take before it counts as the server being down. */
const TIMEOUT_MS = 15_000;

/**
 * A message's delivery as Netgsm's report tells it: delivered (when the phone got it, if Netgsm says),
 * failed with the reason (`duplicate`: Netgsm dropped it as a repeat of the same text to the same
 * number, so a copy sent before it went), or still pending.
 */
export type DeliveryReport = {
  providerRef: string;
  state: "delivered" | "failed" | "pending";
  reason?: string;
  deliveredAt?: Date;
  duplicate?: boolean;
};

/** An SMS sent to the shop's number (Netgsm's inbox listing, or its push to the shop). */
export type InboundSms = { from: string; text: string; receivedAt?: Date };

/**
 * Netgsm's send answer codes (SendSmsErrorCode): which a retry cannot change (permanent) and what the
 * operator reads as the reason. Unknown codes count as temporary: the delivery job's retry limit ends them.
 */
const SEND_CODES: Record<string, { reason: string; permanent: boolean }> = {
  "20": { reason: "mesaj metni hatalı ya da çok uzun", permanent: true },
  "30": { reason: "kullanıcı kodu, şifre ya da API izni hatalı (ya da IP kısıtı)", permanent: false },
  "40": { reason: "gönderici başlığı (NETGSM_HEADER) hesapta tanımlı ya da onaylı değil", permanent: true },
  "50": { reason: "hesap İYS kontrollü gönderim yapamıyor", permanent: true },
  "51": { reason: "hesapta İYS marka bilgisi yok", permanent: true },
  "70": { reason: "istek geçersiz (numara ya da parametre hatalı)", permanent: true },
  "80": { reason: "gönderim sınırı aşıldı", permanent: false },
  "85": { reason: "aynı numaraya dakikada 20'den çok gönderim", permanent: false },
  "100": { reason: "Netgsm sistem hatası", permanent: false },
  "101": { reason: "Netgsm sistem hatası", permanent: false },
};

/** Report status codes (SmsStatus): 1 delivered, 0 waiting, the rest failed with this reason. */
const REPORT_FAILURES: Record<number, string> = {
  2: "süresi doldu, telefona ulaşmadı",
  3: "geçersiz ya da kısıtlı numara",
  4: "operatöre iletilemedi",
  11: "operatör reddetti",
  12: "iletim hatası",
  13: "yinelenen mesaj",
  14: "Netgsm bakiyesi yetersiz",
  15: "numara kara listede",
  16: "İYS reddetti (alıcının izni yok)",
  17: "İYS hatası",
};

/** A stored phone (05321234567, +90 532 …) as Netgsm wants it: 10 digits of a Turkish mobile (5321234567), else null. */
export const netgsmNumber = (phone: string): string | null => mobileDigits(phone);

/**
 * The text as it goes out: Turkish letters kept (encoding 'TR' carries ç ğ ı İ ö ş ü), a few
 * typographic characters outside the GSM alphabet replaced (one of them would turn the whole message
 * into UCS-2 and halve its length), and cut at SMS_MAX_CHARS.
 */
export function smsText(text: string): string {
  const plain = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/\u00A0/g, " ");
  const chars = Array.from(plain);
  if (chars.length <= SMS_MAX_CHARS) return plain;
  const head = chars.slice(0, SMS_MAX_CHARS - 3).join("");
  const space = head.lastIndexOf(" ");
  return `${space > SMS_MAX_CHARS / 2 ? head.slice(0, space) : head}...`;
}

/** Netgsm's date format, in Turkey's time: ddMMyyyyHHmmss. */
export function netgsmDate(at: Date): string {
  const c = istanbulClock(at);
  return `${c.day}${c.month}${c.year}${c.hour}${c.minute}${c.second}`;
}

type NetgsmAnswer = { code?: unknown; description?: unknown; jobid?: unknown; jobs?: unknown; messages?: unknown };

export class NetgsmTransport implements SmsTransport {
  private readonly authorization: string;

  constructor(
    private readonly account: NetgsmAccount,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.authorization = `Basic ${Buffer.from(`${account.usercode}:${account.password}`).toString("base64")}`;
  }

  /** Sends one SMS; its job id is the reference its delivery report is asked by. */
  async send(sms: OutgoingSms): Promise<SendResult> {
    const no = netgsmNumber(sms.to);
    if (!no) throw new DeliveryError("Netgsm: alıcı numarası bir Türkiye cep telefonu değil", true);
    const answer = await this.call("POST", "sms/rest/v2/send", {
      msgheader: this.account.header,
      encoding: "TR",
      // İYS: '11' checks a commercial message to a person against İYS; '0' is an informational one.
      iysfilter: sms.commercial ? "11" : "0",
      messages: [{ msg: smsText(sms.text), no }],
    });
    const code = String(answer.code ?? "");
    if (code === "00" && typeof answer.jobid === "string" && answer.jobid) return { providerRef: answer.jobid, reportable: true };
    if (code === "00") throw new DeliveryError("Netgsm: gönderim kabul edildi ama iş numarası dönmedi", false);
    throw refusal(code);
  }

  /**
   * What Netgsm's report says of each job id: delivered, failed (with the reason) or still pending
   * (not in the report yet, or waiting). Asked in pages of 100; Netgsm allows 10 report calls a
   * minute, so the caller asks for many at once, not one by one. A refusal (credentials, rate
   * limit, server down) throws a temporary DeliveryError: ask again later.
   */
  async fetchDeliveryReports(refs: readonly string[]): Promise<DeliveryReport[]> {
    const wanted = [...new Set(refs.filter(Boolean))];
    const reports = new Map<string, DeliveryReport>();
    for (let i = 0; i < wanted.length; i += 100) {
      const page = wanted.slice(i, i + 100);
      const answer = await this.call("POST", "sms/rest/v2/report", { jobids: page });
      const code = String(answer.code ?? "");
      if (code === "60") continue; // no records yet
      if (code !== "00") throw new DeliveryError(`Netgsm rapor ${code || "?"}: ${SEND_CODES[code]?.reason ?? "rapor alınamadı"}`, false);
      for (const job of Array.isArray(answer.jobs) ? (answer.jobs as Record<string, unknown>[]) : []) {
        const ref = String(job.jobid ?? "");
        if (!page.includes(ref)) continue;
        reports.set(ref, reportOf(ref, job));
      }
    }
    return wanted.map((ref) => reports.get(ref) ?? { providerRef: ref, state: "pending" });
  }

  /**
   * The SMS sent to the account's number between two times (Netgsm's inbox listing; without dates
   * Netgsm lists each message once). For reading 'RET' answers when the push to the shop is not set up.
   */
  async fetchInbound(range?: { from: Date; to: Date }): Promise<InboundSms[]> {
    const query = range ? `?startdate=${netgsmDate(range.from)}&stopdate=${netgsmDate(range.to)}` : "";
    const answer = await this.call("GET", `sms/rest/v2/inbox${query}`);
    const code = String(answer.code ?? "");
    if (code === "40") return []; // nothing to list
    if (code !== "00") throw new DeliveryError(`Netgsm gelen kutusu ${code || "?"}: ${SEND_CODES[code]?.reason ?? "okunamadı"}`, false);
    return (Array.isArray(answer.messages) ? (answer.messages as Record<string, unknown>[]) : []).map((m) => ({
      from: String(m.sender ?? ""),
      text: String(m.message ?? ""),
      receivedAt: parseNetgsmDate(String(m.datetime ?? "")),
    }));
  }

  /** One call (`path` under the base address, Netgsm's, not the shop's): the parsed JSON answer, or a temporary DeliveryError when Netgsm cannot be reached or answers nonsense. */
  private async call(method: "GET" | "POST", path: string, body?: unknown): Promise<NetgsmAnswer> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.account.baseUrl}/${path}`, {
        method,
        headers: { Authorization: this.authorization, Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new DeliveryError("Netgsm'e ulaşılamadı", false);
    }
    const raw = await response.text().catch(() => "");
    let answer: unknown;
    try {
      answer = JSON.parse(raw);
    } catch {
      answer = undefined;
    }
    if (answer && typeof answer === "object" && !Array.isArray(answer) && "code" in answer) return answer as NetgsmAnswer;
    // 401/403 without a JSON code: the credentials, which the operator fixes; anything else: the server.
    if (response.status === 401 || response.status === 403) throw refusal("30");
    throw new DeliveryError(`Netgsm beklenmeyen yanıt verdi (HTTP ${response.status})`, false);
  }
}

/** The transport of the configured account (NETGSM_*), or undefined when the shop has none. */
export function configuredNetgsm(): NetgsmTransport | undefined {
  return config.netgsm ? new NetgsmTransport(config.netgsm) : undefined;
}

function refusal(code: string): DeliveryError {
  const known = SEND_CODES[code];
  return new DeliveryError(`Netgsm ${code || "?"}: ${known?.reason ?? "bilinmeyen hata"}`, known?.permanent ?? false);
}

/** Status 13: the same text to the same number again, dropped by Netgsm. */
const DUPLICATE_STATUS = 13;

function reportOf(providerRef: string, job: Record<string, unknown>): DeliveryReport {
  const status = Number(job.status);
  if (status === 1) {
    const deliveredAt = parseNetgsmDate(String(job.deliveredDate ?? ""));
    return deliveredAt ? { providerRef, state: "delivered", deliveredAt } : { providerRef, state: "delivered" };
  }
  const reason = REPORT_FAILURES[status];
  if (!reason) return { providerRef, state: "pending" };
  const errorCode = job.errorCode;
  const detail =
    errorCode !== undefined && errorCode !== null && String(errorCode) !== "" && String(errorCode) !== "0"
      ? ` (hata ${String(errorCode)})`
      : "";
  return {
    providerRef,
    state: "failed",
    reason: `Netgsm durum ${status}: ${reason}${detail}`,
    ...(status === DUPLICATE_STATUS ? { duplicate: true } : {}),
  };
}

/** Netgsm's ddMMyyyyHHmmss, 'dd.MM.yyyy HH:mm(:ss)' or 'yyyy-MM-dd HH:mm(:ss)', in Turkey's time (+03:00); undefined when none. */
export function parseNetgsmDate(raw: string): Date | undefined {
  let m = /^(\d{2})(\d{2})(\d{4})(\d{2})(\d{2})(\d{2})$/.exec(raw);
  if (m) return new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6]}+03:00`);
  m = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(raw);
  if (m) return new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6] ?? "00"}+03:00`);
  m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(raw);
  if (m) return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? "00"}+03:00`);
  return undefined;
}
