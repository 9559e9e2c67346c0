/**
 * The member address book over real HTTP (spec sections 2, 3, 5, 7): the JSON calls
 * /address/ajax/{list, add, get/{id}, edit/{id}, delete/{id}} with real city, district and town
 * ids read from the place calls; every validation message; a district of another city refused;
 * guests refused; another member's ids act exactly like unknown ones and change nothing; at most
 * 20 addresses; the page /kullanici/adreslerim server-rendered with masked identity numbers.
 * Fresh members only: the demo member stays as it was.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Address, Place } from "#app/domain/addresses/address.schema";
import { getJson, request } from "../support/http";
import { newMember, visitor } from "../support/visitor";

type Reply = {
  success: boolean;
  reason: string;
  message: string;
  errors?: Record<string, string>;
  address?: Address;
  addresses?: Address[];
};
type Member = Awaited<ReturnType<typeof newMember>>["v"];

const LOGIN_REQUIRED = "Bu işlemi gerçekleştirebilmek için giriş yapmanız gerekmektedir.";
const NOT_FOUND = "Adres bulunamadı.";
const M = {
  title: "Lütfen adres başlığı giriniz.",
  personName: "Lütfen ad ve soyad giriniz.",
  address: "Lütfen adresinizi giriniz (10-120 karakter).",
  phoneRequired: "Lütfen Telefon Numaranızı Giriniz",
  phone: "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx",
  city: "Lütfen il seçiniz.",
  district: "Lütfen ilçe seçiniz.",
  town: "Lütfen mahalle seçiniz.",
  identityNumber: "Lütfen geçerli bir T.C. Kimlik Numarası giriniz.",
  company: "Lütfen firma adını giriniz.",
  taxOffice: "Lütfen vergi dairesini giriniz.",
  taxNumber: "Lütfen geçerli bir vergi numarası giriniz.",
  districtNotInCity: "Lütfen geçerli bir ilçe seçiniz.",
  townNotInDistrict: "Lütfen geçerli bir mahalle seçiniz.",
  limit: "En fazla 20 adres kaydedebilirsiniz. Yeni bir adres eklemek için kayıtlı adreslerinizden birini siliniz.",
};

async function places(url: string): Promise<Place[]> {
  const { body } = await getJson<{ success: boolean; result: Place[] }>(url);
  expect(body.success).toBe(true);
  return body.result;
}

/** Real ids from the place calls: Kadıköy (İstanbul) with Caferağa, Çankaya (Ankara) with its first town. */
let kadikoy: Place, caferaga: Place, cankaya: Place, cankayaTown: Place;
beforeAll(async () => {
  kadikoy = (await places("/address/ajax/get-district-by-city/34")).find((d) => d.name === "Kadıköy")!;
  caferaga = (await places(`/address/ajax/get-town-by-district/${kadikoy.id}`)).find((t) => t.name.startsWith("Caferağa"))!;
  cankaya = (await places("/address/ajax/get-district-by-city/6")).find((d) => d.name === "Çankaya")!;
  [cankayaTown] = await places(`/address/ajax/get-town-by-district/${cankaya.id}`);
  expect([kadikoy, caferaga, cankaya, cankayaTown].every(Boolean)).toBe(true);
});

const home = () => ({
  title: "Evim",
  personName: "Deniz Kaya",
  phone: "(532) 123 45 67",
  city: "34",
  district: String(kadikoy.id),
  town: String(caferaga.id),
  address: "Moda Caddesi No: 12 Daire: 4",
  billingType: "individual",
  identityNumber: "10000000146",
});
const office = () => ({
  title: "İş Yerim",
  personName: "Deniz Kaya",
  phone: "05441234567",
  city: "6",
  district: String(cankaya.id),
  town: String(cankayaTown.id),
  address: "Atatürk Bulvarı No: 100 Kat: 3",
  billingType: "corporate",
  company: "Minik Dünya Ticaret A.Ş.",
  taxOffice: "Çankaya",
  taxNumber: "4540536920",
});

const call = async (v: Member, path: string) => {
  const response = await v.send(path);
  return { status: response.status, answer: (await response.json()) as Reply };
};
const post = (v: Member, path: string, body: Record<string, string> = {}, form = false) =>
  v.post(path, body, form) as Promise<{ status: number; answer: Reply }>;
const list = async (v: Member) => (await call(v, "/address/ajax/list")).answer.addresses!;

describe("address calls: guests", () => {
  it("every call answers 401 with the login message; the page sends to the login page", async () => {
    const v = visitor();
    for (const path of ["/address/ajax/list", "/address/ajax/get/1"]) {
      expect(await call(v, path)).toMatchObject({
        status: 401,
        answer: { success: false, reason: LOGIN_REQUIRED, message: LOGIN_REQUIRED },
      });
    }
    for (const path of ["/address/ajax/add", "/address/ajax/edit/1", "/address/ajax/delete/1"]) {
      expect(await post(v, path, home())).toMatchObject({ status: 401, answer: { success: false, reason: LOGIN_REQUIRED } });
    }
    const page = await v.page("/kullanici/adreslerim");
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/kullanici/kullanici-giris?redirectUrl=${encodeURIComponent("/kullanici/adreslerim")}`);
  });
});

describe("address book of a member", () => {
  it("adds an individual and a corporate address, lists, reads, edits and deletes them", async () => {
    const { v } = await newMember();
    expect(await list(v)).toEqual([]);

    const added = await post(v, "/address/ajax/add", home());
    expect(added.status).toBe(200);
    expect(added.answer).toMatchObject({
      success: true,
      message: "Adresiniz kaydedildi.",
      address: {
        title: "Evim",
        personName: "Deniz Kaya",
        phone: "05321234567",
        city: { id: 34, name: "İstanbul" },
        district: { id: kadikoy.id, name: "Kadıköy" },
        town: { id: caferaga.id, name: caferaga.name },
        address: "Moda Caddesi No: 12 Daire: 4",
        billingType: "individual",
        identityNumber: "10000000146",
        company: null,
        taxOffice: null,
        taxNumber: null,
      },
    });
    const homeId = added.answer.address!.id;

    // The spec's pages send forms: the same call takes a form-encoded body.
    const corporate = await post(v, "/address/ajax/add", office(), true);
    expect(corporate.answer).toMatchObject({
      success: true,
      address: {
        billingType: "corporate",
        company: "Minik Dünya Ticaret A.Ş.",
        taxOffice: "Çankaya",
        taxNumber: "4540536920",
        identityNumber: null,
        city: { id: 6, name: "Ankara" },
        district: { name: "Çankaya" },
      },
    });
    const officeId = corporate.answer.address!.id;

    expect((await list(v)).map((a) => a.id)).toEqual([homeId, officeId]);
    expect(await call(v, `/address/ajax/get/${homeId}`)).toMatchObject({
      status: 200,
      answer: { success: true, address: added.answer.address },
    });

    const edited = await post(v, `/address/ajax/edit/${homeId}`, {
      ...home(),
      title: "Annemin Evi",
      billingType: "corporate",
      company: "Kaya Ltd. Şti.",
      taxOffice: "Kadıköy",
      taxNumber: "10000000146",
    });
    expect(edited.answer).toMatchObject({
      success: true,
      message: "Adresiniz güncellendi.",
      address: {
        id: homeId,
        title: "Annemin Evi",
        billingType: "corporate",
        company: "Kaya Ltd. Şti.",
        taxNumber: "10000000146",
        identityNumber: null,
      },
    });
    expect((await call(v, `/address/ajax/get/${homeId}`)).answer.address).toEqual(edited.answer.address);

    expect(await post(v, `/address/ajax/delete/${officeId}`)).toMatchObject({
      status: 200,
      answer: { success: true, message: "Adresiniz silindi." },
    });
    expect((await list(v)).map((a) => a.id)).toEqual([homeId]);
    expect(await call(v, `/address/ajax/get/${officeId}`)).toMatchObject({ status: 404, answer: { success: false, reason: NOT_FOUND } });
    expect(await post(v, `/address/ajax/delete/${officeId}`)).toMatchObject({ status: 404, answer: { reason: NOT_FOUND } });
    expect(await post(v, `/address/ajax/edit/${officeId}`, office())).toMatchObject({ status: 404, answer: { reason: NOT_FOUND } });
  });

  it("the page lists the addresses server-side, identity and tax numbers masked", async () => {
    const { v } = await newMember();
    await post(v, "/address/ajax/add", home());
    await post(v, "/address/ajax/add", office());
    const { status, html } = await v.page("/kullanici/adreslerim");
    expect(status).toBe(200);
    for (const text of [
      "Adreslerim",
      "Yeni Adres Ekle",
      "Evim",
      "İş Yerim",
      "Moda Caddesi No: 12 Daire: 4",
      "Kadıköy / İstanbul",
      "Çankaya / Ankara",
      "(532) 123 45 67",
      "Minik Dünya Ticaret A.Ş.",
      "100••••••46",
      "454•••••20",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("10000000146");
    expect(html).not.toContain("4540536920");
    expect(html).toContain('aria-current="page"');
  });

  it("every field gets its message; an empty form gets them all at once", async () => {
    const { v } = await newMember();
    const empty = await post(v, "/address/ajax/add", {});
    expect(empty.status).toBe(422);
    expect(empty.answer).toMatchObject({ success: false, reason: M.title, message: M.title });
    expect(empty.answer.errors).toEqual({
      title: M.title,
      personName: M.personName,
      phone: M.phoneRequired,
      city: M.city,
      district: M.district,
      town: M.town,
      address: M.address,
    });

    const corporate = await post(v, "/address/ajax/add", { ...office(), company: " ", taxOffice: "", taxNumber: "" });
    expect(corporate.answer.errors).toEqual({ company: M.company, taxOffice: M.taxOffice, taxNumber: M.taxNumber });

    const cases: [Record<string, string>, string, string][] = [
      [{ personName: "Deniz" }, "personName", M.personName],
      [{ address: "Moda Cd." }, "address", M.address],
      [{ address: "x".repeat(121) }, "address", M.address],
      [{ phone: "(212) 123 45 67" }, "phone", M.phone],
      [{ city: "99" }, "city", M.city],
      [{ district: "" }, "district", M.district],
      [{ town: "abc" }, "town", M.town],
      [{ identityNumber: "10000000147" }, "identityNumber", M.identityNumber],
      [{ identityNumber: "01234567890" }, "identityNumber", M.identityNumber],
      [{ billingType: "corporate", company: "Firma", taxOffice: "Kadıköy", taxNumber: "4540536921" }, "taxNumber", M.taxNumber],
      [{ city: "6" }, "district", M.districtNotInCity],
      [{ town: String(cankayaTown.id) }, "town", M.townNotInDistrict],
    ];
    for (const [change, field, message] of cases) {
      const { status, answer } = await post(v, "/address/ajax/add", { ...home(), ...change });
      expect({ change, status, errors: answer.errors }).toEqual({ change, status: 422, errors: { [field]: message } });
      expect(answer.reason).toBe(message);
    }
    // A T.C. Kimlik No is optional for an individual in the address book.
    expect((await post(v, "/address/ajax/add", { ...home(), identityNumber: "" })).answer).toMatchObject({
      success: true,
      address: { identityNumber: null },
    });
    expect(await list(v)).toHaveLength(1);
  });

  it("an edit is checked the same way and changes nothing when refused", async () => {
    const { v } = await newMember();
    const { address } = (await post(v, "/address/ajax/add", home())).answer;
    const refused = await post(v, `/address/ajax/edit/${address!.id}`, { ...home(), city: "6", personName: "Deniz" });
    expect(refused).toMatchObject({ status: 422, answer: { success: false, errors: { personName: M.personName } } });
    const placeRefused = await post(v, `/address/ajax/edit/${address!.id}`, { ...home(), city: "6" });
    expect(placeRefused).toMatchObject({ status: 422, answer: { errors: { district: M.districtNotInCity } } });
    expect((await call(v, `/address/ajax/get/${address!.id}`)).answer.address).toEqual(address);
  });

  it("another member's ids act exactly like unknown ones and change nothing", async () => {
    const owner = (await newMember()).v;
    const other = (await newMember()).v;
    const { address } = (await post(owner, "/address/ajax/add", home())).answer;
    const id = address!.id;
    const unknown = id + 100000;

    for (const target of [id, unknown, 0]) {
      expect(await call(other, `/address/ajax/get/${target}`)).toEqual({
        status: 404,
        answer: { success: false, reason: NOT_FOUND, message: NOT_FOUND },
      });
      expect(await post(other, `/address/ajax/edit/${target}`, office())).toEqual({
        status: 404,
        answer: { success: false, reason: NOT_FOUND, message: NOT_FOUND },
      });
      expect(await post(other, `/address/ajax/delete/${target}`)).toEqual({
        status: 404,
        answer: { success: false, reason: NOT_FOUND, message: NOT_FOUND },
      });
    }
    expect(await call(other, "/address/ajax/get/abc")).toMatchObject({ status: 404, answer: { reason: NOT_FOUND } });
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([address]);
  });

  it("keeps at most 20 addresses; deleting one makes room", async () => {
    const { v } = await newMember();
    for (let i = 1; i <= 20; i++)
      expect((await post(v, "/address/ajax/add", { ...home(), title: `Adres ${i}` })).answer.success).toBe(true);
    expect(await post(v, "/address/ajax/add", { ...home(), title: "Adres 21" })).toMatchObject({
      status: 409,
      answer: { success: false, reason: M.limit },
    });
    const book = await list(v);
    expect(book).toHaveLength(20);
    expect((await v.page("/kullanici/adreslerim")).html).toContain("En fazla 20 adres kaydedebilirsiniz.");
    await post(v, `/address/ajax/delete/${book[0].id}`);
    expect((await post(v, "/address/ajax/add", { ...home(), title: "Adres 21" })).answer.success).toBe(true);
  });

  it("state-changing calls are POST only, the others GET only; another site is refused", async () => {
    const { v } = await newMember();
    for (const path of ["/address/ajax/add", "/address/ajax/edit/1", "/address/ajax/delete/1"]) {
      const response = await v.send(path);
      expect(response.status).toBe(405);
      expect(((await response.json()) as Reply).success).toBe(false);
    }
    for (const path of ["/address/ajax/list", "/address/ajax/get/1"]) {
      const response = await v.send(path, { method: "POST", body: {} });
      expect(response.status).toBe(405);
      expect(await response.json()).toMatchObject({ success: false, reason: "Bu işlem yalnızca GET isteğiyle yapılabilir." });
    }
    const response = await v.send("/address/ajax/add", { method: "POST", body: home() });
    expect(response.status).toBe(200);
    // What a page on another site would send: refused before it reaches the call.
    const crossSite = await request("/address/ajax/add", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify(home()),
    });
    expect(crossSite.status).toBe(403);
    expect(await list(v)).toHaveLength(1);
  });
});
