/**
 * /yonetim/kulup/duzenle (permission club.write): a new club event, or `?id=` one
 * to change or cancel. A store manager opens and saves only their own store's events (any other id
 * is 404, as an unknown one) and holds new ones in their store only (club-admin.server.ts).
 * POST `intent`:
 *   - `save`: checks the schema (club-event-form.ts, the page ran it too), saves with one audit row
 *     (a moved event e-mails its members), and goes to the saved event's form; a JSON caller gets
 *     `{success, message, id, notified}`;
 *   - `cancel` with `confirm=1`: the event is called off, its members e-mailed, one audit row.
 * A refusal answers 422 (403 a city event for a store manager, 404 an unknown event, 409 a
 * cancelled or past one) with every field as typed.
 */
import { data, href, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.kulup.duzenle";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CancelEventBox, clubEventEditHref, ClubEventForm } from "#app/components/back-office/club-event-views";
import { BackLink } from "#app/components/back-office/form-parts";
import { PostNotice } from "#app/components/back-office/fields";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { EVENT_ADMIN_NOT_FOUND, EVENT_CANCEL_CONFIRM, EVENT_SAVED, eventCancelled, eventMoved } from "#app/domain/club/club-admin.messages";
import { cancelClubEvent, clubEventFor, eventStoreChoices, mayHoldCityEvents, saveClubEvent } from "#app/domain/club/club-admin.server";
import { clubEventSchema, typedClubEventValues, type ClubEventFormValues } from "#app/domain/club/club-event-form";
import { cityChoices } from "#app/domain/stores/store-admin.server";
import { readBody, validate, wantsJson } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { istanbulInputValue, TR_DATE_TIME } from "#app/lib/dates";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { publicOrigin } from "#app/lib/public-url.server";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "club.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Kulüp etkinliği");

const notFound = () =>
  data(
    { success: false, reason: EVENT_ADMIN_NOT_FOUND, message: EVENT_ADMIN_NOT_FOUND, loginUrl: null },
    { status: 404, headers: NO_STORE },
  );

type Db = Route.LoaderArgs["context"]["db"];
type Manager = Awaited<ReturnType<typeof requireManager>>;

/** The event asked for (`?id=`) if this manager may manage it, else 404; null for a new one. */
async function asked(request: Request, db: Db, manager: Manager) {
  const raw = new URL(request.url).searchParams.get("id");
  if (raw == null || raw === "") return null;
  const id = parseId(raw);
  const event = id == null ? null : await clubEventFor(db, manager, id);
  if (!event) throw notFound();
  return event;
}

/** A saved event as the form shows it (a store's event takes the store's city: the city field is for events held elsewhere). */
const formValuesOf = (row: NonNullable<Awaited<ReturnType<typeof asked>>>["row"]): ClubEventFormValues => ({
  title: row.title,
  description: row.description,
  storeId: row.storeId == null ? "" : String(row.storeId),
  cityId: row.storeId == null && row.cityId != null ? String(row.cityId) : "",
  startsAt: istanbulInputValue(row.startsAt),
  capacity: String(row.capacity),
});

/** The page's data: the event (or none), its form's values and the choices of place. */
async function pageData(db: Db, manager: Manager, event: Awaited<ReturnType<typeof asked>>) {
  const [stores, cities] = await Promise.all([
    eventStoreChoices(db, manager, event?.storeId ?? null),
    mayHoldCityEvents(manager) ? cityChoices(db) : Promise.resolve(null),
  ]);
  const row = event?.row;
  const values: ClubEventFormValues = row ? formValuesOf(row) : { capacity: "20" };
  return {
    id: event?.id ?? null,
    title: event?.title ?? null,
    registered: event?.registeredCount ?? 0,
    members: event?.members ?? 0,
    cancelledText: row?.cancelledAt ? TR_DATE_TIME.format(row.cancelledAt) : null,
    past: row ? row.startsAt.getTime() <= Date.now() : false,
    values,
    stores,
    cities,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const event = await asked(request, context.db, manager);
  const saved = new URL(request.url).searchParams.get("kaydedildi");
  return data(
    {
      ...(await pageData(context.db, manager, event)),
      saved: saved === "1" ? EVENT_SAVED : saved && /^\d{1,5}$/.test(saved) ? eventMoved(Number(saved)) : null,
    },
    { headers: NO_STORE },
  );
}

type Answer = {
  success: boolean;
  reason: string;
  message: string;
  errors: Record<string, string>;
  values: ClubEventFormValues;
  intent: "save" | "cancel";
};

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const event = await asked(request, context.db, manager);
  const body = await readBody(request);
  const json = wantsJson(request);
  const answer = (status: number, a: Partial<Answer>) =>
    data<Answer>({ success: false, reason: "", message: "", errors: {}, values: {}, intent: "save", ...a }, { status, headers: NO_STORE });
  const origin = publicOrigin();

  if (body.intent === "cancel") {
    if (!event) return answer(404, { reason: EVENT_ADMIN_NOT_FOUND, message: EVENT_ADMIN_NOT_FOUND, intent: "cancel" });
    if (body.confirm !== "1")
      return answer(422, {
        reason: EVENT_CANCEL_CONFIRM,
        message: EVENT_CANCEL_CONFIRM,
        errors: { confirm: EVENT_CANCEL_CONFIRM },
        intent: "cancel",
      });
    const cancelled = await cancelClubEvent(context.db, manager, event.id, { origin });
    if (!cancelled.ok) return answer(cancelled.status, { reason: cancelled.reason, message: cancelled.reason, intent: "cancel" });
    const message = eventCancelled(cancelled.notified);
    return json
      ? data({ success: true, reason: "", message, id: event.id, notified: cancelled.notified }, { headers: NO_STORE })
      : answer(200, { success: true, message, intent: "cancel" });
  }
  if (body.intent !== "save") return answer(400, { reason: GENERIC_ERROR, message: GENERIC_ERROR });
  const values = typedClubEventValues(body);
  const checked = validate(clubEventSchema, body);
  if (!checked.ok) return answer(422, { reason: checked.reason, message: checked.reason, errors: checked.errors, values });
  const saved = await saveClubEvent(context.db, manager, event?.id ?? null, checked.data, { origin });
  if (!saved.ok)
    return answer(saved.status, {
      reason: saved.reason,
      message: saved.reason,
      errors: saved.field ? { [saved.field]: saved.reason } : {},
      values,
    });
  const message = saved.notified > 0 ? eventMoved(saved.notified) : EVENT_SAVED;
  if (json) return data({ success: true, reason: "", message, id: saved.id, notified: saved.notified }, { headers: NO_STORE });
  throw redirect(`${clubEventEditHref(saved.id)}&kaydedildi=${saved.notified > 0 ? saved.notified : 1}`, { headers: NO_STORE });
}

export default function ClubEventEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { id, title, registered, members, cancelledText, past, stores, cities, saved } = loaderData;
  const answer = actionData && "intent" in actionData ? actionData : null;
  const refusedSave = answer && !answer.success && answer.intent === "save" ? answer : null;
  return (
    <>
      <BackLink to={href("/yonetim/kulup")} label="Aile Kulübü" />
      <BackOfficeHeading
        title={title ?? "Yeni etkinlik"}
        intro={
          id != null ? (
            <a href={href("/yonetim/kulup/:id/kayitlar", { id: String(id) })} className="font-bold text-brand-700 hover:underline">
              Kayıtlı üyeler ({members})
            </a>
          ) : (
            "Etkinlik kaydedildiği anda Aile Kulübü sayfasında görünür."
          )
        }
      />
      {saved && !actionData && <PostNotice success text={saved} />}
      {answer && (answer.success || answer.intent === "save" || !answer.errors.confirm) && (
        <PostNotice success={answer.success} text={answer.success ? answer.message : answer.reason} />
      )}
      {cancelledText && (
        <p className="mb-4 rounded-xl bg-slate-200 px-4 py-3 text-sm font-bold text-slate-800">
          Bu etkinlik {cancelledText} tarihinde iptal edildi; bilgileri değiştirilemez.
          {members > 0 ? " Kayıtlı üyelerine iptal e-postası gönderildi." : ""}
        </p>
      )}
      <ClubEventForm
        key={`${id ?? "yeni"}-${refusedSave ? "gonderildi" : "ilk"}`}
        values={refusedSave?.values ?? loaderData.values}
        errors={refusedSave?.errors ?? {}}
        stores={stores}
        cities={cities}
        registered={registered}
        busy={busy}
        isNew={id == null}
        locked={cancelledText != null}
      />
      {id != null && cancelledText == null && !past && (
        <CancelEventBox members={members} error={answer?.intent === "cancel" ? answer.errors.confirm : undefined} busy={busy} />
      )}
    </>
  );
}
