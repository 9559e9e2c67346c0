import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fail, invalid, ok, readBody, readQuery, validate, wantsJson } from "./api.server";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("http://shop.test/cart/add", { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} });

describe("readBody", () => {
  it("reads a form-encoded body (as the spec's pages send it)", async () => {
    const body = await readBody(
      post("productId=42&quantity=-1&note=%C3%87ocuk+aras%C4%B1", "application/x-www-form-urlencoded; charset=UTF-8"),
    );
    expect(body).toEqual({ productId: "42", quantity: "-1", note: "Çocuk arası" });
  });

  it("turns repeated form keys into arrays", async () => {
    const body = await readBody(
      post(
        new URLSearchParams([
          ["size", "2 Yaş"],
          ["size", "3 Yaş"],
          ["brand", "Chicco"],
        ]),
      ),
    );
    expect(body).toEqual({ size: ["2 Yaş", "3 Yaş"], brand: "Chicco" });
  });

  it("reads a multipart form", async () => {
    const form = new FormData();
    form.append("email", "uye@example.com");
    form.append("file", new Blob(["x"]), "fatura.pdf");
    expect(await readBody(post(form))).toEqual({ email: "uye@example.com", file: "fatura.pdf" });
  });

  it("reads a JSON object body", async () => {
    const body = await readBody(post(JSON.stringify({ productId: 42, quantity: 1, items: [1, 2] }), "application/json"));
    expect(body).toEqual({ productId: 42, quantity: 1, items: [1, 2] });
  });

  it.each([
    ["a JSON array", "[1,2]", "application/json"],
    ["JSON null", "null", "application/json"],
    ["an unknown content type", "productId=42", "text/plain"],
  ])("gives {} for %s", async (_label, raw, type) => {
    expect(await readBody(post(raw, type))).toEqual({});
  });

  it.each([
    ["broken JSON", "{productId:", "application/json"],
    ["a broken multipart body", "--broken", "multipart/form-data; boundary=xx"],
  ])("answers %s with 400 and the general message", async (_label, raw, type) => {
    const thrown = await readBody(post(raw, type)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).json()).toMatchObject({
      success: false,
      reason: "Beklenmedik bir hata oluştu, lütfen tekrar deneyin!",
    });
  });

  it("gives {} without a body", async () => {
    expect(await readBody(new Request("http://shop.test/x", { method: "POST" }))).toEqual({});
  });
});

describe("readQuery", () => {
  it("reads the query string like a form", () => {
    const query = readQuery(new Request("http://shop.test/arama?keyword=%C3%A7ocuk&criteria%5Bsize%5D=1&criteria%5Bsize%5D=2&page=2"));
    expect(query).toEqual({ keyword: "çocuk", "criteria[size]": ["1", "2"], page: "2" });
  });
});

const loginSchema = z.object({
  identifier: z.string().trim().min(1, "Lütfen e-posta adresinizi veya telefon numaranızı giriniz."),
  password: z.string().min(1, "Lütfen şifrenizi giriniz."),
  quantity: z.coerce.number().int().min(1, "Adet en az 1 olmalıdır.").optional(),
});

describe("validate", () => {
  it("returns the parsed data when the input is right", () => {
    const result = validate(loginSchema, { identifier: " uye@example.com ", password: "Deneme123", quantity: "2" });
    expect(result).toEqual({ ok: true, data: { identifier: "uye@example.com", password: "Deneme123", quantity: 2 } });
  });

  it("gives each field its own Turkish message and the first as the reason", () => {
    const result = validate(loginSchema, { identifier: "", password: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe("Lütfen e-posta adresinizi veya telefon numaranızı giriniz.");
    expect(result.errors).toEqual({
      identifier: "Lütfen e-posta adresinizi veya telefon numaranızı giriniz.",
      password: "Lütfen şifrenizi giriniz.",
    });
  });

  it("names nested fields by their path", () => {
    const schema = z.object({ address: z.object({ cityId: z.number({ error: "Lütfen il seçiniz." }) }) });
    const result = validate(schema, { address: {} });
    expect(result).toEqual({ ok: false, errors: { "address.cityId": "Lütfen il seçiniz." }, reason: "Lütfen il seçiniz." });
  });

  it("keeps the first message of a field when it breaks two rules", () => {
    const schema = z.object({ code: z.string().min(4, "En az 4 karakter giriniz.").regex(/^\d+$/, "Sadece rakam giriniz.") });
    const result = validate(schema, { code: "ab" });
    expect(result.ok === false && result.errors.code).toBe("En az 4 karakter giriniz.");
  });
});

describe("answers", () => {
  it("ok() is {success:true, …}", async () => {
    const response = ok({ cart: { quantity: 2 } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ success: true, cart: { quantity: 2 } });
  });

  it("fail() carries the Turkish text as reason and message", async () => {
    const response = fail("Bu üründen sepetinize maximum 3 adet ekleyebilirsiniz.");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: false,
      reason: "Bu üründen sepetinize maximum 3 adet ekleyebilirsiniz.",
      message: "Bu üründen sepetinize maximum 3 adet ekleyebilirsiniz.",
    });
  });

  it("invalid() is a 422 with the field errors", async () => {
    const result = validate(loginSchema, { identifier: "x", password: "" });
    if (result.ok) throw new Error("expected a refusal");
    const response = invalid(result);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      success: false,
      reason: "Lütfen şifrenizi giriniz.",
      message: "Lütfen şifrenizi giriniz.",
      errors: { password: "Lütfen şifrenizi giriniz." },
    });
  });
});

describe("wantsJson", () => {
  it("is a JSON call when the Accept header names application/json", () => {
    const asking = (accept?: string) => new Request("http://shop.test/siparis-takip", { headers: accept ? { Accept: accept } : {} });
    expect(wantsJson(asking("application/json"))).toBe(true);
    expect(wantsJson(asking("application/json, text/plain, */*"))).toBe(true);
    expect(wantsJson(asking("text/html,application/xhtml+xml"))).toBe(false);
    expect(wantsJson(asking())).toBe(false);
  });
});
