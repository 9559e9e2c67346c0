/**
 * /yonetim/uyeler/{id}: one member. Reading needs members.read (the page's
 * `handle`); every change needs members.write, asked again by the action (the order team reads
 * members but changes none). The page: profile, block state, orders (newest first, linked to
 * /yonetim/siparisler/{orderNumber}), consents, the KVKK erasure. POST `intent`:
 *   - `block` with `reason` (required) → the member is blocked and their sessions end;
 *   - `unblock`;
 *   - `erase` with `confirmEmail` (the member's e-mail typed again; the second step after
 *     `?silme=onay`) → the member's personal data is erased (domain/members/member-erasure.server.ts).
 * Each change leaves one audit row; a JSON caller gets `{success, reason, message, errors}`.
 */
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.uyeler.$id";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { ResultNotice } from "#app/components/back-office/checked-form";
import {
  BlockForms,
  ErasureBox,
  MemberConsents,
  MemberOrders,
  MemberProfile,
  MemberStateBadges,
} from "#app/components/back-office/member-views";
import { can, type BackOfficeHandle } from "#app/domain/permissions/permissions";
import { eraseMember } from "#app/domain/members/member-erasure.server";
import { blockMember, memberDetail, unblockMember, type MemberChange } from "#app/domain/members/members.server";
import {
  ERASE_CONFIRM_WRONG,
  MEMBER_BLOCKED,
  MEMBER_ERASE_DONE,
  MEMBER_NOT_FOUND,
  MEMBER_UNBLOCKED,
  blockSchema,
  eraseSchema,
} from "#app/domain/members/members.schema";
import { readBody, validate } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { normalizedEmail } from "#app/lib/validation";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "members.read" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Üye");

const notFound = () =>
  data({ success: false, reason: MEMBER_NOT_FOUND, message: MEMBER_NOT_FOUND, loginUrl: null }, { status: 404, headers: NO_STORE });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const id = parseId(params.id);
  const member = id != null ? await memberDetail(context.db, id) : null;
  if (!member) throw notFound();
  const confirming = new URL(request.url).searchParams.get("silme") === "onay";
  return data({ member, canWrite: can(manager, "members.write"), confirming }, { headers: NO_STORE });
}

type Answer = { success: boolean; reason: string; message: string; errors: Record<string, string>; values: Record<string, string> };
const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 2000) : "");

export async function action({ request, context, params }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, "members.write");
  const id = parseId(params.id);
  if (id == null) throw notFound();
  const body = await readBody(request);
  const answer = (status: number, a: Partial<Answer>) =>
    data<Answer>({ success: false, reason: "", message: "", errors: {}, values: {}, ...a }, { status, headers: NO_STORE });
  const done = (result: MemberChange, message: string, values: Record<string, string> = {}) =>
    result.ok ? answer(200, { success: true, message }) : answer(result.status, { reason: result.reason, message: result.reason, values });

  if (body.intent === "block") {
    const values = { reason: text(body.reason) };
    const checked = validate(blockSchema, body);
    if (!checked.ok) return answer(422, { reason: checked.reason, message: checked.reason, errors: checked.errors, values });
    return done(await blockMember(context.db, manager, id, checked.data.reason), MEMBER_BLOCKED, values);
  }
  if (body.intent === "unblock") return done(await unblockMember(context.db, manager, id), MEMBER_UNBLOCKED);
  if (body.intent === "erase") {
    const checked = validate(eraseSchema, body);
    if (!checked.ok) return answer(422, { reason: checked.reason, message: checked.reason, errors: checked.errors });
    const member = await memberDetail(context.db, id);
    if (!member) throw notFound();
    // Already erased: the same success (idempotent); else the typed e-mail must be the member's.
    if (!member.erasedText && normalizedEmail(checked.data.confirmEmail) !== member.email) {
      return answer(422, { reason: ERASE_CONFIRM_WRONG, message: ERASE_CONFIRM_WRONG, errors: { confirmEmail: ERASE_CONFIRM_WRONG } });
    }
    return done(await eraseMember(context.db, manager, id), MEMBER_ERASE_DONE);
  }
  return answer(400, { reason: GENERIC_ERROR, message: GENERIC_ERROR });
}

export default function MemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member, canWrite, confirming } = loaderData;
  const busy = useNavigation().state !== "idle";
  const errors = actionData?.errors ?? {};
  return (
    <>
      <BackOfficeHeading
        title={`${member.firstname} ${member.lastname}`}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            Üye #{member.id} <MemberStateBadges blocked={member.blocked != null} erased={member.erasedText != null} />
          </span>
        }
      />
      <ResultNotice result={actionData} />
      <div className="grid gap-6 xl:grid-cols-2">
        <BackOfficeCard>
          <h2 className="mb-2 text-lg font-extrabold text-ink">Profil</h2>
          <MemberProfile member={member} />
        </BackOfficeCard>
        {canWrite && !member.erasedText && (
          <BackOfficeCard>
            <h2 className="mb-3 text-lg font-extrabold text-ink">Hesap durumu</h2>
            <BlockForms member={member} errors={errors} values={actionData?.success ? {} : (actionData?.values ?? {})} busy={busy} />
          </BackOfficeCard>
        )}
      </div>
      <BackOfficeCard className="mt-6">
        <h2 className="mb-3 text-lg font-extrabold text-ink">Siparişleri ({member.orderCount})</h2>
        <MemberOrders orders={member.orders} total={member.orderCount} />
      </BackOfficeCard>
      <BackOfficeCard className="mt-6">
        <h2 className="mb-3 text-lg font-extrabold text-ink">Onaylar (KVKK, ileti izinleri)</h2>
        <MemberConsents consents={member.consents} />
      </BackOfficeCard>
      {canWrite && (
        <section id="kvkk" aria-labelledby="kvkk-baslik" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
          <h2 id="kvkk-baslik" className="mb-3 text-lg font-extrabold text-ink">
            KVKK: kişisel verilerin silinmesi
          </h2>
          <ErasureBox member={member} confirming={confirming} errors={errors} busy={busy} />
        </section>
      )}
    </>
  );
}
