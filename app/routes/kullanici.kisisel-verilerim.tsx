/**
 * /kullanici/kisisel-verilerim: Kişisel Verilerim (KVKK 6698 art. 11): everything the shop holds
 * about the signed-in member, by section (the same as a file: kullanici.kisisel-verilerim.indir.ts).
 * Members only: the member comes from the session, never from the address, so nobody else's data
 * can be asked for.
 * POST `intent=kod-gonder`: 'Hesabımı Sil' sends an SMS code to the member's verified phone;
 * POST `intent=sil` with `code`: the right code erases the account (the back office's erasure), ends
 * the session and shows what was kept and why (a flash in the new guest session: a reload then goes
 * to the login page like any account page).
 */
import { data, href, redirect } from "react-router";
import type { Route } from "./+types/kullanici.kisisel-verilerim";
import { AccountShell } from "#app/components/account/account-shell";
import { ErasedAccount, PersonalData } from "#app/components/account/personal-data";
import { collectMemberData } from "#app/domain/members/member-data.server";
import { confirmErasure, requestErasureCode } from "#app/domain/members/self-erasure.server";
import { secondsUntil } from "#app/domain/accounts/sms-login.server";
import { ERASURE_KEEPS } from "#app/domain/members/erasure-keeps";
import { requireMember } from "#app/http/require-member.server";
import { readBody } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";

/** The flash the new guest session carries for one showing of the erasure's result. */
const ERASED_FLASH = "kvkkErased";

export const meta: Route.MetaFunction = () => [{ title: "Kişisel Verilerim | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.session.get();
  if (!session?.userId && session?.data?.[ERASED_FLASH]) {
    await context.session.set({ [ERASED_FLASH]: null });
    return data({ erased: true as const, keeps: ERASURE_KEEPS }, { headers: NO_STORE });
  }
  const userId = await requireMember(request, context.session);
  const held = await collectMemberData(context.db, userId);
  if (!held) throw redirect(href("/kullanici/kullanici-giris"));
  return data({ erased: false as const, held, keeps: ERASURE_KEEPS }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await requireMember(request, context.session);
  const body = await readBody(request);
  if (body.intent === "sil") {
    const done = await confirmErasure(context.db, userId, typeof body.code === "string" ? body.code : "");
    if (!done.ok)
      return data({ ok: false as const, step: "code" as const, message: done.reason }, { status: done.status, headers: NO_STORE });
    // The erasure deleted the member's sessions; this one's cookie goes too, and a guest session
    // carries the flash that shows the result once.
    await context.session.destroy();
    await context.session.set({ [ERASED_FLASH]: true });
    return redirect(href("/kullanici/kisisel-verilerim"), { headers: NO_STORE });
  }
  const sent = await requestErasureCode(context.db, userId, context.ip);
  if (!sent.ok) return data({ ok: false as const, step: "ask" as const, message: sent.reason }, { status: sent.status, headers: NO_STORE });
  return data(
    { ok: true as const, step: "code" as const, message: sent.message, phone: sent.phone, remainingSeconds: secondsUntil(sent.expiresAt) },
    { headers: NO_STORE },
  );
}

export default function PersonalDataPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.erased) return <ErasedAccount keeps={loaderData.keeps} />;
  return (
    <AccountShell title="Kişisel Verilerim" active="kisisel-verilerim">
      <PersonalData held={loaderData.held} keeps={loaderData.keeps} answer={actionData} />
    </AccountShell>
  );
}
