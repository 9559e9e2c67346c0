/**
 * GET /urun/magaza-stok/{sku}[?cityId=] ('Hangi Mağazada Var?', spec sections 3, 7, 8) over real
 * HTTP against the demo shop: stores with stock, the city filter, an unknown sku, a variant that
 * no store holds, a city that is not a plate code.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getJson } from "../support/http";

type Row = { Sehir: string; MagazaAdi: string; Adres: string; Telefon: string; KulMiktar: number };
type Answer = {
  success: boolean;
  reason?: string;
  message?: string;
  result: { StokBilgi: Row[]; SistemHatası: boolean; Sehirler: { id: number; name: string }[] };
};

const NO_STORE_HAS_IT = "Seçmiş olduğunuz ürün, hiçbir mağazamızda bulunmamaktadır.";
const NO_STORE_IN_CITY = "Satın almak istediğiniz ürün için stokları uygun olan bir mağazamız bulunmamaktadır.";

const stockOf = (sku: string, query = "") => getJson<Answer>(`/urun/magaza-stok/${encodeURIComponent(sku)}${query}`);

/** Demo variants (by quick check) until one is in two or more cities and one is in no store. */
let inStores: { sku: string; answer: Answer } | null = null;
let inNoStore: string | null = null;

beforeAll(async () => {
  for (let catalogId = 1; catalogId <= 300 && !(inStores && inNoStore); catalogId++) {
    const { body } = await getJson<{ products?: { sku: string }[] }>(`/urun/hizli-kontrol/${catalogId}`);
    for (const { sku } of body.products ?? []) {
      const { body: answer } = await stockOf(sku);
      if (!inStores && answer.result.Sehirler.length >= 2) inStores = { sku, answer };
      if (!inNoStore && answer.success && answer.result.StokBilgi.length === 0) inNoStore = sku;
    }
  }
}, 120_000);

describe("GET /urun/magaza-stok/{sku}", () => {
  it("lists the stores holding the variant in the spec's StokBilgi shape, by city then store", async () => {
    expect(inStores, "no demo variant in stores of two cities").toBeTruthy();
    const { response, body } = await stockOf(inStores!.sku);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(body.success).toBe(true);
    expect(body.message).toBe("");
    expect(body.result.SistemHatası).toBe(false);
    expect(body.result.StokBilgi.length).toBeGreaterThanOrEqual(2);
    for (const row of body.result.StokBilgi) {
      expect(Object.keys(row).sort()).toEqual(["Adres", "KulMiktar", "MagazaAdi", "Sehir", "Telefon"]);
      expect(Number.isInteger(row.KulMiktar) && row.KulMiktar > 0).toBe(true);
      expect(row.MagazaAdi.length && row.Adres.length && row.Telefon.length).toBeTruthy();
    }
    const citiesOfRows = [...new Set(body.result.StokBilgi.map((r) => r.Sehir))];
    expect(body.result.Sehirler.map((c) => c.name)).toEqual(citiesOfRows);
    const collator = new Intl.Collator("tr", { sensitivity: "base", numeric: true });
    expect(citiesOfRows).toEqual([...citiesOfRows].sort(collator.compare));
  });

  it("filters by city (plate code) and keeps listing every city with stock", async () => {
    const [first, second] = inStores!.answer.result.Sehirler;
    const { body } = await stockOf(inStores!.sku, `?cityId=${second!.id}`);
    expect(body.success).toBe(true);
    expect(body.result.StokBilgi.length).toBeGreaterThan(0);
    expect(body.result.StokBilgi.every((r) => r.Sehir === second!.name)).toBe(true);
    expect(body.result.Sehirler).toEqual(inStores!.answer.result.Sehirler);
    const expected = inStores!.answer.result.StokBilgi.filter((r) => r.Sehir === first!.name);
    expect((await stockOf(inStores!.sku, `?cityId=${first!.id}`)).body.result.StokBilgi).toEqual(expected);
  });

  it("says no store in that city has it when the city has none", async () => {
    const withStock = new Set(inStores!.answer.result.Sehirler.map((c) => c.id));
    const empty = [1, 34, 6, 35, 7, 16, 81].find((id) => !withStock.has(id))!;
    const { response, body } = await stockOf(inStores!.sku, `?cityId=${empty}`);
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.result.StokBilgi).toEqual([]);
    expect(body.message).toBe(NO_STORE_IN_CITY);
  });

  it("says no store has a variant that is in no store", async () => {
    expect(inNoStore, "no demo variant without store stock").toBeTruthy();
    const { response, body } = await stockOf(inNoStore!);
    expect(response.status).toBe(200);
    expect(body).toEqual({ success: true, result: { StokBilgi: [], SistemHatası: false, Sehirler: [] }, message: NO_STORE_HAS_IT });
  });

  it.each(["YOK-000000-00", "MD-999999-01", "a b", "x".repeat(80)])("refuses the unknown sku '%s' with a 404", async (sku) => {
    const { response, body } = await stockOf(sku);
    expect(response.status).toBe(404);
    expect(body).toEqual({
      success: false,
      reason: "Ürün bulunamadı.",
      message: "Ürün bulunamadı.",
      result: { StokBilgi: [], SistemHatası: false, Sehirler: [] },
    });
  });

  it.each(["abc", "0", "82", "-1", "3.4"])("refuses the city '%s' that is not a plate code", async (city) => {
    const { response, body } = await stockOf(inStores!.sku, `?cityId=${encodeURIComponent(city)}`);
    expect(response.status).toBe(422);
    expect(body.success).toBe(false);
    expect(body.reason).toBe("Lütfen geçerli bir il seçiniz.");
  });
});
