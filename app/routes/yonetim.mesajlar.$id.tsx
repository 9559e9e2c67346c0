/**
 * /yonetim/mesajlar/{id}: one contact message (permission messages.write): the
 * message as written (shown as text), and its answer or the answer form. POST `intent`:
 *   - `answer` with `answer` → stored with who and when, e-mailed through the outbox as
 *     'Re: {subject} (BU-000042)', the message done with (domain/contact/contact-inbox.server.ts);
 *   - `handled` → closed without an answer.
 * Each change leaves one audit row; a JSON caller gets `{success, reason, message, errors}`.
 */
import { data, href, Link, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.mesajlar.$id";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { ResultNotice } from "#app/components/back-office/checked-form";
import { AnswerBox, MessageState, MessageView } from "#app/components/back-office/inbox-views";
import { can, type BackOfficeHandle } from "#app/domain/permissions/permissions";
import { ANSWER_SENT, CONTACT_MESSAGE_NOT_FOUND, MARKED_HANDLED, answerSchema } from "#app/domain/contact/contact-answer.schema";
import { answerContactMessage, contactMessageDetail, markHandled, type InboxChange } from "#app/domain/contact/contact-inbox.server";
import { readBody, validate } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "messages.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Mesaj");

const notFound = () =>
  data(
    { success: false, reason: CONTACT_MESSAGE_NOT_FOUND, message: CONTACT_MESSAGE_NOT_FOUND, loginUrl: null },
    { status: 404, headers: NO_STORE },
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const id = parseId(params.id);
  const message = id != null ? await contactMessageDetail(context.db, id) : null;
  if (!message) throw notFound();
  return data({ message, memberLink: can(manager, "members.read") }, { headers: NO_STORE });
}

type Answer = { success: boolean; reason: string; message: string; errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const id = parseId(params.id);
  if (id == null) throw notFound();
  const body = await readBody(request);
  const answer = (status: number, a: Partial<Answer>) =>
    data<Answer>({ success: false, reason: "", message: "", errors: {}, values: {}, ...a }, { status, headers: NO_STORE });
  const done = (result: InboxChange, message: (email: string) => string, values: Record<string, string> = {}) =>
    result.ok
      ? answer(200, { success: true, message: message(result.email) })
      : answer(result.status, { reason: result.reason, message: result.reason, values });

  if (body.intent === "answer") {
    const values = { answer: typeof body.answer === "string" ? body.answer.slice(0, 6000) : "" };
    const checked = validate(answerSchema, body);
    if (!checked.ok) return answer(422, { reason: checked.reason, message: checked.reason, errors: checked.errors, values });
    return done(await answerContactMessage(context.db, manager, id, checked.data.answer), ANSWER_SENT, values);
  }
  if (body.intent === "handled") return done(await markHandled(context.db, manager, id), () => MARKED_HANDLED);
  return answer(400, { reason: GENERIC_ERROR, message: GENERIC_ERROR });
}

export default function ContactMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, memberLink } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href("/yonetim/mesajlar")} className="font-bold text-brand-700 hover:underline">
          ← Mesajlar
        </Link>
      </p>
      <BackOfficeHeading
        title={`${message.reference} · ${message.subjectLabel}`}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            {message.dateText} <MessageState answered={message.answered} handled={message.handled} />
          </span>
        }
      />
      <ResultNotice result={actionData} />
      <div className="grid gap-6 xl:grid-cols-2">
        <BackOfficeCard>
          <h2 className="mb-2 text-lg font-extrabold text-ink">Mesaj</h2>
          <MessageView message={message} memberLink={memberLink} />
        </BackOfficeCard>
        <BackOfficeCard>
          <h2 className="mb-3 text-lg font-extrabold text-ink">Yanıt</h2>
          <AnswerBox
            message={message}
            errors={actionData?.errors ?? {}}
            values={actionData?.success ? {} : (actionData?.values ?? {})}
            busy={busy}
          />
        </BackOfficeCard>
      </div>
    </>
  );
}
