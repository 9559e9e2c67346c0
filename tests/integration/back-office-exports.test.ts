/**
 * The back office's file exports over real HTTP, under one rule: the orders' CSV
 * (/yonetim/siparisler/disa-aktar) and a club event's registrations (/yonetim/kulup/{id}/disa-aktar)
 * are handed out only to a download the manager asked for, from the shop's own pages or the
 * address bar; a prefetch and another site's request are refused (403) and leave no audit row; each
 * download leaves exactly one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { auditRows, backOfficeJson, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { request } from "../support/http";

let owner: Visitor;
let eventId: number;

beforeAll(async () => {
  owner = await verifiedManager(demoManager("owner"));
  const { body } = await backOfficeJson<{ upcoming: { id: number }[]; past: { id: number }[] }>(owner, "/yonetim/kulup");
  eventId = [...body.upcoming, ...body.past][0]?.id;
  expect(eventId, "a demo club event").toBeTruthy();
}, 120_000);

const EXPORTS = [
  {
    name: "the orders' CSV",
    path: () => "/yonetim/siparisler/disa-aktar?odeme=moneyOrder",
    audit: () => "islem=order.export&tur=order",
    action: "order.export",
    type: "text/csv; charset=utf-8",
    extension: "csv",
  },
  {
    name: "a club event's registrations",
    path: () => `/yonetim/kulup/${eventId}/disa-aktar`,
    audit: () => `islem=club.event.export&tur=clubEvent&kayit=${eventId}`,
    action: "club.event.export",
    type: "text/csv; charset=utf-8",
    extension: "csv",
  },
  {
    name: "the consents for İYS",
    path: () => "/yonetim/uyeler/iys-izinleri?baslangic=2020-01-01",
    audit: () => "islem=consent.export&tur=consent",
    action: "consent.export",
    type: "application/json; charset=utf-8",
    extension: "json",
  },
];

/** The export as a browser asks for it, with these fetch metadata headers. */
const download = (path: string, headers: Record<string, string>) =>
  request(path, { headers: { Accept: "text/html,*/*", Cookie: owner.managerCookieHeader(), "X-Forwarded-For": owner.ip, ...headers } });

describe.each(EXPORTS)("$name", ({ path, audit, action, type, extension }) => {
  const newest = async () => (await auditRows(owner, audit()))[0]?.id ?? 0;

  it("refuses a prefetch and another site's request, and writes no audit row for them", async () => {
    const before = await newest();
    const refused: Record<string, string>[] = [
      { "Sec-Purpose": "prefetch", "Sec-Fetch-Site": "same-origin" },
      { Purpose: "prefetch" },
      { "Sec-Purpose": "prefetch;prerender", "Sec-Fetch-Site": "same-origin" },
      { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "https://evil.example" },
    ];
    for (const headers of refused) {
      const answer = await download(path(), headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers.get("content-disposition"), JSON.stringify(headers)).toBeNull();
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await newest()).toBe(before);
  });

  it("hands out the file asked for from the shop's pages, or typed in, with one audit row per download", async () => {
    const asked: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" },
      { "Sec-Fetch-Site": "none" },
    ];
    for (const headers of asked) {
      const before = await newest();
      const file = await download(path(), headers);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(type);
      expect(file.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="[a-z0-9-]+\\.${extension}"$`));
      await file.arrayBuffer();
      const rows = (await auditRows(owner, audit())).filter((r) => r.id > before);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action, managerName: demoManager("owner").name });
    }
  });
});

describe("the orders' CSV audit row", () => {
  it("says which filters the file was made with", async () => {
    const file = await download("/yonetim/siparisler/disa-aktar?durum=cancelled&odeme=moneyOrder", { "Sec-Fetch-Site": "same-origin" });
    expect(file.status).toBe(200);
    await file.arrayBuffer();
    const [row] = await auditRows(owner, "islem=order.export&tur=order");
    expect(row.summary).toMatch(/^Siparişler CSV olarak indirildi/);
    expect(row.changes).toEqual([expect.objectContaining({ field: "filters", after: "durum=cancelled&odeme=moneyOrder" })]);
  });
});
