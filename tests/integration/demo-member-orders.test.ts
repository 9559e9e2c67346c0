/**
 * The demo member's showcase orders as a newcomer meets them, over real HTTP (Siparişlerim's panel
 * via `?hash=`, Joker Puanlarım, the return page): each line links to its product's own page; the
 * gift card order reads as e-mailed, not as a parcel; the store sale reads 'Mağaza Alışverişi', not
 * a pickup; 'İade Talebi' is offered only within the return window (and the server refuses after
 * it); the points an order says were earned are in the ledger.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { visitor } from "../support/visitor";

const DEMO = { email: "uye@example.com", password: "Deneme123" };
const PAGE = "/kullanici/siparislerim";

type Opened = { hash: string; number: string; listText: string; html: string; text: string };

/** Visible text of server HTML: tags and React's text separators gone, spaces squeezed. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
/** The order panel's part of the page (the list beside it names other orders; the footer names services). */
const panelOf = (html: string) => html.slice(html.indexOf('id="detay"'), html.indexOf("<footer"));

let member: ReturnType<typeof visitor>;
const opened: Opened[] = [];

beforeAll(async () => {
  member = visitor();
  expect(await member.login(DEMO.email, DEMO.password)).toMatchObject({ success: true });
  for (let page = 1; page <= 5; page++) {
    const { html } = await member.page(`${PAGE}?sayfa=${page}`);
    const list = html.slice(html.indexOf('aria-label="Siparişlerim"'), html.indexOf('id="detay"'));
    for (const [, hash] of list.matchAll(/[?&]hash=([A-Za-z0-9_-]{16,})"/g)) {
      if (opened.some((o) => o.hash === hash)) continue;
      const at = list.indexOf(`hash=${hash}"`);
      const item = list.slice(list.lastIndexOf("<li", at), list.indexOf("</li>", at));
      const panel = panelOf((await member.page(`${PAGE}?hash=${hash}`)).html);
      const number = /Sipariş No: (?:<!-- -->)?<span[^>]*>(\d+)</.exec(panel)?.[1] ?? "";
      opened.push({ hash, number, listText: textOf(item), html: panel, text: textOf(panel) });
    }
    if (!html.includes('rel="next"')) break;
  }
}, 120_000);

describe("the demo member's showcase orders", () => {
  it("link each line to its product's own page, never /urun/demo-N", () => {
    expect(opened.length).toBeGreaterThanOrEqual(10);
    const links = opened.flatMap((o) => [...o.html.matchAll(/href="(\/urun\/[^"#]*)/g)].map((m) => m[1]));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link).toMatch(/^\/urun\/[a-z0-9-]+-\d+$/);
    expect(links.filter((l) => /^\/urun\/demo-\d+$/.test(l))).toEqual([]);
  });

  it("show the gift card order as e-mailed to the member's address, with no parcel, carrier or tracking", () => {
    const gift = opened.find((o) => o.text.includes("Hediye Kartı 250 TL"));
    expect(gift, "the gift card order").toBeDefined();
    expect(gift!.text).toContain("E-posta ile gönderildi");
    expect(gift!.text).toContain(DEMO.email);
    expect(gift!.listText).toContain("E-posta ile Teslim");
    for (const parcel of ["Kargo Takibi", "Takip no", "Kargoya Verildi", "Kargo firması", "Adrese Teslim", "Kargo "])
      expect(gift!.text).not.toContain(parcel);
    // Its codes went out: nothing left to cancel.
    expect(gift!.text).not.toContain("Siparişi İptal Et");
    expect(gift!.html).not.toContain('aria-label="Sipariş durumu"');
    expect(gift!.html).toContain('href="/hediye-kart-islemleri"');
  });

  it("show the store sale as 'Mağaza Alışverişi', not as a pickup", () => {
    const sale = opened.find((o) => o.listText.includes("Mağaza Alışverişi"));
    expect(sale, "the store sale").toBeDefined();
    expect(sale!.text).toContain("Mağaza Alışverişi");
    expect(sale!.text).not.toMatch(/Mağazadan Teslim|Mağazadan teslim/);
    expect(sale!.text).not.toContain("Kargoya Verildi");
  });

  it("offer 'İade Talebi' only within the return window, and the server refuses a return after it", async () => {
    const states: Record<string, Opened[]> = {};
    for (const o of opened) {
      const { status, html } = await member.page(`${PAGE}/iade/detay/${o.hash}`);
      expect(status).toBe(200);
      (states[/data-window="(\w+)"/.exec(html)?.[1] ?? "none"] ??= []).push(o);
    }
    expect(states.expired?.length, "an order delivered a month ago").toBeGreaterThan(0);
    expect(states.open?.length, "an order delivered days ago").toBeGreaterThan(0);
    const offered = (o: Opened) => /<a[^>]*href="\/kullanici\/siparislerim\/iade\/detay\/[^"]*"[^>]*>İade Talebi</.test(o.html);
    for (const o of states.expired) expect(offered(o), o.number).toBe(false);
    for (const o of states.open) expect(offered(o), o.number).toBe(true);
    for (const o of [...(states.notDelivered ?? []), ...(states.unavailable ?? [])]) expect(offered(o), o.number).toBe(false);

    const late = states.expired[0];
    const lineId = /name="quantity_(\d+)"/.exec((await member.page(`${PAGE}/iade/detay/${late.hash}`)).html)?.[1] ?? "1";
    const refused = await member.send(`${PAGE}/iade/detay/${late.hash}`, {
      method: "POST",
      body: { [`quantity_${lineId}`]: "1", [`reason_${lineId}`]: "Vazgeçtim" },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { reason: string }).reason).toContain("Cayma hakkı süresi doldu");
  });

  it("have the Joker points they say were earned in Joker Puanlarım", async () => {
    const earning = opened
      .map((o) => ({ number: o.number, points: Number(/Bu siparişten (\d+) Joker puan kazandınız/.exec(o.text)?.[1] ?? 0) }))
      .filter((e) => e.points > 0);
    expect(earning.length).toBeGreaterThanOrEqual(5);
    const { html } = await member.page("/kullanici/joker-puanlarim");
    const ledger = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]));
    for (const e of earning) {
      const row = ledger.find((r) => r.includes(`Sipariş ${e.number}`) && r.includes("Kazanılan"));
      expect(row, `the ledger row of order ${e.number}`).toBeDefined();
      expect(row).toContain(`+${e.points} puan`);
    }
    // The balance is what the ledger adds up to (it lists the latest movements: all of the demo's).
    const balance = Number(/data-testid="joker-balance"[^>]*>(\d+)/.exec(html.replace(/<!-- -->/g, ""))?.[1]);
    const sum = ledger.reduce((total, r) => {
      const m = /([+−])(\d+) puan/.exec(r);
      return m ? total + (m[1] === "+" ? 1 : -1) * Number(m[2]) : total;
    }, 0);
    expect(balance).toBe(sum);
  });
});
