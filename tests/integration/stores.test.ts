/**
 * The store locator over real HTTP against the demo shop (spec sections 2, 3, 7, 8):
 * the list's call GET /magazalar/get-store/?storeType={type}[&city={id}] for a type, for
 * all (grouped by city), for a city, and its refusals; the locator page /magazalar with its filters
 * working without JavaScript; a store's page /magaza/{sefUrl} with its map and its stock search
 * (a product the store holds is found, one it does not hold is not); 404 for an unknown store; the
 * sitemap and robots.txt.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CityGroup, StoreSummary } from "#app/domain/stores/store-locator";
import { getJson, request } from "../support/http";

type Store = StoreSummary;
type Group = CityGroup;
type ListAnswer<T> = { success: boolean; result: T; reason: string; message: string };
type StockAnswer = { success: boolean; result: { StokBilgi: { Sehir: string; MagazaAdi: string; KulMiktar: number }[] } };

const CALL = "/magazalar/get-store/";
const NO_STORE_FOR_FILTER = "Seçtiğiniz kriterlere uygun mağazamız bulunmamaktadır.";
const NO_PRODUCTS = "Hiç ürün bulunamadı!";
const collator = new Intl.Collator("tr", { sensitivity: "base", numeric: true });
const sortedTurkish = (names: string[]) => [...names].sort(collator.compare);

const list = <T>(query: string) => getJson<ListAnswer<T>>(`${CALL}${query}`);
const page = async (path: string) => {
  const response = await request(path, { headers: { Accept: "text/html" } });
  return { response, html: await response.text() };
};
/** A page's text without tags and React's text separators, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
/** The HTML of the stock search's results (what follows its form). */
const stockPart = (html: string) =>
  html.slice(
    html.indexOf('id="magaza-stok"'),
    html.indexOf('id="sehirdeki-magazalar"') > 0 ? html.indexOf('id="sehirdeki-magazalar"') : undefined,
  );

let all: Store[] = [];

beforeAll(async () => {
  const { body } = await list<Group[]>("?storeType=all");
  all = body.result.flatMap((g) => g.stores);
});

describe("GET /magazalar/get-store/ (spec section 7)", () => {
  it("lists the stores of a type: one list by city then name, with the spec's store fields, public for a minute", async () => {
    const { response, body } = await list<Store[]>("?storeType=avm");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(body.success).toBe(true);
    expect(body.reason).toBe("");
    expect(body.message).toBe("");
    expect(body.result.length).toBeGreaterThanOrEqual(5);
    for (const s of body.result) {
      expect(s.type).toBe("avm");
      expect(s.typeName).toBe("AVM");
      expect(s.title).toBe(s.name);
      expect(s.name && s.phone && s.address && s.city && s.openingHours).toBeTruthy();
      expect(s.sefUrl).toMatch(/^[a-z0-9-]+$/);
      expect(s.url).toBe(`/magaza/${s.sefUrl}`);
      expect(s.lat).toBeGreaterThan(35);
      expect(s.lat).toBeLessThan(43);
      expect(s.lon).toBeGreaterThan(25);
      expect(s.lon).toBeLessThan(45);
      expect(s.cityId).toBeGreaterThanOrEqual(1);
      expect(s.cityId).toBeLessThanOrEqual(81);
    }
    const order = body.result.map((s) => `${s.city}|${s.name}`);
    expect(order).toEqual(
      [...order].sort((a, b) => collator.compare(a.split("|")[0], b.split("|")[0]) || collator.compare(a.split("|")[1], b.split("|")[1])),
    );
  });

  it("groups every active store by city for storeType=all, cities in Turkish order (İstanbul after Gaziantep, İzmir after İstanbul)", async () => {
    const { response, body } = await list<Group[]>("?storeType=all");
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    const cities = body.result.map((g) => g.city);
    expect(cities).toEqual(sortedTurkish(cities));
    expect(new Set(cities).size).toBe(cities.length);
    expect(cities.indexOf("İzmir")).toBe(cities.indexOf("İstanbul") + 1);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((s) => s.type))).toEqual(new Set(["magaza", "avm", "outlet"]));
    for (const group of body.result) {
      expect(group.stores.length).toBeGreaterThan(0);
      expect(group.stores.every((s) => s.cityId === group.cityId && s.city === group.city)).toBe(true);
      expect(group.stores.map((s) => s.name)).toEqual(sortedTurkish(group.stores.map((s) => s.name)));
    }
  });

  it("narrows to a city (plate code), for all types and for one", async () => {
    const { body: izmir } = await list<Group[]>("?storeType=all&city=35");
    expect(izmir.result.map((g) => g.city)).toEqual(["İzmir"]);
    expect(izmir.result[0].stores.length).toBe(all.filter((s) => s.cityId === 35).length);
    expect(izmir.result[0].stores.length).toBeGreaterThanOrEqual(3);
    const { body: izmirAvm } = await list<Store[]>("?storeType=avm&city=35");
    expect(izmirAvm.result.length).toBeGreaterThan(0);
    expect(izmirAvm.result.every((s) => s.cityId === 35 && s.type === "avm")).toBe(true);
    // A plate code with no store: an empty list and the reason to show.
    const { response, body: none } = await list<Group[]>("?storeType=all&city=81");
    expect(response.status).toBe(200);
    expect(none).toEqual({ success: true, result: [], reason: "", message: NO_STORE_FOR_FILTER });
  });

  it.each([
    ["", "Lütfen bir mağaza tipi seçiniz."],
    ["?city=35", "Lütfen bir mağaza tipi seçiniz."],
    ["?storeType=", "Lütfen bir mağaza tipi seçiniz."],
    ["?storeType=kiosk", "Lütfen geçerli bir mağaza tipi seçiniz."],
    ["?storeType=ALL", "Lütfen geçerli bir mağaza tipi seçiniz."],
    ["?storeType=all&storeType=avm", "Lütfen geçerli bir mağaza tipi seçiniz."],
    ["?storeType=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "Lütfen geçerli bir mağaza tipi seçiniz."],
    ["?storeType=aaaa…(5000)", "Lütfen geçerli bir mağaza tipi seçiniz."],
    ["?storeType=all&city=0", "Lütfen geçerli bir il seçiniz."],
    ["?storeType=all&city=82", "Lütfen geçerli bir il seçiniz."],
    ["?storeType=all&city=abc", "Lütfen geçerli bir il seçiniz."],
    ["?storeType=all&city=34.5", "Lütfen geçerli bir il seçiniz."],
    ["?storeType=all&city=-34", "Lütfen geçerli bir il seçiniz."],
    ["?storeType=all&city=34&city=35", "Lütfen geçerli bir il seçiniz."],
    ["?storeType=all&city=1e1", "Lütfen geçerli bir il seçiniz."],
  ])("refuses '%s' with a Turkish reason (422, never a 500)", async (label, reason) => {
    const query = label.replace("aaaa…(5000)", "a".repeat(5000));
    const { response, body } = await list<unknown[]>(query);
    expect(response.status).toBe(422);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(body).toEqual({ success: false, reason, message: reason, result: [] });
  });

  it("sends a browser opening the old address to the store locator, keeping the city", async () => {
    for (const [query, location] of [
      ["", "/magazalar"],
      ["?city=35", "/magazalar?city=35"],
      ["?city=evil.example", "/magazalar"],
    ]) {
      const response = await request(`${CALL}${query}`, {
        headers: { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
      });
      expect(response.status, query).toBe(302);
      expect(response.headers.get("location"), query).toBe(location);
    }
    // A request that does not ask for JSON (the data request of a link followed inside the shop accepts anything) too.
    expect((await request(CALL, { headers: { Accept: "*/*" } })).headers.get("location")).toBe("/magazalar");
    // Without the trailing slash too; the page it lands on answers.
    expect((await request("/magazalar/get-store", { headers: { Accept: "text/html" } })).headers.get("location")).toBe("/magazalar");
    expect((await page("/magazalar")).response.status).toBe(200);
  });
});

describe("GET /magazalar (the store locator page)", () => {
  it("is an indexed page listing every active store with its address, phone (tel: link), hours, type and page", async () => {
    const { response, html } = await page("/magazalar");
    expect(response.status).toBe(200);
    expect(html).toContain("<title>Mağazalarımız | Minik Dünya</title>");
    expect(html).toMatch(/<meta name="description" content="Minik Dünya&#x27;nın \d+ ildeki \d+ mağazası[^"]*"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/magazalar"/);
    expect(html).toMatch(/<h1[^>]*>Mağazalarımız<\/h1>/);
    expect(html).toMatch(/<nav aria-label="Sayfa yolu"/);
    const text = textOf(html);
    for (const s of all) {
      expect(html, s.name).toContain(`href="${s.url}"`);
      expect(text, s.name).toContain(s.name);
      expect(text, s.name).toContain(s.address);
    }
    const bornova = all.find((s) => s.sefUrl === "izmir-bornova-park-avm-magazasi")!;
    const digits = bornova.phone.replace(/\D/g, "").slice(1);
    expect(html).toContain(`href="tel:+90${digits}"`);
    expect(text).toContain(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`);
    expect(text).toContain(`Çalışma Saatleri: ${bornova.openingHours}`);
    for (const st of all) expect(text, st.name).toContain(`${st.typeName} ${st.name}`);
    // Linked from the footer.
    expect(html).toMatch(/<a [^>]*href="\/magazalar"[^>]*>Mağazalarımız<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/magazalar"[^>]*>Mağaza Bul<\/a>/);
  });

  it("has the alphabet (only letters with stores are links), the city select and the store type radio group", async () => {
    const { html } = await page("/magazalar");
    const letters = [...html.matchAll(/aria-label="(.) harfiyle başlayan şehirler"/g)].map((m) => m[1]);
    const initials = [...new Set(all.map((s) => s.city.slice(0, 1).toLocaleUpperCase("tr-TR")))];
    expect(new Set(letters)).toEqual(new Set(initials));
    expect(letters).toContain("İ");
    expect(letters).not.toContain("Ç");
    expect(html).toContain('href="/magazalar?letter=%C4%B0"');
    expect(html).toMatch(/<label for="magaza-sehir"[^>]*>Şehir<\/label>/);
    const cities = [...html.matchAll(/<option value="(\d+)"[^>]*>([^<]+)<\/option>/g)].map((m) => m[2]);
    expect(cities).toEqual(sortedTurkish([...new Set(all.map((s) => s.city))]));
    expect(html).toMatch(/<legend[^>]*>Mağaza Tipi<\/legend>/);
    const radios = [...html.matchAll(/<input type="radio"[^>]*name="storeType"[^>]*value="([^"]+)"/g)].map((m) => m[1]);
    expect(radios).toEqual(["all", "magaza", "avm", "outlet"]);
    expect(html).toMatch(/name="storeType" checked="" value="all"/);
    expect(textOf(html)).toMatch(/Tümü Mağaza AVM Outlet/);
    // The filters submit to the page itself (no JavaScript needed).
    expect(html).toMatch(/<form aria-label="Mağaza filtreleri"[^>]*action="\/magazalar" method="get"/);
    expect(html).toMatch(/<svg [^>]*role="img" aria-label="Türkiye haritasında listelenen \d+ mağaza"/);
  });

  it("filters without JavaScript: ?storeType=all&city=35 lists İzmir's stores, ?storeType=avm narrows, ?letter=İ keeps İ cities", async () => {
    const izmir = all.filter((s) => s.cityId === 35);
    const { html } = await page("/magazalar?storeType=all&city=35");
    expect(html).toMatch(/<option value="35" selected="">İzmir<\/option>/);
    for (const s of all) expect(html.includes(`href="${s.url}"`), s.name).toBe(s.cityId === 35);
    expect(textOf(html)).toContain(`İzmir: ${izmir.length} mağaza`);

    const avm = await page("/magazalar?storeType=avm&city=35");
    expect(avm.html).toMatch(/name="storeType" checked="" value="avm"/);
    for (const s of all) expect(avm.html.includes(`href="${s.url}"`), s.name).toBe(s.cityId === 35 && s.type === "avm");

    const letter = await page(`/magazalar?letter=${encodeURIComponent("İ")}`);
    expect(/<a [^>]*aria-label="İ harfiyle başlayan şehirler"[^>]*>/.exec(letter.html)?.[0]).toContain('aria-current="true"');
    for (const s of all) expect(letter.html.includes(`href="${s.url}"`), s.name).toBe(s.city.startsWith("İ"));

    // Nothing matches: the reason; unknown values: every store, never an error.
    const none = await page("/magazalar?storeType=outlet&city=61");
    expect(textOf(none.html)).toContain(NO_STORE_FOR_FILTER);
    const hostile = await page("/magazalar?storeType=%3Cb%3E&city=999&letter=%22%3E");
    expect(hostile.response.status).toBe(200);
    for (const s of all) expect(hostile.html).toContain(`href="${s.url}"`);
  });
});

describe("GET /magaza/{sefUrl} (a store's page)", () => {
  const storeOf = (sefUrl: string) => all.find((s) => s.sefUrl === sefUrl)!;

  it("shows the store's name, type, address, phone, hours, a map drawn in the page and directions by its coordinates", async () => {
    const s = storeOf("izmir-bornova-park-avm-magazasi");
    const { response, html } = await page(s.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(html).toContain(`<title>${s.name} (İzmir) | Minik Dünya</title>`);
    expect(html).toMatch(new RegExp(`<meta name="description" content="Minik Dünya ${s.name}: [^"]+"`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/magaza/${s.sefUrl}"`));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${s.name}</h1>`));
    const text = textOf(html);
    expect(text).toMatch(new RegExp(`Ana Sayfa Mağazalarımız İzmir ${s.name}`));
    expect(html).toContain('href="/magazalar?city=35"');
    expect(text).toContain(s.address);
    expect(text).toContain(`Çalışma Saatleri ${s.openingHours}`);
    expect(text).toContain("AVM");
    expect(html).toContain(`href="tel:+90${s.phone.replace(/\D/g, "").slice(1)}"`);
    // The map: an inline SVG with Türkiye's outline and the store's pin; nothing from another host.
    expect(html).toMatch(new RegExp(`<svg [^>]*role="img" aria-label="${s.name}: Türkiye haritasında İzmir ilindeki konumu"`));
    expect(html).toMatch(/<path d="M[\d. L]+Z"/);
    expect(html).toMatch(new RegExp(`<text [^>]*>${s.name}</text>`));
    expect(html).not.toMatch(/<(img|script|iframe|image|use)[^>]+(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<link (?![^>]*rel="canonical")[^>]*href="(https?:)?\/\//);
    expect(html).toContain(`href="https://www.google.com/maps/dir/?api=1&amp;destination=${s.lat.toFixed(6)},${s.lon.toFixed(6)}"`);
    expect(text).toContain("Yol tarifi al");
    // The city's other stores.
    for (const other of all.filter((o) => o.cityId === 35 && o.id !== s.id)) expect(html).toContain(`href="${other.url}"`);
  });

  it("answers an unknown, inactive or malformed store with the shop's 404 page", async () => {
    for (const path of [
      "/magaza/boyle-bir-magaza-yok",
      "/magaza/IZMIR",
      "/magaza/%C4%B0zmir",
      `/magaza/${"a".repeat(300)}`,
      "/magaza/izmir-bornova-park-avm-magazasi..",
    ]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(404);
      expect(html, path).toContain("Aradığınız sayfa bulunamadı");
    }
  });
});

describe("a store's stock search", () => {
  /** A variant held by one of two İzmir stores and not by the other (from the product page's popup call). */
  let heldSku = "";
  let holder: Store;
  let other: Store;

  beforeAll(async () => {
    const izmir = all.filter((s) => s.cityId === 35);
    for (let catalogId = 1; catalogId <= 400 && !heldSku; catalogId++) {
      const { body } = await getJson<{ products?: { sku: string }[] }>(`/urun/hizli-kontrol/${catalogId}`);
      for (const { sku } of body.products ?? []) {
        const { body: stock } = await getJson<StockAnswer>(`/urun/magaza-stok/${encodeURIComponent(sku)}?cityId=35`);
        const names = new Set(stock.result.StokBilgi.map((r) => r.MagazaAdi));
        const inOne = izmir.find((s) => names.has(s.name));
        const notIn = izmir.find((s) => !names.has(s.name));
        if (inOne && notIn) {
          heldSku = sku;
          holder = inOne;
          other = notIn;
          break;
        }
      }
    }
  }, 120_000);

  it("lists what the store holds without a query, with sizes and availability as the product page shows it", async () => {
    const { html } = await page(all.find((s) => s.cityId === 35)!.url);
    const part = stockPart(html);
    expect(part).toMatch(/<form [^>]*role="search"[^>]*action="\/magaza\/[a-z0-9-]+#magaza-stok" method="get"/);
    expect(part).toMatch(/<label for="magaza-stok-sorgu"[^>]*>Ürün adı, ürün kodu ya da barkod<\/label>/);
    expect(textOf(part)).toContain("Mağazada stokta olan ürünler, en çok satanlar önce");
    expect(part).toMatch(/>(Stokta|Son \d ürün)</);
    expect(part).toMatch(/href="\/urun\/[a-z0-9-]+-\d+"/);
    expect(part).toMatch(/rel="next"/);
  });

  it("finds a product the store holds (by sku and by its name's words) and not one it does not hold", async () => {
    expect(heldSku, "no demo variant held by one İzmir store and not another").not.toBe("");
    const found = await page(`${holder.url}?q=${encodeURIComponent(heldSku)}`);
    expect(found.response.status).toBe(200);
    const foundPart = stockPart(found.html);
    expect(textOf(foundPart)).toContain(`Ürün Kodu: ${heldSku}`);
    expect(foundPart).toMatch(/>(Stokta|Son \d ürün)</);
    expect(found.html).toMatch(new RegExp(`name="q"[^>]*value="${heldSku}"|value="${heldSku}"[^>]*name="q"`));

    const missing = await page(`${other.url}?q=${encodeURIComponent(heldSku)}`);
    expect(missing.response.status).toBe(200);
    const missingText = textOf(stockPart(missing.html));
    expect(missingText).toContain(NO_PRODUCTS);
    expect(missingText).not.toContain(`Ürün Kodu: ${heldSku}`);

    // The same product by words of its name, typed without Turkish letters and in capitals.
    const name = /<h3[^>]*><a [^>]*href="\/urun\/[^"]+"[^>]*>([^<]+)<\/a><\/h3>/.exec(foundPart)![1];
    const typed = name
      .split(" ")
      .slice(0, 3)
      .join(" ")
      .replace(/[çÇ]/g, "c")
      .replace(/[ğĞ]/g, "g")
      .replace(/[ıİ]/g, "i")
      .replace(/[öÖ]/g, "o")
      .replace(/[şŞ]/g, "s")
      .replace(/[üÜ]/g, "u")
      .toUpperCase();
    let seen = false;
    for (let p = 1; p <= 10 && !seen; p++) {
      const { html } = await page(`${holder.url}?q=${encodeURIComponent(typed)}&sayfa=${p}`);
      const part = stockPart(html);
      seen = textOf(part).includes(`Ürün Kodu: ${heldSku}`);
      if (!/rel="next"/.test(part)) break;
    }
    expect(seen, `'${typed}' finds ${heldSku} in ${holder.name}`).toBe(true);
  });

  it("says what is wrong with a query and keeps it, never failing on hostile input", async () => {
    const store = all[0];
    const short = await page(`${store.url}?q=x`);
    expect(short.response.status).toBe(200);
    expect(textOf(stockPart(short.html))).toContain("Lütfen en az 2 karakter giriniz.");
    expect(short.html).toMatch(/aria-invalid="true"/);
    const long = await page(`${store.url}?q=${"ş".repeat(150)}`);
    expect(long.response.status).toBe(200);
    expect(textOf(stockPart(long.html))).toContain("Lütfen en fazla 100 karakter giriniz.");
    for (const q of ["%27%20OR%201%3D1--", "(((", "%5C", ".*", "a%2Bb", "%E2%80%8B%E2%80%8B"]) {
      const { response } = await page(`${store.url}?q=${q}&sayfa=${encodeURIComponent("-1")}`);
      expect(response.status, q).toBe(200);
    }
    expect((await page(`${store.url}?sayfa=999999999999`)).response.status).toBe(200);
  });
});

describe("sitemap and robots", () => {
  it("lists /magazalar and every active store page in the pages sitemap; keeps robots off the call", async () => {
    const xml = await (await request("/sitemap-pages.xml")).text();
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/magazalar<\/loc>/);
    for (const s of all) expect(xml, s.name).toContain(`/magaza/${s.sefUrl}</loc>`);
    expect(await (await request("/robots.txt")).text()).toMatch(/\nDisallow: \/magazalar\/get-store\n/);
  });
});
