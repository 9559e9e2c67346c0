import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { campaigns } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { campaignsCanonicalPath, campaignsPageHref, parseCampaignCategory } from "./campaigns-page";
import { campaignRuleBadge, loadCampaignsPage, safeColour, safeShopPath } from "./campaigns-page.server";

let db: Db;
let close: () => Promise<void>;

const NOW = new Date("2026-05-10T09:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  const base = { description: "", link: "/kategori/x", startsAt: at(-DAY) };
  await db.insert(campaigns).values([
    { ...base, title: "Giyim iki", slug: "g2", categoryValue: "giyim", endsAt: at(2 * DAY), sortOrder: 2 },
    { ...base, title: "Giyim bir", slug: "g1", categoryValue: "giyim", endsAt: at(9 * DAY), sortOrder: 1 },
    { ...base, title: "Giyim erken biten", slug: "g0", categoryValue: "giyim", endsAt: at(HOUR), sortOrder: 2 },
    {
      ...base,
      title: "Bebek",
      slug: "b1",
      categoryValue: "bebek",
      endsAt: at(5 * HOUR),
      sortOrder: 1,
      kind: "buyXPayY",
      buyCount: 3,
      payCount: 2,
    },
    {
      ...base,
      title: "Oyuncak",
      slug: "o1",
      categoryValue: "oyuncak",
      endsAt: at(30 * DAY),
      sortOrder: 1,
      link: "https://evil.example/x",
      colorFrom: "red;background:url(x)",
    },
    { ...base, title: "Başka alan", slug: "z1", categoryValue: "ev", endsAt: at(DAY), sortOrder: 5 },
    { ...base, title: "Henüz başlamadı", slug: "n1", categoryValue: "giyim", startsAt: at(HOUR), endsAt: at(3 * DAY) },
    { ...base, title: "Dün bitti", slug: "e1", categoryValue: "giyim", endsAt: at(-DAY) },
    { ...base, title: "Bir saat önce bitti", slug: "e2", categoryValue: "oyuncak", endsAt: at(-HOUR) },
    { ...base, title: "Tam şimdi bitti", slug: "e3", categoryValue: "bebek", endsAt: at(0) },
    { ...base, title: "Dört gün önce bitti", slug: "e4", categoryValue: "giyim", endsAt: at(-4 * DAY) },
  ]);
});
afterAll(() => close?.());

describe("loadCampaignsPage", () => {
  it("lists every running campaign in sortOrder then end, never one that has not started, and counts each category", async () => {
    const page = await loadCampaignsPage(db, "all", NOW);
    expect(page.running.map((c) => c.title)).toEqual(["Bebek", "Giyim bir", "Oyuncak", "Giyim erken biten", "Giyim iki", "Başka alan"]);
    expect(page.counts).toEqual({ all: 6, giyim: 3, bebek: 1, oyuncak: 1 });
    // A campaign of no known category shows under 'Tümü' only, without a category.
    expect(page.running.find((c) => c.title === "Başka alan")?.category).toBeNull();
  });

  it("filters by category, and lists the ones ended in the last 3 days below, newest end first", async () => {
    const giyim = await loadCampaignsPage(db, "giyim", NOW);
    expect(giyim.running.map((c) => c.title)).toEqual(["Giyim bir", "Giyim erken biten", "Giyim iki"]);
    expect(giyim.ended.map((c) => c.title)).toEqual(["Dün bitti"]);
    expect(giyim.counts.all).toBe(6);
    const all = await loadCampaignsPage(db, "all", NOW);
    // One that ends exactly now has ended (a campaign runs up to, not including, its end).
    expect(all.ended.map((c) => c.title)).toEqual(["Tam şimdi bitti", "Bir saat önce bitti", "Dün bitti"]);
  });

  it("makes what a page prints safe: a link inside the shop only, hex colours only, the rule in a few words", async () => {
    const [oyuncak] = (await loadCampaignsPage(db, "oyuncak", NOW)).running;
    expect(oyuncak).toMatchObject({ link: "/kampanyalar", colorFrom: "#f97316", colorTo: "#ec4899", category: "oyuncak" });
    const [bebek] = (await loadCampaignsPage(db, "bebek", NOW)).running;
    expect(bebek).toMatchObject({ badge: "3 Al 2 Öde", percent: null, endsAt: at(5 * HOUR).toISOString() });
  });
});

describe("campaign display rules", () => {
  it("keeps only paths of the shop", () => {
    expect(safeShopPath("/kategori/pijama")).toBe("/kategori/pijama");
    expect(safeShopPath("/kategori/pijama?renk=mavi#ustte")).toBe("/kategori/pijama?renk=mavi#ustte");
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "kategori/x",
      "/kat egori",
      "/x\n",
      "",
    ]) {
      expect(safeShopPath(bad), bad).toBe("/kampanyalar");
    }
  });

  it("keeps only hex colours", () => {
    expect(safeColour("#1e3a8a", "#000")).toBe("#1e3a8a");
    expect(safeColour("#FFF", "#000")).toBe("#FFF");
    for (const bad of ["red", "#12345", "#1e3a8a;background:url(x)", "expression(alert(1))"])
      expect(safeColour(bad, "#000"), bad).toBe("#000");
  });

  it("says each rule in a few words, in TL as the shop writes money", () => {
    const rule = (over: Partial<Parameters<typeof campaignRuleBadge>[0]>) =>
      campaignRuleBadge({ kind: "percent", discountPercent: 0, amountKurus: 0, minKurus: 0, buyCount: 0, payCount: 0, ...over });
    expect(rule({ kind: "percent", discountPercent: 25 })).toBe("%25 indirim");
    expect(rule({ kind: "basketPercent", discountPercent: 30 })).toBe("Sepette %30 indirim");
    expect(rule({ kind: "amount", amountKurus: 5000 })).toBe("Üründe 50,00 TL indirim");
    expect(rule({ kind: "buyXPayY", buyCount: 3, payCount: 2 })).toBe("3 Al 2 Öde");
    expect(rule({ kind: "basketAmount", minKurus: 75_000, amountKurus: 10_000 })).toBe("750,00 TL üzerine 100,00 TL indirim");
    expect(rule({ kind: "basketAmount", amountKurus: 10_000 })).toBe("Sepette 100,00 TL indirim");
    expect(rule({ kind: "percent" })).toBeNull();
    expect(rule({ kind: "buyXPayY", buyCount: 2, payCount: 2 })).toBeNull();
  });
});

describe("the categoryValue filter", () => {
  it("reads the four values (in any case), anything else is all", () => {
    expect(parseCampaignCategory("giyim")).toBe("giyim");
    expect(parseCampaignCategory(" OYUNCAK ")).toBe("oyuncak");
    expect(parseCampaignCategory("Bebek")).toBe("bebek");
    for (const other of [null, undefined, "", "all", "ALL", "ev", "giyim'--", "<script>", "giyim,bebek"])
      expect(parseCampaignCategory(other), String(other)).toBe("all");
  });

  it("links with the query; one canonical address per choice", () => {
    expect(campaignsPageHref("all")).toBe("/kampanyalar?categoryValue=all");
    expect(campaignsPageHref("bebek")).toBe("/kampanyalar?categoryValue=bebek");
    expect(campaignsCanonicalPath("all")).toBe("/kampanyalar");
    expect(campaignsCanonicalPath("giyim")).toBe("/kampanyalar?categoryValue=giyim");
  });
});
