import { describe, expect, it } from "vitest";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import type { Db } from "#app/db/client.server";
import { readConfig } from "#app/lib/config.server";
import {
  SOCIAL_STATE_INVALID,
  SOCIAL_UNAVAILABLE,
  STATE_TTL_MS,
  newSocialLogin,
  runSocialLogin,
  socialProviders,
  stateMatches,
  type SocialLoginProvider,
} from "./social-login.server";

/** A session stand-in keeping its data in memory. */
function fakeSession() {
  let data: Record<string, unknown> = {};
  return {
    session: {
      get: async () => ({ id: "s", userId: null, data, expiresAt: new Date() }),
      set: async (v: Record<string, unknown>) => void (data = { ...data, ...v }),
    } as unknown as SessionHandle,
    data: () => data,
  };
}

const provider: SocialLoginProvider = {
  id: "facebook",
  label: "Facebook",
  authorizeUrl: (state, redirectUri) => `https://provider.example/auth?state=${state}&redirect_uri=${encodeURIComponent(redirectUri)}`,
  exchange: async () => {
    throw new Error("not reached in these tests");
  },
};

describe("social login state", () => {
  it("matches only the same state, for the same provider, within 10 minutes", () => {
    const pending = newSocialLogin("facebook", "/cart", 1_000);
    expect(stateMatches(pending, "facebook", pending.state, 2_000)).toBe(true);
    expect(stateMatches(pending, "facebook", pending.state.slice(1), 2_000)).toBe(false);
    expect(stateMatches(pending, "facebook", `${pending.state}x`, 2_000)).toBe(false);
    expect(stateMatches(pending, "google", pending.state, 2_000)).toBe(false);
    expect(stateMatches(pending, "facebook", null, 2_000)).toBe(false);
    expect(stateMatches(pending, "facebook", pending.state, 1_000 + STATE_TTL_MS + 1)).toBe(false);
    expect(stateMatches(null, "facebook", pending.state, 2_000)).toBe(false);
    expect(stateMatches({ provider: "facebook", state: 5 }, "facebook", "5", 2_000)).toBe(false);
  });

  it("makes a fresh random state each time", () => {
    const a = newSocialLogin("facebook", "/");
    const b = newSocialLogin("facebook", "/");
    expect(a.state).not.toBe(b.state);
    expect(a.state.length).toBeGreaterThanOrEqual(32);
  });

  it("has no provider without both Facebook keys, and a configuration with one of them is refused", () => {
    expect(socialProviders(null).size).toBe(0);
    expect(socialProviders(readConfig({}).facebook ?? null).size).toBe(0);
    expect(() => readConfig({ FACEBOOK_APP_ID: "1" })).toThrow("FACEBOOK_APP_SECRET FACEBOOK_APP_ID ile birlikte verilmeli");
    const keys = readConfig({ FACEBOOK_APP_ID: "1", FACEBOOK_APP_SECRET: "s" }).facebook ?? null;
    expect(socialProviders(keys).get("facebook")?.authorizeUrl("st", "https://shop/cb")).toContain("state=st");
  });

  it("says it is unavailable when nothing is configured", async () => {
    const { session } = fakeSession();
    expect(await runSocialLogin({ db: {} as Db, session, provider: undefined }, new URL("https://shop.example/kullanici/fblogin"))).toEqual(
      { status: 404, message: SOCIAL_UNAVAILABLE },
    );
  });

  it("sends the state it keeps; the callback with another state, or the same one twice, is refused", async () => {
    const { session, data } = fakeSession();
    const deps = { db: {} as Db, session, provider };
    const start = await runSocialLogin(deps, new URL("https://shop.example/kullanici/fblogin?redirectUrl=//evil.example"));
    expect("redirect" in start && start.redirect).toContain("redirect_uri=https%3A%2F%2Fshop.example%2Fkullanici%2Ffblogin");
    const kept = data().socialLogin as { state: string; redirectUrl: string };
    expect(kept.redirectUrl).toBe("/");
    expect("redirect" in start && start.redirect).toContain(`state=${kept.state}`);

    const forged = await runSocialLogin(deps, new URL("https://shop.example/kullanici/fblogin?code=c&state=forged"));
    expect(forged).toEqual({ status: 400, message: SOCIAL_STATE_INVALID });
    // The forged try used the pending state up: the right one no longer works either.
    const replay = await runSocialLogin(deps, new URL(`https://shop.example/kullanici/fblogin?code=c&state=${kept.state}`));
    expect(replay).toEqual({ status: 400, message: SOCIAL_STATE_INVALID });
  });
});
