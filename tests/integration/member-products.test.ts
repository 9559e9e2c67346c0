/**
 * Favorilerim and Karşılaştırmalarım over real HTTP (spec section 2; the comparison popup links to
 * the comparisons page): members only; each member sees only their own favourites and compared
 * items; 'Kaldır' takes an item off the comparison, and the favourite button's remove mode off the
 * favourites.
 */
import { describe, expect, it } from "vitest";
import { variantsWithStock } from "../support/checkout";
import { newMember, visitor } from "../support/visitor";

const FAVOURITES = "/kullanici/favorilerim";
const COMPARISONS = "/kullanici/karsilastirmalarim";

describe("the member's favourites and comparisons pages", () => {
  it("send a guest to log in and back; the remove call refuses a guest", async () => {
    const guest = visitor();
    for (const path of [FAVOURITES, COMPARISONS]) {
      const { status, location } = await guest.page(path);
      expect(status).toBe(302);
      expect(location).toBe(`/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent(path)}`);
    }
    const refused = await guest.post("/kullanici/urun/karsilastirma/sil", { catalogId: "1" });
    expect(refused.status).toBe(401);
    expect(refused.answer.reason).toBe("Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.");
  });

  it("list only the member's own items, and remove them", async () => {
    const [a, b, c] = (await variantsWithStock(3, 100)).filter((v, i, all) => all.findIndex((w) => w.catalogId === v.catalogId) === i);
    const me = await newMember();
    const other = await newMember();

    // Empty at first.
    expect((await me.v.page(FAVOURITES)).html).toContain("Favori ürününüz bulunmuyor.");
    expect((await me.v.page(COMPARISONS)).html).toContain("Karşılaştırma listeniz boş.");

    expect((await me.v.post("/urun/favorite", { productId: String(a.productId), mode: "add" })).answer.success).toBe(true);
    for (const v of [b, c])
      expect((await me.v.post("/kullanici/urun/karsilastirma/ekle", { catalogId: String(v.catalogId) })).answer.success).toBe(true);
    expect((await other.v.post("/urun/favorite", { productId: String(c.productId), mode: "add" })).answer.success).toBe(true);

    const favourites = await me.v.page(FAVOURITES);
    expect(favourites.status).toBe(200);
    expect(favourites.html).toContain(`-${a.catalogId}"`);
    expect(favourites.html).not.toContain(`-${c.catalogId}"`); // the other member's favourite
    const compared = await me.v.page(COMPARISONS);
    expect(compared.html).toContain("Karşılaştırma listenizde <strong");
    expect(compared.html).toContain(`-${b.catalogId}"`);
    expect(compared.html).toContain(`-${c.catalogId}"`);
    expect((await other.v.page(COMPARISONS)).html).toContain("Karşılaştırma listeniz boş.");

    // The other member's remove call touches only their own (empty) list.
    expect((await other.v.post("/kullanici/urun/karsilastirma/sil", { catalogId: String(b.catalogId) })).answer.success).toBe(true);
    expect((await me.v.page(COMPARISONS)).html).toContain(`-${b.catalogId}"`);
    const removed = await me.v.post("/kullanici/urun/karsilastirma/sil", { catalogId: String(b.catalogId) });
    expect(removed.answer).toMatchObject({ success: true, message: "Ürün karşılaştırma listenizden çıkarıldı." });
    const after = await me.v.page(COMPARISONS);
    expect(after.html).not.toContain(`-${b.catalogId}"`);
    expect(after.html).toContain(`-${c.catalogId}"`);
    expect((await me.v.post("/kullanici/urun/karsilastirma/sil", {})).status).toBe(422);

    expect((await me.v.post("/urun/favorite", { productId: String(a.productId), mode: "remove" })).answer.success).toBe(true);
    expect((await me.v.page(FAVOURITES)).html).toContain("Favori ürününüz bulunmuyor.");
  });
});
