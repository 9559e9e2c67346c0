/**
 * Gift lists over real HTTP (spec sections 5, 7, 8): /hediye-listesi/ for a
 * guest (the login; as a JSON call 401 with the login message), a member's list made with the
 * spec's messages for each field, the picker's JSON, another member who can neither see, change
 * nor delete it, and the public page /hediye-listesi/goster/{id} that never shows the address.
 * Finding a list (criteria, a captcha used once, the owner's name in any Turkish case, no address
 * in the answer) and sharing it by e-mail (owner only, the spec's messages, the shop's own link).
 */
import { describe, expect, it } from "vitest";
import { CAPTCHA_INVALID, CAPTCHA_REQUIRED } from "#app/domain/captcha/captcha.messages";
import { LOGIN_REQUIRED } from "#app/lib/messages";
import { solvedCaptcha } from "../support/captcha";
import { addHomeAddress, variantWithStock } from "../support/checkout";
import { giftListOwner, uniqueLetters } from "../support/gift-lists";
import { baseURL } from "../support/http";
import { newMember, outbox, stamp, visitor } from "../support/visitor";

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
    expect(await save(ayse.v, { ...form, name: " " })).toMatchObject({
      status: 422,
      answer: { ok: false, message: 'Lütfen geçerli bir "Hediye Listesi Adı" girin.' },
    });
    expect(await save(ayse.v, { ...form, year: "2020" })).toMatchObject({
      status: 422,
      answer: { ok: false, message: "Lütfen geçerli bir etkinlik tarihi girin." },
    });
    expect(await save(ayse.v, { ...form, addressId: String(canHome) })).toMatchObject({
      status: 422,
      answer: { ok: false, message: 'Lütfen geçerli bir "Adres" seçin.' },
    });
    const made = await save(ayse.v, form);
    expect(made).toMatchObject({ status: 200, answer: { ok: true, message: "Hediye listeniz kaydedildi." } });
    const listId = made.answer.listId!;

    const variant = await variantWithStock(2, 100);
    expect((await ayse.v.post(`/hediye-listesi/urun-ekle/${listId}`, { productId: String(variant.productId) })).answer).toMatchObject({
      success: true,
    });
    const picker = (await (await ayse.v.send("/hediye-listesi/")).json()) as {
      success: boolean;
      wishLists: { id: number; name: string; expireDate: { date: string } }[];
    };
    expect(picker.success).toBe(true);
    expect(picker.wishLists).toEqual([
      expect.objectContaining({ id: listId, name: "Elif'in Doğum Günü", expireDate: { date: `${year}-03-05` } }),
    ]);

    // Can: sees no list of Ayşe's, can neither change nor delete it.
    expect(((await (await can.v.send("/hediye-listesi/")).json()) as { wishLists: unknown[] }).wishLists).toEqual([]);
    expect(await save(can.v, { ...form, addressId: String(canHome), listId: String(listId), name: "Benim" })).toMatchObject({
      status: 404,
    });
    const deleted = await can.v.send("/hediye-listesi/", {
      method: "POST",
      body: { intent: "delete", listId: String(listId) },
      form: true,
    });
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

describe("finding a gift list (GET /hediye-listesi/ajax/liste-bul) and sharing one (POST /hediye-listesi/ajax/share-with-email/{id})", () => {
  const search = async (v: ReturnType<typeof visitor>, query: Record<string, string | undefined>) => {
    const response = await v.send(`/hediye-listesi/ajax/liste-bul?${new URLSearchParams(query as Record<string, string>)}`);
    return { status: response.status, text: await response.text() };
  };

  it("asks for a criteria, then a solved captcha (used once), and finds a list by its owner's name in any case, without the address", async () => {
    const suffix = uniqueLetters();
    const owner = await giftListOwner(`Işık${suffix}`);
    const guest = visitor();

    const none = await search(guest, { value: "x" });
    expect(none.status).toBe(422);
    expect(JSON.parse(none.text)).toEqual({
      success: false,
      reason: `Lütfen bir "Arama Kriter'i" seçin.`,
      message: `Lütfen bir "Arama Kriter'i" seçin.`,
    });
    const byName = { criteria: "user.name", firstname: "AYSE", lastname: `isik${suffix}`.toLocaleUpperCase("tr-TR"), action: "liste-bul" };
    const noCaptcha = await search(guest, byName);
    expect(noCaptcha.status).toBe(400);
    expect(JSON.parse(noCaptcha.text)).toMatchObject({ success: false, reason: CAPTCHA_REQUIRED });

    const altcha = await solvedCaptcha();
    const found = await search(guest, { ...byName, altcha });
    expect(found.status).toBe(200);
    expect(JSON.parse(found.text)).toEqual({
      success: true,
      reason: "",
      items: [
        {
          id: owner.listId,
          name: "Elif'in Doğum Günü",
          expireDate: { date: `${year}-03-05` },
          owner: { firstname: "Ayşe", lastname: `Işık${suffix}` },
          itemCount: 0,
          url: `/hediye-listesi/goster/${owner.listId}`,
        },
      ],
    });
    expect(found.text).not.toMatch(/Caferağa|address|adres|phone|email|@/i);

    const reused = await search(guest, { ...byName, altcha });
    expect(reused.status).toBe(400);
    expect(JSON.parse(reused.text)).toMatchObject({ success: false, reason: CAPTCHA_INVALID });

    // Nothing found: the spec's message. Huge or malformed values: the field's message, never a 500.
    expect(
      JSON.parse((await search(guest, { criteria: "wishList.id", value: "2147483647", altcha: await solvedCaptcha() })).text),
    ).toMatchObject({ success: false, reason: "Liste bulunamadı!" });
    for (const query of [
      { criteria: "user.name", firstname: "a".repeat(3_000), lastname: "Kaya" },
      { criteria: "user.email", value: `${"a".repeat(3_000)}@example.com` },
      { criteria: "wishList.id", value: "1; DROP TABLE gift_lists" },
      { criteria: "user.name", firstname: "%", lastname: "_" },
    ]) {
      const refused = await search(guest, query);
      expect(refused.status, JSON.stringify(query).slice(0, 80)).toBe(422);
      expect(JSON.parse(refused.text)).toMatchObject({ success: false });
    }
    expect((await guest.send("/hediye-listesi/ajax/liste-bul", { method: "POST", body: byName })).status).toBe(405);

    // The page /hediye-listesi/ara: its GET form sent before the page is interactive runs the same
    // search in the loader and shows the answer with what was typed.
    const page = await guest.page("/hediye-listesi/ara");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Liste Ara");
    expect(page.html).not.toContain(CAPTCHA_REQUIRED);
    expect((await guest.page("/hediye-listesi/ara?criteria=")).html).toContain("Lütfen bir &quot;Arama Kriter&#x27;i&quot; seçin.");
    const sent = await guest.page(
      `/hediye-listesi/ara?${new URLSearchParams({ criteria: "user.name", firstname: "Ayşe", lastname: `Işık${suffix}` })}`,
    );
    expect(sent.html).toContain(CAPTCHA_REQUIRED);
    expect(sent.html).toContain(`value="Işık${suffix}"`);
    expect(sent.html).not.toContain("Elif&#x27;in Doğum Günü");
  }, 60_000);

  it("lets only the owner share, checks the addresses, and writes the shop's own link whatever url was sent", async () => {
    const owner = await giftListOwner(`Kaya${uniqueLetters()}`);
    const other = await newMember();
    const path = `/hediye-listesi/ajax/share-with-email/${owner.listId}`;
    const n = stamp();
    const good = {
      emails: `dede.${n}@example.com; nine.${n}@example.com,\nDEDE.${n}@example.com`,
      url: "https://kotu.example/sahte-sayfa",
    };
    const mailsTo = async (...to: string[]) => (await outbox()).filter((m) => m.channel === "email" && to.includes(m.to));

    expect(await visitor().post(path, good)).toEqual({
      status: 401,
      answer: { success: false, reason: LOGIN_REQUIRED, message: LOGIN_REQUIRED },
    });
    expect(await other.v.post(path, good)).toMatchObject({ status: 404, answer: { success: false, reason: "Hediye listesi bulunamadı." } });
    expect(await owner.v.post(`/hediye-listesi/ajax/share-with-email/99999999`, good)).toMatchObject({ status: 404 });
    expect(await owner.v.post(path, { emails: `dede.${n}@example.com, dede`, url: "" })).toMatchObject({
      status: 422,
      answer: { success: false, reason: "Lütfen girdiğiniz mail adreslerini kontrol edin!" },
    });
    expect(await owner.v.post(path, { emails: " ;, ", url: "" }, true)).toMatchObject({
      status: 422,
      answer: { success: false, reason: "Lütfen en az bir geçerli e-posta adresi girin!" },
    });
    // Not one valid address among what was typed: the same message as an empty box.
    for (const emails of ["dede", "dede, nine@example", "dede@@example.com;nine"]) {
      expect(await owner.v.post(path, { emails, url: "" }), emails).toMatchObject({
        status: 422,
        answer: { success: false, reason: "Lütfen en az bir geçerli e-posta adresi girin!" },
      });
    }
    expect(await mailsTo(`dede.${n}@example.com`)).toEqual([]);

    expect(await owner.v.post(path, good, true)).toEqual({
      status: 200,
      answer: { success: true, reason: "", message: "Hediye listenizi başarılı bir şekilde paylaştınız." },
    });
    const sent = await mailsTo(`dede.${n}@example.com`, `nine.${n}@example.com`);
    expect(sent.map((m) => m.to).sort()).toEqual([`dede.${n}@example.com`, `nine.${n}@example.com`]);
    for (const mail of sent) {
      expect(mail.subject).toContain("Elif'in Doğum Günü");
      expect(mail.body).toContain("Ayşe");
      expect(mail.body).toContain(`${baseURL()}/hediye-listesi/goster/${owner.listId}`);
      expect(mail.body).not.toContain("kotu.example");
    }
    expect((await owner.v.send(path)).status).toBe(405);

    // 50 share e-mails a day: five shares of 20 sent at once, after the 2 above, let exactly two through.
    const batch = (k: number) => Array.from({ length: 20 }, (_, i) => `toplu${k}.${i}.${n}@example.com`).join(" ");
    const answers = await Promise.all([0, 1, 2, 3, 4].map((k) => owner.v.post(path, { emails: batch(k), url: "" })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0].answer.reason).toContain("24 saat içinde en fazla 50 e-posta");
    expect((await outbox()).filter((m) => m.to.startsWith("toplu") && m.to.endsWith(`.${n}@example.com`))).toHaveLength(40);
  }, 60_000);
});
