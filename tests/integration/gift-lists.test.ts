/**
 * Gift lists over real HTTP (issue 15, item 3; spec sections 5, 7, 8): /hediye-listesi/ for a
 * guest (the login; as a JSON call 401 with the login message), a member's list made with the
 * spec's messages for each field, the picker's JSON, another member who can neither see, change
 * nor delete it, and the public page /hediye-listesi/goster/{id} that never shows the address.
 */
import { describe, expect, it } from "vitest";
import { LOGIN_REQUIRED } from "#app/lib/messages";
import { addHomeAddress, variantsWithStock } from "../support/checkout";
import { newMember, visitor } from "../support/visitor";

const year = new Date().getFullYear() + 1;
type Answer = { intent: string; listId: number | null; ok: boolean; message: string; errors: Record<string, string> };

describe("/hediye-listesi/", () => {
  it("keeps a member's lists to the member, with the spec's messages, and shows a list to anyone without its address", async () => {
    const guest = visitor();
    expect((await guest.page("/hediye-listesi/")).location).toBe("/kullanici/kullanici-giris?redirectUrl=%2Fhediye-listesi%2F");
    const asJson = await guest.send("/hediye-listesi/");
    expect(asJson.status).toBe(401);
    expect(await asJson.json()).toMatchObject({ success: false, reason: LOGIN_REQUIRED });

    const ayse = await newMember();
    const home = await addHomeAddress(ayse.v, "Ayşe Kaya");
    const can = await newMember();
    const canHome = await addHomeAddress(can.v, "Can Öz");
    const save = async (v: typeof ayse.v, body: Record<string, string>) => {
      const response = await v.send("/hediye-listesi/", { method: "POST", body: { intent: "save", ...body }, form: true });
      return { status: response.status, answer: (await response.json()) as Answer };
    };
    const form = { name: "Elif'in Doğum Günü", day: "5", month: "3", year: String(year), addressId: String(home) };
    expect(await save(ayse.v, { ...form, name: " " })).toMatchObject({ status: 422, answer: { ok: false, message: 'Lütfen geçerli bir "Hediye Listesi Adı" girin.' } });
    expect(await save(ayse.v, { ...form, year: "2020" })).toMatchObject({ status: 422, answer: { ok: false, message: "Lütfen geçerli bir etkinlik tarihi girin." } });
    expect(await save(ayse.v, { ...form, addressId: String(canHome) })).toMatchObject({ status: 422, answer: { ok: false, message: 'Lütfen geçerli bir "Adres" seçin.' } });
    const made = await save(ayse.v, form);
    expect(made).toMatchObject({ status: 200, answer: { ok: true, message: "Hediye listeniz kaydedildi." } });
    const listId = made.answer.listId!;

    const [variant] = await variantsWithStock(2, 100);
    expect((await ayse.v.post(`/hediye-listesi/urun-ekle/${listId}`, { productId: String(variant.productId) })).answer).toMatchObject({ success: true });
    const picker = (await (await ayse.v.send("/hediye-listesi/")).json()) as { success: boolean; wishLists: { id: number; name: string; expireDate: { date: string } }[] };
    expect(picker.success).toBe(true);
    expect(picker.wishLists).toEqual([expect.objectContaining({ id: listId, name: "Elif'in Doğum Günü", expireDate: { date: `${year}-03-05` } })]);

    // Can: sees no list of Ayşe's, can neither change nor delete it.
    expect(((await (await can.v.send("/hediye-listesi/")).json()) as { wishLists: unknown[] }).wishLists).toEqual([]);
    expect(await save(can.v, { ...form, addressId: String(canHome), listId: String(listId), name: "Benim" })).toMatchObject({ status: 404 });
    const deleted = await can.v.send("/hediye-listesi/", { method: "POST", body: { intent: "delete", listId: String(listId) }, form: true });
    expect(deleted.status).toBe(404);

    // Anyone sees the list: its name, whose it is, the product; never the address.
    const shown = await visitor().page(`/hediye-listesi/goster/${listId}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("Elif&#x27;in Doğum Günü");
    expect(shown.html).toContain("İstenen: <!-- -->1<!-- --> · Alınan: <!-- -->0");
    expect(shown.html).not.toContain("Caferağa");
    expect((await visitor().page("/hediye-listesi/goster/99999999")).status).toBe(404);

    const gone = await ayse.v.send("/hediye-listesi/", { method: "POST", body: { intent: "delete", listId: String(listId) }, form: true });
    expect(await gone.json()).toMatchObject({ ok: true, message: "Hediye listeniz silindi." });
    expect((await visitor().page(`/hediye-listesi/goster/${listId}`)).status).toBe(404);
  }, 60_000);
});
