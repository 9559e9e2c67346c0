/**
 * Comments and their moderation over real HTTP (spec sections 5, 7, 8):
 *   - POST /urun/yorum/{catalogId}: a guest hears the login message; the spec's messages for a
 *     missing rating or text; a member's comment is stored waiting, and the product page does not
 *     show it; GET tells the member their locked rating, and nobody else;
 *   - /yonetim/yorumlar (the back office's own login): a guest and a member get 403 with
 *     the way to /yonetim/giris, a manager without the SMS code goes to /yonetim/dogrulama (and a
 *     POST from them decides nothing); with the code the catalogue team's manager approves, the
 *     audit log holds one row for it, and the product page then shows the comment, its HTML as
 *     text, and the higher count.
 */
import { describe, expect, it } from "vitest";
import { LOGIN_REQUIRED } from "#app/lib/messages";
import { BACK_OFFICE_LOGIN_REQUIRED } from "#app/domain/back-office/back-office.messages";
import { auditRows, backOfficeJson, demoManager, postLogin, verifiedManager } from "../support/back-office";
import { newMember, stamp, visitor } from "../support/visitor";
import { getJson, request } from "../support/http";

type Item = { catalog_id: number; url: string; type: string };
const someProduct = async (skip: number) => {
  const { body } = await getJson<{ items: Item[] }>("/arama/ajax/urunler?category=ev");
  return body.items.filter((i) => i.type !== "teshir")[skip];
};

/** The catalogue team's demo manager: comments are theirs to decide. */
const MANAGER = demoManager("catalogue");

describe("comments", () => {
  it("takes a member's comment waiting, with the spec's messages, and shows it only after a manager approves it", async () => {
    const item = await someProduct(2);
    const guest = visitor();
    expect(await guest.post(`/urun/yorum/${item.catalog_id}`, { rating: "5", description: "Harika" })).toMatchObject({
      status: 401,
      answer: { success: false, reason: LOGIN_REQUIRED },
    });
    expect(await (await guest.send(`/urun/yorum/${item.catalog_id}`)).json()).toEqual({ success: true, isLoggedIn: false, rating: null });

    const { v: member } = await newMember();
    expect(await member.post(`/urun/yorum/${item.catalog_id}`, { description: "Harika" })).toMatchObject({
      status: 422,
      answer: { success: false, reason: 'Lütfen geçerli bir "Oy" verin!', field: "rating" },
    });
    expect(await member.post(`/urun/yorum/${item.catalog_id}`, { rating: "5", description: " " })).toMatchObject({
      status: 422,
      answer: { reason: 'Lütfen geçerli bir "Yorum" girin!', field: "description" },
    });
    const text = `<img src=x onerror=alert(1)> Çok güzel ${stamp()}`;
    expect(await member.post(`/urun/yorum/${item.catalog_id}`, { rating: "5", description: text, showUser: "1" }, true)).toMatchObject({
      status: 200,
      answer: { success: true },
    });
    expect(await (await member.send(`/urun/yorum/${item.catalog_id}`)).json()).toEqual({ success: true, isLoggedIn: true, rating: 5 });
    // Someone else does not see it.
    const { v: other } = await newMember();
    expect(await (await other.send(`/urun/yorum/${item.catalog_id}`)).json()).toEqual({ success: true, isLoggedIn: true, rating: null });
    const before = await guest.page(item.url);
    expect(before.html).not.toContain("Çok güzel");
    const countBefore = Number(/Değerlendirmeler \((\d+)\)/.exec(before.html)![1]);

    // The back office: guests and members (signed in to the shop) are refused, with the way to its login.
    for (const v of [guest, member]) {
      const refused = await v.page("/yonetim/yorumlar");
      expect(refused.status).toBe(403);
      expect(refused.html).toContain(BACK_OFFICE_LOGIN_REQUIRED);
      expect(refused.html).toContain('href="/yonetim/giris?redirectUrl=%2Fyonetim%2Fyorumlar"');
      expect((await v.send("/yonetim/yorumlar", { method: "POST", body: { intent: "approve", ids: "1" }, form: true })).status).toBe(403);
    }
    // A manager without the code is sent for it, and cannot decide.
    const half = visitor();
    expect((await postLogin(half, MANAGER)).status).toBe(302);
    expect((await half.page("/yonetim/yorumlar")).location).toBe("/yonetim/dogrulama?redirectUrl=%2Fyonetim%2Fyorumlar");
    const wrong = await half.send("/yonetim/dogrulama", {
      method: "POST",
      body: { intent: "verify", code: "0000" },
      form: true,
      accept: "text/html",
    });
    expect(wrong.status).toBe(400);

    // The code the login sent is still the one to type.
    const manager = await verifiedManager(MANAGER);
    const queue = await manager.page("/yonetim/yorumlar?sayfa=999");
    expect(queue.status).toBe(200);
    // The text is shown as text in the back office too.
    expect(queue.html).toContain("&lt;img src=x onerror=alert(1)&gt; Çok güzel");
    // The tick box in the list item with this comment (the newest: on the queue's last page).
    const entry = queue.html.split("<li").find((li) => li.includes(text.split("> ")[1]))!;
    const mine = /<input[^>]*type="checkbox"[^>]*value="(\d+)"/.exec(entry)![1];
    expect((await half.send("/yonetim/yorumlar", { method: "POST", body: { intent: "approve", ids: mine }, form: true })).status).toBe(302);
    const decided = await manager.send("/yonetim/yorumlar", { method: "POST", body: { intent: "approve", ids: mine }, form: true });
    expect(await decided.json()).toEqual({ done: "1 yorum onaylandı.", error: "" });
    const again = await manager.send("/yonetim/yorumlar", { method: "POST", body: { intent: "reject", ids: mine }, form: true });
    expect(await again.json()).toEqual({ done: "0 yorum reddedildi.", error: "" });
    // Exactly one audit row for the approval (the second click changed nothing), as the owner reads the log.
    const owner = await verifiedManager(demoManager("owner"));
    const rows = await auditRows(owner, `tur=comment&kayit=${mine}`);
    expect(rows.map((r) => ({ action: r.action, who: r.managerName, changes: r.changes }))).toEqual([
      {
        action: "comment.approve",
        who: MANAGER.name,
        changes: [{ field: "status", label: "Durum", before: "Bekliyor", after: "Onaylandı" }],
      },
    ]);

    // Pages are kept a few seconds: the new copy shows the comment, escaped, and the count.
    let after = "";
    for (let i = 0; i < 20 && !after.includes("Çok güzel"); i++) {
      await new Promise((r) => setTimeout(r, 1000));
      after = (await visitor().page(item.url)).html;
    }
    expect(after).toContain("&lt;img src=x onerror=alert(1)&gt; Çok güzel");
    expect(after).not.toContain("<img src=x");
    expect(Number(/Değerlendirmeler \((\d+)\)/.exec(after)![1])).toBe(countBefore + 1);
  }, 60_000);

  it("keeps every decision in a paged history, newest first, with who decided what and when; the page has 'Tümünü seç'", async () => {
    type Review = { id: number; body: string; status: string; reviewedBy: string | null; reviewedAt: string | null };
    type ReviewPage = { items: Review[]; total: number; page: number; pageCount: number };
    type Queue = { waiting: ReviewPage; history: ReviewPage };
    const item = await someProduct(3);
    const mark = stamp();
    // Three members write eight comments each (a member may write ten a day).
    for (let m = 0; m < 3; m++) {
      const { v } = await newMember();
      for (let i = 0; i < 8; i++)
        expect((await v.post(`/urun/yorum/${item.catalog_id}`, { rating: "4", description: `Geçmiş ${mark} ${m}-${i}` })).status).toBe(200);
    }
    const manager = await verifiedManager(MANAGER);
    const mineIn = (page: ReviewPage) => page.items.filter((c) => c.body.startsWith(`Geçmiş ${mark} `));
    const queue = await backOfficeJson<Queue>(manager, "/yonetim/yorumlar?sayfa=999");
    expect(queue.status).toBe(200);
    const written = mineIn(queue.body.waiting).map((c) => c.id);
    expect(written).toHaveLength(24);
    // One is left waiting, so the queue (and its 'Tümünü seç') is on the page below.
    const [approved, rejected] = [written.slice(0, 12), written.slice(12, 23)];
    // Many ticked at once: the form sends `ids` once per comment.
    const decide = (intent: string, ids: number[]) =>
      request("/yonetim/yorumlar", {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: manager.managerCookieHeader(),
          "X-Forwarded-For": manager.ip,
        },
        body: new URLSearchParams([["intent", intent], ...ids.map((id) => ["ids", String(id)])]).toString(),
      });
    expect(await (await decide("approve", approved)).json()).toEqual({ done: "12 yorum onaylandı.", error: "" });
    expect(await (await decide("reject", rejected)).json()).toEqual({ done: "11 yorum reddedildi.", error: "" });

    const first = (await backOfficeJson<Queue>(manager, "/yonetim/yorumlar")).body.history;
    expect(first.page).toBe(1);
    expect(first.total).toBeGreaterThanOrEqual(23);
    expect(first.pageCount).toBe(Math.ceil(first.total / 20));
    expect(first.items).toHaveLength(20);
    // Newest first: the eleven rejected, then nine of the approved; who decided, and when.
    expect(
      first.items
        .slice(0, 11)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...rejected].sort());
    expect(first.items.slice(11).every((c) => approved.includes(c.id))).toBe(true);
    for (const c of first.items) expect(c).toMatchObject({ reviewedBy: MANAGER.name, reviewedAt: expect.stringMatching(/^\d{4}-/) });
    expect(first.items.slice(0, 11).every((c) => c.status === "rejected")).toBe(true);
    expect(first.items.slice(11).every((c) => c.status === "approved")).toBe(true);
    const times = first.items.map((c) => c.reviewedAt!);
    expect(times).toEqual([...times].sort().reverse());
    // The next page goes on where the first stopped; the queue's page is its own.
    const second = (await backOfficeJson<Queue>(manager, "/yonetim/yorumlar?gecmis=2&sayfa=1")).body.history;
    expect(second.page).toBe(2);
    expect(
      second.items
        .slice(0, 3)
        .map((c) => c.id)
        .sort(),
    ).toEqual(approved.filter((id) => !first.items.some((c) => c.id === id)).sort());
    expect((await backOfficeJson<Queue>(manager, "/yonetim/yorumlar?gecmis=99999")).body.history.page).toBe(first.pageCount);

    // The page: the history's heading and pages, and 'Tümünü seç' above the queue.
    // (React's text separators left out; a failed match names the part, not the whole page.)
    const html = (await manager.page("/yonetim/yorumlar")).html.replaceAll("<!-- -->", "");
    expect(/<h2[^>]*>Karar geçmişi \(\d+\)<\/h2>/.test(html), "the history's heading").toBe(true);
    expect(
      /<nav aria-label="Karar geçmişi sayfaları"[^>]*>[\s\S]*?href="\/yonetim\/yorumlar\?gecmis=2#karar-gecmisi"/.test(html),
      "the history's next page",
    ).toBe(true);
    expect(/<label[^>]*><input[^>]*type="checkbox"[^>]*\/>Tümünü seç<\/label>/.test(html), "'Tümünü seç'").toBe(true);
  }, 120_000);
});
