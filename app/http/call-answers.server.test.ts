/** The member calls' answers: a domain outcome or a read as `{success, reason, message, …}`, never cached. */
import { describe, expect, it } from "vitest";
import { answer, answerData, refuse } from "./call-answers.server";

describe("call answers", () => {
  it("answers a done outcome with success, an empty reason and its fields, never cached", async () => {
    const response = answer({ ok: true, message: "Eklendi.", added: true }, (reason) => ({ error: reason }));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: true, reason: "", error: "", message: "Eklendi.", added: true });
  });

  it("answers a refusal with its status, reason, message and field messages", async () => {
    const response = answer({ ok: false, reason: "Adres bulunamadı.", status: 404, errors: { title: "Adres bulunamadı." } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      reason: "Adres bulunamadı.",
      message: "Adres bulunamadı.",
      errors: { title: "Adres bulunamadı." },
    });
  });

  it("answers a read with an empty reason and message", async () => {
    expect(await answerData({ addresses: [] }).json()).toEqual({ success: true, reason: "", message: "", addresses: [] });
    expect((await refuse("Hata", 422)).headers.get("cache-control")).toBe("no-store");
  });
});
