/**
 * The campaigns page over real HTTP (spec sections 2, 3, 4, 5), on a shop of
 * its own whose campaigns end at chosen times (tests/support/campaigns.ts):
 *   - /kampanyalar?categoryValue= lists the running campaigns of that category only (missing or
 *     unknown: all), never one not yet started, the ones ended in the last 3 days below them;
 *   - the server's HTML already holds each countdown's text by spec section 4: the end date beyond
 *     3 days, 'Son 3 Gün', 'Son 2 Gün' (2 days, and 1 day plus hours), hh:mm:ss under that,
 *     'Kampanya Sona Erdi' once ended;
 *   - links and colours from the database are printed only when safe; title, canonical, sitemap;
 *   - POST /kampanyalar (the Gülümseten Fırsat form, JSON or a plain form post): the spec's two
 *     messages word for word, other schemes than http(s) refused, a good request stored (checked
 *     in the database once the shop is stopped), a limit per client address, cross-site posts
 *     refused, and neither the phone nor the link in the server's log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TR_DATE } from "#app/lib/dates";
import { DAY, HOUR, startShopWithCampaigns } from "../support/campaigns";
import { request, useShop } from "../support/http";
import { withStorageSql } from "../support/server";
import { newMember, visitor, type Answer } from "../support/visitor";

const PAGE = "/kampanyalar";
const PHONE_REQUIRED = "Lütfen Telefon Numaranızı Giriniz";
const LINK_REQUIRED = "Lütfen İlgili Ürüne Ait Linki Giriniz.";
const LINK_INVALID = "Lütfen geçerli bir ürün linki giriniz, örneğin https://www.ornek.com/urun";
const SENT = "Talebiniz bize ulaştı, teşekkür ederiz! Ürünü inceleyip en kısa sürede sizi arayacağız.";
const LIMITED = /^Kısa süre içinde çok fazla talep gönderildi\. Lütfen \d+ dakika sonra tekrar deneyin\.$/;

const TEN_DAYS = 10 * DAY + 12 * HOUR;
const TWELVE_HOURS = 12 * HOUR;

type Shop = Awaited<ReturnType<typeof startShopWithCampaigns>>;
type SmileAnswer = Answer & { values: { smilePhone: string; smileLink: string } };
let shop: Shop;

beforeAll(async () => {
  shop = await startShopWithCampaigns([
    { title: "Oyuncak On Gün", categoryValue: "oyuncak", endsIn: TEN_DAYS },
    { title: "Oyuncak Üç Gün", categoryValue: "oyuncak", endsIn: 3 * DAY + 12 * HOUR, kind: "basketPercent", discountPercent: 30 },
    { title: "Oyuncak İki Gün", categoryValue: "oyuncak", endsIn: 2 * DAY + 12 * HOUR },
    { title: "Oyuncak Bir Gün Artı Saatler", categoryValue: "oyuncak", endsIn: DAY + 12 * HOUR },
    { title: "Oyuncak Son Saatler", categoryValue: "oyuncak", endsIn: TWELVE_HOURS },
    { title: "Oyuncak Dün Bitti", categoryValue: "oyuncak", endsIn: -HOUR },
    { title: "Oyuncak Çoktan Bitti", categoryValue: "oyuncak", endsIn: -5 * DAY },
    { title: "Oyuncak Yarın Başlıyor", categoryValue: "oyuncak", startsIn: DAY, endsIn: 5 * DAY },
    { title: "Giyim Kış Fırsatı", categoryValue: "giyim", endsIn: 5 * DAY },
    { title: "Giyim Başka Siteye", categoryValue: "giyim", endsIn: 5 * DAY, link: "//evil.example/kampanya" },
    {
      title: "Bebek Arabası Günleri",
      categoryValue: "bebek",
      endsIn: 20 * HOUR,
      link: "https://evil.example/",
      colorFrom: "red;background:url(https://evil.example/x)",
    },
    { title: "<img src=x onerror=alert(1)> Bebek", categoryValue: "bebek", endsIn: 4 * DAY, link: "/\\evil.example" },
  ]);
  useShop(shop.server.url);
}, 180_000);

afterAll(async () => {
  useShop(null);
  await shop?.dispose();
});

const page = async (query = "") => {
  const response = await request(`${PAGE}${query}`, { headers: { Accept: "text/html" } });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), html: await response.text() };
};

const text = (html: string) =>
  html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** Each campaign card of a page: its title (as text) and its countdown's text, in the page's order. */
const cards = (html: string) =>
  [...html.matchAll(/<article [^>]*>([\s\S]*?)<\/article>/g)].map(([, inner]) => ({
    title: text(/<h3 [^>]*>([^<]*)<\/h3>/.exec(inner)?.[1] ?? ""),
    countdown: /<time [^>]*>([^<]*)<\/time>/.exec(inner)?.[1] ?? "",
    link: /<a [^>]*href="([^"]*)"[^>]*>(?:Kampanyaya Git|Ürünlere Göz At)/.exec(inner)?.[1] ?? "",
  }));
const titles = (html: string) => cards(html).map((c) => c.title);
/** The running campaigns' part of the page (the ended ones follow under their own heading). */
const runningPart = (html: string) => html.split('id="sona-eren-kampanyalar"')[0];
const endedPart = (html: string) => html.split('id="sona-eren-kampanyalar"')[1] ?? "";
const currentFilter = (html: string) => /<a [^>]*aria-current="page"[^>]*href="\/kampanyalar\?categoryValue=([a-z]+)"/.exec(html)?.[1];

describe("GET /kampanyalar", () => {
  it("lists every running campaign with the filter's four links, a title, a description and breadcrumbs; is shared, not private", async () => {
    const { status, cacheControl, html } = await page();
    expect(status).toBe(200);
    expect(cacheControl).not.toMatch(/private|no-store/);
    expect(html).toContain("<title>Kampanyalar | Minik Dünya</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]*kampanya[^"]*"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/kampanyalar"\/>/);
    expect(html).toMatch(/<h1[^>]*>Kampanyalar<\/h1>/);
    expect(html).toMatch(
      /<nav aria-label="Sayfa yolu"[\s\S]*?href="\/"[^>]*>Ana Sayfa<\/a>[\s\S]*?aria-current="page"[^>]*>Kampanyalar<\/span>/,
    );
    // The filter: plain links with the query (no JavaScript needed), the current one marked.
    const nav = /<nav aria-label="Kampanya kategorileri">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    for (const [value, label] of [
      ["all", "Tümü"],
      ["giyim", "Giyim"],
      ["bebek", "Bebek"],
      ["oyuncak", "Oyuncak"],
    ]) {
      expect(nav).toMatch(new RegExp(`href="/kampanyalar\\?categoryValue=${value}"[^>]*>${label}<`));
    }
    expect(currentFilter(html)).toBe("all");
    // Counts of running campaigns per choice.
    expect(nav).toMatch(/>Tümü<span[^>]*><span class="sr-only">\(<\/span>9<span class="sr-only"> kampanya\)<\/span>/);
    expect(nav).toMatch(/>Oyuncak<span[^>]*><span class="sr-only">\(<\/span>5</);

    const running = titles(runningPart(html));
    expect(running).toHaveLength(9);
    expect(running).toEqual(
      expect.arrayContaining(["Oyuncak On Gün", "Giyim Kış Fırsatı", "Bebek Arabası Günleri", "<img src=x onerror=alert(1)> Bebek"]),
    );
    // Never one that has not started, or that ended more than 3 days ago.
    expect(html).not.toContain("Oyuncak Yarın Başlıyor");
    expect(html).not.toContain("Oyuncak Çoktan Bitti");
    expect(titles(endedPart(html))).toEqual(["Oyuncak Dün Bitti"]);
    // Listed in the pages sitemap.
    expect(await (await request("/sitemap-pages.xml")).text()).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/kampanyalar<\/loc>/);
  });

  it("?categoryValue=oyuncak shows only the toys' campaigns, each countdown's text already in the server's HTML", async () => {
    const asked = Date.now();
    const { status, html } = await page("?categoryValue=oyuncak");
    expect(status).toBe(200);
    expect(html).toContain("<title>Oyuncak Kampanyaları | Minik Dünya</title>");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/kampanyalar\?categoryValue=oyuncak"\/>/);
    expect(currentFilter(html)).toBe("oyuncak");
    const running = cards(runningPart(html));
    expect(running.map((c) => c.title).sort()).toEqual(
      ["Oyuncak Bir Gün Artı Saatler", "Oyuncak İki Gün", "Oyuncak On Gün", "Oyuncak Son Saatler", "Oyuncak Üç Gün"].sort(),
    );
    for (const other of ["Giyim Kış Fırsatı", "Bebek Arabası Günleri"]) expect(html).not.toContain(other);
    const countdown = Object.fromEntries(running.map((c) => [c.title, c.countdown]));
    expect(countdown["Oyuncak On Gün"]).toBe(`Son gün: ${TR_DATE.format(new Date(shop.now + TEN_DAYS))}`);
    expect(countdown["Oyuncak On Gün"]).toMatch(/^Son gün: \d{1,2} [A-Za-zÇĞİÖŞÜçğıöşü]+ \d{4}$/);
    expect(countdown["Oyuncak Üç Gün"]).toBe("Son 3 Gün");
    expect(countdown["Oyuncak İki Gün"]).toBe("Son 2 Gün");
    expect(countdown["Oyuncak Bir Gün Artı Saatler"]).toBe("Son 2 Gün");
    // Under a day: hh:mm:ss, what is left at the moment the server answered (to a few seconds).
    const ticking = /^(\d{2}):(\d{2}):(\d{2})$/.exec(countdown["Oyuncak Son Saatler"]);
    expect(ticking, countdown["Oyuncak Son Saatler"]).not.toBeNull();
    const shown = (Number(ticking![1]) * 3600 + Number(ticking![2]) * 60 + Number(ticking![3])) * 1000;
    const left = shop.now + TWELVE_HOURS - asked;
    expect(Math.abs(shown - left)).toBeLessThan(5000);
    // The rule badge, and each card's link to its listing.
    expect(html).toContain(">Sepette %30 indirim<");
    expect(running.find((c) => c.title === "Oyuncak On Gün")?.link).toBe("/kategori/oyuncak");
    // The one ended an hour ago, below.
    expect(cards(endedPart(html))).toEqual([{ title: "Oyuncak Dün Bitti", countdown: "Kampanya Sona Erdi", link: "/kategori/oyuncak" }]);
  });

  it("each category shows its own; a missing, unknown or odd value is all", async () => {
    const giyim = await page("?categoryValue=giyim");
    expect(titles(giyim.html).sort()).toEqual(["Giyim Başka Siteye", "Giyim Kış Fırsatı"]);
    expect(currentFilter(giyim.html)).toBe("giyim");
    const bebek = await page("?categoryValue=bebek");
    expect(titles(bebek.html).sort()).toEqual(["<img src=x onerror=alert(1)> Bebek", "Bebek Arabası Günleri"]);
    // Any case, as typed.
    expect(currentFilter((await page("?categoryValue=OYUNCAK")).html)).toBe("oyuncak");
    for (const odd of [
      "?categoryValue=all",
      "?categoryValue=ev",
      "?categoryValue=",
      "?categoryValue=%3Cscript%3Ealert(1)%3C/script%3E",
      "?categoryValue[]=giyim",
      "?kategori=giyim",
      "",
    ]) {
      const { status, html } = await page(odd);
      expect(status, odd).toBe(200);
      expect(currentFilter(html), odd).toBe("all");
      expect(titles(runningPart(html)), odd).toHaveLength(9);
      expect(html, odd).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/kampanyalar"\/>/);
      expect(html, odd).not.toContain("<script>alert(1)");
    }
  });

  it("prints only safe links and colours, and a campaign's text as text", async () => {
    const { html } = await page();
    const byTitle = Object.fromEntries(cards(html).map((c) => [c.title, c.link]));
    expect(byTitle["Giyim Başka Siteye"]).toBe("/kampanyalar");
    expect(byTitle["Bebek Arabası Günleri"]).toBe("/kampanyalar");
    expect(byTitle["<img src=x onerror=alert(1)> Bebek"]).toBe("/kampanyalar");
    expect(html).not.toMatch(/href="(https?:)?\/\/evil\.example|href="\/\\/);
    expect(html).not.toContain("url(https://evil.example");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; Bebek");
    expect(html).not.toContain("<img src=x");
  });
});

const deal = (over: Record<string, string> = {}) => ({
  smilePhone: "(532) 123-4567",
  smileLink: "https://www.rakip.com.tr/bebek-arabasi-p-123",
  ...over,
});

const send = async (v: ReturnType<typeof visitor>, body: Record<string, string>) => {
  const response = await v.send(PAGE, { method: "POST", body });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), answer: (await response.json()) as SmileAnswer };
};

/** The same post as a browser without JavaScript sends it: form-encoded, asking for a page. */
const sendForm = async (v: ReturnType<typeof visitor>, body: Record<string, string>, query = "") => {
  const response = await v.send(`${PAGE}${query}`, { method: "POST", body, form: true, accept: "text/html" });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), html: await response.text() };
};

describe("POST /kampanyalar (Gülümseten Fırsat)", () => {
  it("answers blank fields with the spec's two messages word for word, never cached", async () => {
    const blank = await send(visitor(), { smilePhone: "", smileLink: "" });
    expect(blank.status).toBe(422);
    expect(blank.cacheControl).toBe("no-store");
    expect(blank.answer).toMatchObject({ success: false, reason: PHONE_REQUIRED, message: PHONE_REQUIRED });
    expect(blank.answer.errors).toEqual({ smilePhone: PHONE_REQUIRED, smileLink: LINK_REQUIRED });
    expect((await send(visitor(), {})).answer.errors).toEqual({ smilePhone: PHONE_REQUIRED, smileLink: LINK_REQUIRED });
    // One missing at a time.
    expect((await send(visitor(), deal({ smilePhone: " " }))).answer.errors).toEqual({ smilePhone: PHONE_REQUIRED });
    expect((await send(visitor(), deal({ smileLink: " " }))).answer.errors).toEqual({ smileLink: LINK_REQUIRED });
    // A phone that is not one follows the shop's phone rule (registration, contact).
    expect((await send(visitor(), deal({ smilePhone: "(532) 12" }))).answer.errors).toEqual({
      smilePhone: "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx",
    });
  });

  it("refuses every link that is not an http(s) address of a named host, giving back what was typed", async () => {
    for (const smileLink of [
      "javascript:alert(document.cookie)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "ftp://ornek.com/urun",
      "http://localhost:3000/yonetim",
      "http://10.0.0.1/",
      "https://kullanici:sifre@ornek.com/",
      "bir ürün",
    ]) {
      const { status, answer } = await send(visitor(), deal({ smileLink }));
      expect(status, smileLink).toBe(422);
      expect(answer.errors, smileLink).toEqual({ smileLink: LINK_INVALID });
      expect(answer.values, smileLink).toEqual({ smilePhone: "(532) 123-4567", smileLink });
    }
    expect((await send(visitor(), deal({ smileLink: `https://www.ornek.com/${"a".repeat(1000)}` }))).answer.errors).toEqual({
      smileLink: "Ürün linki en fazla 1000 karakter olabilir.",
    });
  });

  it("takes a good request and acknowledges it in Turkish, as JSON and as a page without JavaScript", async () => {
    const sent = await send(visitor(), deal({ smilePhone: "0532 123 45 67", smileLink: "  www.rakip.com.tr/urun/42?renk=mavi  " }));
    expect(sent.status).toBe(200);
    expect(sent.cacheControl).toBe("no-store");
    expect(sent.answer).toMatchObject({ success: true, reason: "", message: SENT, errors: {} });

    const form = await sendForm(visitor(), deal({ smileLink: "https://www.rakip.com.tr/form-ile" }), "?categoryValue=giyim");
    expect(form.status).toBe(200);
    expect(form.cacheControl).toBe("no-store");
    expect(form.html).toMatch(/<h1[^>]*>Giyim Kampanyaları<\/h1>/);
    expect(form.html).toMatch(new RegExp(`role="status"[\\s\\S]*?${SENT.replace(/[.!]/g, "\\$&")}`));
    expect(form.html).toContain("(532) 123-4567</strong> numaralı telefonunuzdan arayacağız.");
  });

  it("without JavaScript: the page comes back with each message under its field and everything typed, the form posting to the box", async () => {
    const { status, cacheControl, html } = await sendForm(
      visitor(),
      { smilePhone: "", smileLink: "javascript:alert(1)" },
      "?categoryValue=bebek",
    );
    expect(status).toBe(422);
    expect(cacheControl).toBe("no-store");
    expect(html).toMatch(/<h1[^>]*>Bebek Kampanyaları<\/h1>/);
    expect(html).toMatch(
      new RegExp(
        `<input [^>]*aria-describedby="kayit-smilePhone-hata"[^>]*name="smilePhone"[^>]*/><p id="kayit-smilePhone-hata"[^>]*>${PHONE_REQUIRED}</p>`,
      ),
    );
    expect(html).toMatch(
      /<input [^>]*aria-describedby="kayit-smileLink-hata"[^>]*name="smileLink"[^>]*value="javascript:alert\(1\)"[^>]*\/><p id="kayit-smileLink-hata"[^>]*>Lütfen geçerli bir ürün linki giriniz/,
    );
    expect(html).toMatch(/<form [^>]*action="\/kampanyalar\?categoryValue=bebek#gulumseten-firsat" method="post"/);
    // The campaigns are still there.
    expect(titles(html).sort()).toEqual(["<img src=x onerror=alert(1)> Bebek", "Bebek Arabası Günleri"]);
  });

  it("takes 5 requests an hour from one client address, then refuses with the minutes to wait", async () => {
    const v = visitor();
    for (let i = 0; i < 5; i++) expect((await send(v, deal({ smileLink: `https://www.rakip.com/urun-${i}` }))).answer.success).toBe(true);
    const refused = await send(v, deal());
    expect(refused.status).toBe(429);
    expect(refused.cacheControl).toBe("no-store");
    expect(refused.answer.success).toBe(false);
    expect(refused.answer.reason).toMatch(LIMITED);
    expect(refused.answer.values).toEqual(deal());
    // Another address is not held up; the page without JavaScript says the same above the form.
    expect((await send(visitor(), deal())).answer.success).toBe(true);
    const page = await sendForm(v, deal({ smileLink: "https://www.rakip.com/altinci" }));
    expect(page.status).toBe(429);
    expect(page.html).toMatch(/role="alert"[^>]*>Kısa süre içinde çok fazla talep gönderildi\./);
    expect(page.html).toMatch(/name="smileLink"[^>]*value="https:\/\/www\.rakip\.com\/altinci"/);
  });

  it("lets no more than 5 through when one address sends many at the same moment (PostgreSQL: really in parallel)", async () => {
    const v = visitor();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(v, deal({ smileLink: `https://www.rakip.com/ayni-an-${i}` }))),
    );
    expect(answers.filter((a) => a.answer.success)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it("refuses a post from another site", async () => {
    const body = new URLSearchParams(deal()).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" };
    for (const extra of [{ Origin: "http://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, { Origin: "null" }] as Record<
      string,
      string
    >[]) {
      const response = await request(PAGE, { method: "POST", headers: { ...headers, ...extra }, body });
      expect(response.status).toBe(403);
      await response.arrayBuffer();
    }
  });

  it("stores each request with the normalised phone, the parsed link and the member when signed in; the address only as an HMAC; nothing of it in the log", async () => {
    const member = await newMember();
    const mine = await send(member.v, deal({ smilePhone: "5449876543", smileLink: "https://www.rakip.com/uyenin-linki" }));
    expect(mine.answer.success).toBe(true);

    await shop.server.stop();
    const rows = await withStorageSql(shop.server.storage, (query) =>
      query<{ user_id: number | null; phone: string; link: string; ip_hash: string | null; email: string | null }>(
        "select d.user_id, d.phone, d.link, d.ip_hash, u.email from smile_deals d left join users u on u.id = d.user_id order by d.id",
      ),
    );
    const byLink = new Map(rows.map((r) => [r.link, r]));
    expect(byLink.get("https://www.rakip.com.tr/urun/42?renk=mavi")).toMatchObject({ user_id: null, phone: "05321234567" });
    expect(byLink.get("https://www.rakip.com.tr/form-ile")).toMatchObject({ user_id: null, phone: "05321234567" });
    expect(byLink.get("https://www.rakip.com/uyenin-linki")).toMatchObject({ phone: "05449876543", email: member.email });
    // Refused requests left nothing: 1 + 1 + 5 + 1 + 5 (of 12 at once) + 1.
    expect(rows).toHaveLength(14);
    for (const row of rows) {
      expect(row.ip_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.ip_hash).not.toContain("203.0.113.");
      expect(row.link).toMatch(/^https:\/\//);
    }
    const log = shop.server.output();
    for (const secret of ["05321234567", "(532) 123-4567", "0532 123 45 67", "5449876543", "rakip.com", "javascript:alert"])
      expect(log, secret).not.toContain(secret);
  });
});
