/**
 * The back office's panel (/yonetim) over real HTTP: the dashboard drawn on the
 * server (figures, the orders by where they stand, the two charts as SVG with a bar a day, best
 * sellers, low stock), each part shown only to the roles it belongs to, and a store manager's
 * figures limited to their store.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "#app/domain/back-office/dashboard";
import { backOfficeJson, demoManager, verifiedManager, type Visitor } from "../support/back-office";

let owner: Visitor;
let catalogue: Visitor;
let store: Visitor;
let orders: Visitor;

beforeAll(async () => {
  [owner, catalogue, store, orders] = await Promise.all([
    verifiedManager(demoManager("owner")),
    verifiedManager(demoManager("catalogue")),
    verifiedManager(demoManager("store")),
    verifiedManager(demoManager("orders")),
  ]);
});

const panel = async (v: Visitor) => {
  const response = await v.send("/yonetim", { accept: "text/html" });
  expect(response.status).toBe(200);
  return response.text();
};

describe("/yonetim dashboard", () => {
  it("draws every part on the server for an owner: figures, orders, the charts as SVG, best sellers, low stock", async () => {
    const html = await panel(owner);
    for (const text of [
      "Bugünkü satış",
      "Bu ayki satış",
      "Onay bekleyen yorum",
      "Açık iade talebi",
      "Tükenen varyant",
      "Havale bekleyen",
      "Hazırlanacak",
      "Kargoda",
      "Son 30 günün satışları",
      "Ödeme tiplerine göre",
      "En çok satan 10 ürün",
      "Stoku azalanlar",
      "Tablo olarak göster",
    ]) {
      expect(html, text).toContain(text);
    }
    // The daily chart is there before any script runs: an SVG with a bar (rect) for each of the 30 days.
    const chart = html.slice(html.indexOf("Son 30 günün satışları"));
    const svg = /<svg[^>]*viewBox="0 0 640 \d+"[\s\S]*?<\/svg>/.exec(chart)?.[0] ?? "";
    expect((svg.match(/<rect/g) ?? []).length).toBeGreaterThanOrEqual(30);
    // The demo's orders are there: the owner's figures name the payment types of the demo member's past orders.
    const { status, body } = await backOfficeJson<{ dashboard: Dashboard }>(owner, "/yonetim");
    expect(status).toBe(200);
    const d = body.dashboard;
    expect(d.sales!.perDay).toHaveLength(30);
    expect(d.sales!.byStatus.reduce((s, b) => s + b.count, 0)).toBeGreaterThan(0);
    expect(d.stock!.lowStock.every((v) => v.stock >= 1 && v.stock <= 5)).toBe(true);
    expect(d.waitingComments).toBeGreaterThanOrEqual(0);
  });

  it("shows each role its own parts: catalogue sees stock and best sellers, no sales; orders sees sales, no stock", async () => {
    const cat = (await backOfficeJson<{ dashboard: Dashboard }>(catalogue, "/yonetim")).body.dashboard;
    expect(cat.sales).toBeNull();
    expect(cat.stock).not.toBeNull();
    expect(cat.bestSellers).not.toBeNull();
    expect(cat.waitingComments).not.toBeNull();
    const catHtml = await panel(catalogue);
    expect(catHtml).not.toContain("Bugünkü satış");
    expect(catHtml).toContain("Stoku azalanlar");

    const ord = (await backOfficeJson<{ dashboard: Dashboard }>(orders, "/yonetim")).body.dashboard;
    expect(ord.sales).not.toBeNull();
    expect(ord.stock).toBeNull();
    expect(ord.waitingComments).toBeNull();
    expect(await panel(orders)).not.toContain("Stoku azalanlar");
  });

  it("limits a store manager's figures to their store", async () => {
    const all = (await backOfficeJson<{ dashboard: Dashboard }>(owner, "/yonetim")).body.dashboard;
    const mine = (await backOfficeJson<{ dashboard: Dashboard }>(store, "/yonetim")).body.dashboard;
    expect(mine.stock).toBeNull();
    const count = (d: Dashboard) => d.sales!.byStatus.reduce((s, b) => s + b.count, 0);
    expect(count(mine)).toBeLessThan(count(all));
  });
});
