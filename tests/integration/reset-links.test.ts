/**
 * Only the newest password-reset link works. Issuing a link voids every earlier
 * one; using a link or changing the password at /kullanici/sifre-degistir voids every link still
 * out and ends the member's other sessions.
 */
import { describe, expect, it } from "vitest";
import { RESET_LINK_INVALID as LINK_INVALID } from "#app/domain/accounts/password-reset.messages";
import { solvedCaptcha } from "../support/captcha";
import { newMember, outbox, visitor } from "../support/visitor";

/** Asks for a reset link for this e-mail and returns its path (the newest e-mail to it). */
async function resetLink(email: string): Promise<string> {
  expect((await visitor().post("/kullanici/sifremi-unuttum", { identifier: email, altcha: await solvedCaptcha() })).answer.success).toBe(
    true,
  );
  const mail = (await outbox()).find((m) => m.to === email && m.body.includes("/kullanici/sifre-yenile/"))!;
  return new URL(/https?:\/\/\S+/.exec(mail.body)![0]).pathname;
}

const setPassword = (path: string, password: string) => visitor().post(path, { password, passwordRepeat: password });

describe("password-reset links", () => {
  it("a new link voids the earlier one; using it voids every other", async () => {
    const { email } = await newMember();
    const first = await resetLink(email);
    const second = await resetLink(email);
    expect(second).not.toBe(first);

    expect((await visitor().page(first)).html).toContain(LINK_INVALID);
    expect((await setPassword(first, "Ilkbahar1")).answer).toMatchObject({ success: false, reason: LINK_INVALID });
    expect((await setPassword(second, "Ikinci2025")).answer).toMatchObject({ success: true });
    expect((await setPassword(first, "Ilkbahar1")).answer).toMatchObject({ success: false, reason: LINK_INVALID });
    expect((await visitor().login(email, "Ikinci2025")).success).toBe(true);
    expect((await visitor().login(email, "Ilkbahar1")).success).toBe(false);
  });

  it("changing the password voids the link still out and ends the other sessions", async () => {
    const { v, email, password } = await newMember();
    const elsewhere = visitor();
    expect((await elsewhere.login(email, password)).success).toBe(true);
    const link = await resetLink(email);

    const changed = await v.post("/kullanici/sifre-degistir", {
      currentPassword: password,
      password: "Degisti2025",
      passwordRepeat: "Degisti2025",
    });
    expect(changed.answer.success).toBe(true);
    expect(await v.loggedIn()).toBe(true);
    expect(await elsewhere.loggedIn()).toBe(false);

    expect((await setPassword(link, "Saldirgan1")).answer).toMatchObject({ success: false, reason: LINK_INVALID });
    expect((await visitor().login(email, "Degisti2025")).success).toBe(true);
    expect((await visitor().login(email, "Saldirgan1")).success).toBe(false);
  });
});
