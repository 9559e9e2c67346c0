/**
 * A local stand-in for Netgsm's REST v2 API (node:http on 127.0.0.1), answering as Netgsm's
 * documentation and its official client (`@netgsm/sms`: src/netgsm.ts, src/enums.ts) describe:
 *   - POST /sms/rest/v2/send   Basic auth; {msgheader, encoding, iysfilter, messages: [{msg, no}]}
 *     → 200 {code: '00', description, jobid}; refusals → 406 {code, description}:
 *     30 wrong credentials, 40 a sender title not on the account, 70 a malformed number;
 *   - POST /sms/rest/v2/report {jobids} → {code: '00', jobs: [{jobid, number, status, …}]}, or 60 none;
 *   - GET  /sms/rest/v2/inbox  → {code: '00', messages: [{message, sender, receiver, datetime}]}, or 40 none
 *     (each message listed once, as Netgsm does without dates).
 * `failNext(code)` makes the next calls answer a refusal (80 rate limit, 100 system error), and
 * `down()` closes connections without an answer. Every request is kept for the test to read.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type NetgsmRequest = { method: string; path: string; authorization: string; body: Record<string, unknown> | null };
export type NetgsmJob = { jobid: string; number: string; msg: string; header: string; encoding: string; iysfilter: string; status: number };

export type FakeNetgsm = {
  baseUrl: string;
  usercode: string;
  password: string;
  header: string;
  requests: NetgsmRequest[];
  jobs: Map<string, NetgsmJob>;
  /** Numbers Netgsm takes but the operator refuses: their report says status 3 (invalid number). */
  invalidNumbers: Set<string>;
  /** The next `times` calls answer this code (406) instead of their usual answer. */
  failNext: (code: string, times?: number) => void;
  /** Until up(): every connection is closed without an answer (the server down). */
  down: () => void;
  up: () => void;
  /** An SMS to the account's number, listed by the next inbox call. */
  receive: (sender: string, message: string, datetime?: string) => void;
  close: () => Promise<void>;
};

const DESCRIPTIONS: Record<string, string> = {
  "00": "Success",
  "30": "Invalid username, password or no API access",
  "40": "Message header (sender name) is not defined in the system",
  "60": "No records",
  "70": "Invalid query",
  "80": "Sending rate limit exceeded",
  "100": "System error",
};

export async function startFakeNetgsm(account: { usercode?: string; password?: string; header?: string } = {}): Promise<FakeNetgsm> {
  const usercode = account.usercode ?? "8503001122";
  const password = account.password ?? "Gizli-Parola-1";
  const header = account.header ?? "MINIKDUNYA";
  const expectedAuth = `Basic ${Buffer.from(`${usercode}:${password}`).toString("base64")}`;
  const requests: NetgsmRequest[] = [];
  const jobs = new Map<string, NetgsmJob>();
  const invalidNumbers = new Set<string>();
  const inbox: { message: string; sender: string; receiver: string; datetime: string }[] = [];
  let failures: { code: string; times: number } | null = null;
  let isDown = false;
  let nextJob = 17_000_000;

  const server = http.createServer((req, res) => {
    if (isDown) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://netgsm.test");
      let body: Record<string, unknown> | null;
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      requests.push({ method: req.method ?? "", path: url.pathname + url.search, authorization: req.headers.authorization ?? "", body });
      const answer = (status: number, data: Record<string, unknown>) => {
        res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(data));
      };
      const refuse = (code: string) => answer(406, { code, description: DESCRIPTIONS[code] ?? "Error" });
      if (req.headers.authorization !== expectedAuth) return refuse("30");
      if (failures && failures.times > 0) {
        failures.times -= 1;
        return refuse(failures.code);
      }
      if (req.method === "POST" && url.pathname === "/sms/rest/v2/send") {
        if (!body || body.msgheader !== header) return refuse("40");
        const messages = Array.isArray(body.messages) ? (body.messages as { msg?: unknown; no?: unknown }[]) : [];
        if (messages.length === 0 || messages.some((m) => typeof m.msg !== "string" || !/^[0-9]{10}$/.test(String(m.no))))
          return refuse("70");
        const jobid = String(nextJob++);
        for (const m of messages) {
          const number = String(m.no);
          jobs.set(jobid, {
            jobid,
            number,
            msg: String(m.msg),
            header: String(body.msgheader),
            encoding: String(body.encoding ?? ""),
            iysfilter: String(body.iysfilter ?? ""),
            status: invalidNumbers.has(number) ? 3 : 1,
          });
        }
        return answer(200, { code: "00", description: "Success", jobid });
      }
      if (req.method === "POST" && url.pathname === "/sms/rest/v2/report") {
        const ids = Array.isArray(body?.jobids) ? (body.jobids as unknown[]).map(String) : [];
        const found = ids.map((id) => jobs.get(id)).filter((j): j is NetgsmJob => !!j);
        if (found.length === 0) return refuse("60");
        return answer(200, {
          code: "00",
          description: "Success",
          jobs: found.map((j) => ({
            jobid: j.jobid,
            number: `90${j.number}`,
            status: j.status,
            operator: 30,
            msglen: Array.from(j.msg).length,
            deliveredDate: j.status === 1 ? "29.11.2026 14:00:00" : "",
            errorCode: j.status === 1 ? 0 : 102,
          })),
        });
      }
      if (req.method === "GET" && url.pathname === "/sms/rest/v2/inbox") {
        if (inbox.length === 0) return answer(406, { code: "40", description: "No messages" });
        return answer(200, { code: "00", description: "Success", messages: inbox.splice(0) });
      }
      answer(404, { code: "70", description: "Invalid query" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    usercode,
    password,
    header,
    requests,
    jobs,
    invalidNumbers,
    failNext: (code, times = 1) => {
      failures = { code, times };
    },
    down: () => {
      isDown = true;
    },
    up: () => {
      isDown = false;
    },
    receive: (sender, message, datetime = "29112026140000") => {
      inbox.push({ message, sender, receiver: "8503001122", datetime });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
