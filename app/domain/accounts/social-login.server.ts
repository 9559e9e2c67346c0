/**
 * Social login (spec section 2: /kullanici/fblogin). An OAuth provider is an interface with one
 * implementation per network; the registry holds only providers whose keys are configured
 * (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET), so an unconfigured shop says so instead of pretending.
 * The state sent to the provider is random, kept in the session for 10 minutes and used once.
 */
import crypto from "node:crypto";
import type { Db } from "#app/db/client.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { config } from "#app/lib/config.server";
import { ACCOUNT_BLOCKED, findLoginUser, signIn } from "./login.server";
import { safeRedirectUrl } from "#app/lib/login-url";

export type SocialProfile = { providerUserId: string; email: string | null; firstname: string; lastname: string };

export interface SocialLoginProvider {
  id: string;
  label: string;
  /** Where the browser goes to sign in; `redirectUri` is this shop's callback. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Trades the callback's code for the member's profile at the provider. */
  exchange(code: string, redirectUri: string): Promise<SocialProfile>;
}

export const SOCIAL_UNAVAILABLE = "Facebook ile giriş şu anda kullanılamıyor.";
export const SOCIAL_STATE_INVALID = "Giriş isteğiniz doğrulanamadı ya da süresi doldu. Lütfen tekrar deneyin.";
export const SOCIAL_FAILED = "Facebook ile giriş yapılamadı. Lütfen tekrar deneyin ya da e-posta adresinizle giriş yapın.";
export const SOCIAL_NO_MEMBER = "Bu Facebook hesabının e-posta adresiyle kayıtlı bir üyelik bulunamadı. Lütfen önce üye olun.";

const GRAPH = "https://graph.facebook.com/v19.0";

export function facebookProvider(appId: string, appSecret: string, fetcher: typeof fetch = fetch): SocialLoginProvider {
  return {
    id: "facebook",
    label: "Facebook",
    authorizeUrl(state, redirectUri) {
      const q = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        state,
        response_type: "code",
        scope: "email,public_profile",
      });
      return `https://www.facebook.com/v19.0/dialog/oauth?${q}`;
    },
    async exchange(code, redirectUri) {
      const q = new URLSearchParams({ client_id: appId, client_secret: appSecret, redirect_uri: redirectUri, code });
      const token = (await (await fetcher(`${GRAPH}/oauth/access_token?${q}`, { signal: AbortSignal.timeout(10_000) })).json()) as {
        access_token?: string;
      };
      if (!token.access_token) throw new Error("facebook: no access token");
      const me = (await (
        await fetcher(`${GRAPH}/me?${new URLSearchParams({ fields: "id,email,first_name,last_name", access_token: token.access_token })}`, {
          signal: AbortSignal.timeout(10_000),
        })
      ).json()) as { id?: string; email?: string; first_name?: string; last_name?: string };
      if (!me.id) throw new Error("facebook: no profile");
      return {
        providerUserId: me.id,
        email: me.email?.toLowerCase() ?? null,
        firstname: me.first_name ?? "",
        lastname: me.last_name ?? "",
      };
    },
  };
}

/** The configured providers: Facebook's keys (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, both or neither). */
export function socialProviders(
  facebook: { appId: string; appSecret: string } | null = config.facebook ?? null,
): Map<string, SocialLoginProvider> {
  const providers = new Map<string, SocialLoginProvider>();
  if (facebook) providers.set("facebook", facebookProvider(facebook.appId, facebook.appSecret));
  return providers;
}

/** What the session keeps between the redirect to the provider and its callback. */
export type PendingSocialLogin = { provider: string; state: string; createdAt: number; redirectUrl: string };
export const SOCIAL_STATE_KEY = "socialLogin";
export const STATE_TTL_MS = 10 * 60 * 1000;

export function newSocialLogin(provider: string, redirectUrl: string, now = Date.now()): PendingSocialLogin {
  return { provider, state: crypto.randomBytes(24).toString("base64url"), createdAt: now, redirectUrl };
}

/** Whether the callback's state is the one this session sent, for this provider, within 10 minutes. */
export function stateMatches(pending: unknown, provider: string, received: string | null, now = Date.now()): pending is PendingSocialLogin {
  if (!pending || typeof pending !== "object" || !received) return false;
  const p = pending as Partial<PendingSocialLogin>;
  if (p.provider !== provider || typeof p.state !== "string" || typeof p.createdAt !== "number") return false;
  if (now - p.createdAt > STATE_TTL_MS || now < p.createdAt) return false;
  const a = Buffer.from(p.state);
  const b = Buffer.from(received);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export type SocialOutcome = { redirect: string } | { status: number; message: string; register?: boolean };

/**
 * GET /kullanici/fblogin: without `code`/`state`/`error` it starts (state into the session, off to
 * the provider); otherwise it is the provider's callback: the state must match once, then the
 * profile's e-mail must belong to a member, who is signed in.
 */
export async function runSocialLogin(
  deps: { db: Db; session: SessionHandle; provider: SocialLoginProvider | undefined },
  url: URL,
): Promise<SocialOutcome> {
  const { db, session, provider } = deps;
  // No provider configured: the option does not exist here (404, with the page saying so), not a server failure.
  if (!provider) return { status: 404, message: SOCIAL_UNAVAILABLE };
  const redirectUri = `${url.origin}${url.pathname}`;
  const q = url.searchParams;
  if (!q.has("code") && !q.has("state") && !q.has("error")) {
    const pending = newSocialLogin(provider.id, safeRedirectUrl(q.get("redirectUrl")));
    await session.set({ [SOCIAL_STATE_KEY]: pending });
    return { redirect: provider.authorizeUrl(pending.state, redirectUri) };
  }
  const pending = (await session.get())?.data[SOCIAL_STATE_KEY];
  if (pending) await session.set({ [SOCIAL_STATE_KEY]: null });
  if (!stateMatches(pending, provider.id, q.get("state"))) return { status: 400, message: SOCIAL_STATE_INVALID };
  const code = q.get("code");
  if (!code || q.has("error")) return { status: 400, message: SOCIAL_FAILED };
  let profile: SocialProfile;
  try {
    profile = await provider.exchange(code.slice(0, 2000), redirectUri);
  } catch {
    return { status: 502, message: SOCIAL_FAILED };
  }
  const user = profile.email ? await findLoginUser(db, profile.email) : null;
  if (!user) return { status: 200, message: SOCIAL_NO_MEMBER, register: true };
  if (user.blocked) return { status: 403, message: ACCOUNT_BLOCKED };
  await signIn(db, session, user.id);
  return { redirect: pending.redirectUrl };
}
