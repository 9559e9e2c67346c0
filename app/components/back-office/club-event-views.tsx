/**
 * The back office's club event parts (/yonetim/kulup): the events as cards
 * (registered / capacity, cancelled or full), the event form (a plain POST checked in the browser
 * with the server's schema), the cancellation box (asks to confirm, says who will be e-mailed),
 * and an event's registrations: a table from 768 px, cards below it.
 */
import { useState, type FormEvent } from "react";
import { Form, href, Link } from "react-router";
import type { ClubEventListItem, RegistrationRow } from "#app/domain/club/club-admin.server";
import { EVENT_CANCEL_CONFIRM } from "#app/domain/club/club-admin.messages";
import { clubEventSchema, EVENT_CAPACITY_MAX, type ClubEventFormValues } from "#app/domain/club/club-event-form";
import { BackOfficeCard } from "./back-office-frame";
import { Badge } from "./checked-form";
import { SelectField, TextAreaField, TextField } from "./fields";
import { ListTable } from "./list-table";
import { RecordCard } from "./record-card";
import { useSchemaCheck } from "./use-schema-check";

/** An event's edit page in the back office. */
export const clubEventEditHref = (id: number) => `${href("/yonetim/kulup/duzenle")}?id=${id}`;

/** 'Dolu', 'İptal edildi': where an event stands, beside its title. */
function EventBadges({ event }: { event: ClubEventListItem }) {
  if (event.cancelled) return <Badge tone="red">İptal edildi</Badge>;
  if (event.registeredCount >= event.capacity) return <Badge tone="amber">Dolu</Badge>;
  return null;
}

/** How full an event is: '6 / 20 kayıt' and a bar (its width says the same to the eye only). */
function Places({ event }: { event: ClubEventListItem }) {
  const share = Math.min(100, Math.round((event.registeredCount / Math.max(1, event.capacity)) * 100));
  return (
    <div className="mt-2">
      <p className="text-sm font-bold text-ink">
        {event.registeredCount} / {event.capacity} kayıt
      </p>
      <div className="mt-1 h-2 w-full max-w-60 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className={`h-full rounded-full ${event.cancelled ? "bg-slate-400" : "bg-brand-500"}`} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

export function ClubEventCards({ events, label, past = false }: { events: ClubEventListItem[]; label: string; past?: boolean }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label={label}>
      {events.map((e) => (
        <RecordCard
          key={e.id}
          title={e.title}
          muted={e.cancelled || past}
          badge={<EventBadges event={e} />}
          below={<Places event={e} />}
          actions={
            <>
              <Link
                to={href("/yonetim/kulup/:id/kayitlar", { id: String(e.id) })}
                className="btn-secondary h-10 px-4 text-sm"
                aria-label={`Kayıtlar: ${e.title}`}
              >
                Kayıtlar
              </Link>
              {!e.cancelled && (
                <Link to={clubEventEditHref(e.id)} className="btn-secondary h-10 px-4 text-sm" aria-label={`Düzenle: ${e.title}`}>
                  {past ? "Bilgileri düzelt" : "Düzenle"}
                </Link>
              )}
            </>
          }
        >
          <p className="text-sm text-slate-700">
            <time dateTime={e.startsAt}>{e.whenText}</time>
          </p>
          {e.place && <p className="text-sm text-slate-700">{e.place}</p>}
        </RecordCard>
      ))}
    </ul>
  );
}

type Choice = { id: number; name: string };
const P = "etkinlik";

/**
 * A new event or a change of one. `stores`: the stores this manager may use; `cities`: the 81
 * cities, or null when the manager may only hold events in their store (a store manager).
 */
export function ClubEventForm({
  values,
  errors: serverErrors,
  stores,
  cities,
  registered,
  busy,
  isNew,
  locked,
}: {
  values: ClubEventFormValues;
  errors: Record<string, string>;
  stores: Choice[];
  cities: Choice[] | null;
  registered: number;
  busy: boolean;
  isNew: boolean;
  /** A cancelled event: shown, not changed. */
  locked: boolean;
}) {
  const { errors, onSubmit } = useSchemaCheck(clubEventSchema, serverErrors);
  const field = { idPrefix: P, errors };
  const storeOptions = [
    ...(cities ? [{ value: "", label: "Mağaza dışında (yalnızca il)" }] : []),
    ...stores.map((s) => ({ value: String(s.id), label: s.name })),
  ];
  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-label={isNew ? "Yeni etkinlik" : "Etkinliği düzenle"}>
      <input type="hidden" name="intent" value="save" />
      <fieldset disabled={locked} className="flex flex-col gap-6 disabled:opacity-75">
        <BackOfficeCard>
          <h2 className="mb-4 text-lg font-extrabold text-ink">Etkinlik</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              {...field}
              name="title"
              label="Etkinlik adı"
              value={values.title}
              maxLength={120}
              required
              className="sm:col-span-2"
            />
            <TextAreaField
              {...field}
              name="description"
              label="Açıklama"
              value={values.description}
              rows={4}
              maxLength={2000}
              className="sm:col-span-2"
            />
            <TextField
              {...field}
              name="startsAt"
              label="Tarih ve saat (Türkiye saati)"
              type="datetime-local"
              value={values.startsAt}
              required
            />
            <TextField
              {...field}
              name="capacity"
              label="Kontenjan (kişi)"
              value={values.capacity}
              inputMode="numeric"
              maxLength={5}
              required
              hint={
                registered > 0
                  ? `${registered} kişi kayıtlı: kontenjan bundan az olamaz (en çok ${EVENT_CAPACITY_MAX.toLocaleString("tr-TR")}).`
                  : `1 ile ${EVENT_CAPACITY_MAX.toLocaleString("tr-TR")} kişi arası.`
              }
            />
          </div>
        </BackOfficeCard>
        <BackOfficeCard>
          <h2 className="mb-4 text-lg font-extrabold text-ink">Yer</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              {...field}
              name="storeId"
              label="Mağaza"
              value={values.storeId ?? (cities ? "" : String(stores[0]?.id ?? ""))}
              options={storeOptions}
              hint={cities ? "Mağaza seçilirse etkinliğin ili mağazanın ilidir." : undefined}
            />
            {cities && (
              <SelectField
                {...field}
                name="cityId"
                label="İl (mağaza dışındaki etkinlikler için)"
                value={values.cityId}
                options={[
                  { value: "", label: "İl seçiniz" },
                  ...cities.map((c) => ({ value: String(c.id), label: `${c.id} · ${c.name}` })),
                ]}
              />
            )}
          </div>
        </BackOfficeCard>
        {!locked && (
          <div>
            <button type="submit" className="btn-primary h-12 px-8" disabled={busy}>
              {isNew ? "Etkinliği Kaydet" : "Değişiklikleri Kaydet"}
            </button>
          </div>
        )}
      </fieldset>
    </Form>
  );
}

/**
 * 'Etkinliği İptal Et': a plain POST that asks to confirm (checked in the browser first, and again
 * by the server), and says who will be e-mailed.
 */
export function CancelEventBox({ members, error: serverError, busy }: { members: number; error?: string; busy: boolean }) {
  const [own, setOwn] = useState<string | null>(null);
  const error = own ?? serverError;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const confirmed = event.currentTarget.querySelector<HTMLInputElement>('input[name="confirm"]')?.checked;
    setOwn(confirmed ? null : EVENT_CANCEL_CONFIRM);
    if (!confirmed) event.preventDefault();
  };
  return (
    <BackOfficeCard className="mt-8 border-red-200">
      <h2 className="mb-2 text-lg font-extrabold text-ink">Etkinliği iptal et</h2>
      <p className="mb-3 text-sm text-slate-700">
        İptal edilen etkinlik Aile Kulübü sayfasından hemen kalkar, yeni kayıt almaz ve hatırlatma SMS'i gönderilmez.{" "}
        {members > 0
          ? `Kayıtlı ${members} üyeye iptal e-postası gönderilir; kayıt listesi saklanır.`
          : "Etkinliğe web sitesinden kayıtlı üye yok."}{" "}
        İptal geri alınamaz.
      </p>
      <Form method="post" aria-label="Etkinliği iptal et" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="cancel" />
        <label htmlFor="iptal-confirm" className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-bold text-slate-700">
          <input
            id="iptal-confirm"
            type="checkbox"
            name="confirm"
            value="1"
            className="size-5 accent-brand-700"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "iptal-confirm-hata" : undefined}
          />
          Etkinliği iptal etmek istediğimi onaylıyorum.
        </label>
        {error && (
          <p id="iptal-confirm-hata" className="mt-1 text-xs font-bold text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="mt-3 h-11 rounded-xl border-2 border-red-600 bg-white px-6 text-sm font-bold text-red-700 hover:bg-red-50"
          disabled={busy}
        >
          Etkinliği İptal Et
        </button>
      </Form>
    </BackOfficeCard>
  );
}

export function RegistrationRows({ rows }: { rows: RegistrationRow[] }) {
  return (
    <>
      <ListTable caption="Kayıtlı üyeler, ilk kayıt olan üstte" headings={["Üye", "Telefon", "Çocuk(lar)", "Kayıt tarihi"]}>
        {rows.map((r) => (
          <tr key={r.userId} className="border-t border-slate-100 align-top">
            <th scope="row" className="px-3 py-2 font-normal">
              <span className="block font-semibold text-ink">{r.name}</span>
              <span className="block break-all text-slate-600">{r.email}</span>
            </th>
            <td className="px-3 py-2 whitespace-nowrap text-slate-700">{r.phone || "—"}</td>
            <td className="px-3 py-2 text-slate-700">{r.children || "—"}</td>
            <td className="px-3 py-2 whitespace-nowrap text-slate-700">
              <time dateTime={r.registeredAt}>{r.registeredText}</time>
            </td>
          </tr>
        ))}
      </ListTable>
      <ol className="flex flex-col gap-3 md:hidden" aria-label="Kayıtlı üyeler">
        {rows.map((r) => (
          <li key={r.userId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-ink">{r.name}</p>
            <p className="text-sm break-all text-slate-600">{r.email}</p>
            <p className="mt-1 text-sm text-slate-700">{r.phone || "Telefon yok"}</p>
            {r.children && <p className="text-sm text-slate-700">Çocuk(lar): {r.children}</p>}
            <p className="mt-1 text-xs text-slate-600">
              Kayıt: <time dateTime={r.registeredAt}>{r.registeredText}</time>
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
