/**
 * Hediye Listelerim (/hediye-listesi/): the member's gift lists, each with its event day, delivery
 * address, how many products and how many were bought, 'Listeyi Gör', 'Düzenle' (the form in
 * place), 'Sil' (asks first) and, until its day, 'Listeyi Paylaş' (by e-mail); a new list's form;
 * 'Henüz bir hediye listeniz bulunmamaktadır' when there are none; a link to 'Hediye Listesi Ara'.
 */
import { useState } from "react";
import { Form, href, Link } from "react-router";
import { formatBirthDate } from "#app/lib/birth-date";
import { EMPTY_GIFT_LIST, ymdOfIso, type GiftListField, type GiftListValues } from "#app/domain/member-lists/gift-list.schema";
import type { MemberGiftList } from "#app/domain/member-lists/gift-list-views";
import { NO_GIFT_LISTS } from "#app/domain/member-lists/product-buttons.messages";
import { GiftListForm } from "./gift-list-form";
import { ShareGiftListForm, ShareToggle } from "./share-gift-list";

export type GiftListAnswer = {
  intent: string;
  listId: number | null;
  ok: boolean;
  message: string;
  errors: Partial<Record<GiftListField, string>>;
  values?: GiftListValues;
};

const valuesOf = (l: MemberGiftList): GiftListValues => {
  const d = ymdOfIso(l.expireDate);
  return {
    name: l.name,
    day: String(d.day),
    month: String(d.month),
    year: String(d.year),
    addressId: l.address ? String(l.address.id) : "",
  };
};

type Props = {
  lists: MemberGiftList[];
  addresses: { id: number; title: string }[];
  answer?: GiftListAnswer;
  busy: boolean;
  thisYear: number;
};

export function GiftListsPage({ lists, addresses, answer, busy, thisYear }: Props) {
  const failedNew = answer && !answer.ok && answer.intent === "save" && answer.listId == null;
  const [creating, setCreating] = useState(lists.length === 0 || Boolean(failedNew));
  const [editing, setEditing] = useState<number | null>(answer && !answer.ok && answer.intent === "save" ? answer.listId : null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [sharing, setSharing] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-6">
      {answer?.message && (
        <p
          role={answer.ok ? "status" : "alert"}
          className={`rounded-lg p-3 text-sm font-bold ${answer.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {answer.message}
        </p>
      )}
      <section aria-labelledby="new-list-title" className="rounded-2xl border border-slate-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="new-list-title" className="text-lg font-extrabold text-ink">
            Yeni hediye listesi
          </h2>
          {!creating && (
            <button type="button" onClick={() => setCreating(true)} className="btn-primary h-11 px-5">
              Liste Oluştur
            </button>
          )}
        </div>
        {creating && (
          <div className="mt-4 max-w-xl">
            <GiftListForm
              key={failedNew ? "again" : "new"}
              idPrefix="yeni-liste-"
              initial={failedNew && answer.values ? answer.values : EMPTY_GIFT_LIST}
              addresses={addresses}
              serverErrors={failedNew ? answer.errors : undefined}
              busy={busy}
              thisYear={thisYear}
              onCancel={lists.length > 0 ? () => setCreating(false) : undefined}
            />
          </div>
        )}
      </section>
      <section aria-labelledby="lists-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="lists-title" className="text-lg font-extrabold text-ink">
            Listelerim
          </h2>
          <Link to={href("/hediye-listesi/ara")} className="text-sm font-bold text-brand-700 hover:underline">
            Hediye Listesi Ara
          </Link>
        </div>
        {lists.length === 0 ? (
          <p className="mt-3 text-slate-600">{NO_GIFT_LISTS}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {lists.map((l) => (
              <li key={l.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Link
                      to={href("/hediye-listesi/goster/:id", { id: String(l.id) })}
                      className="text-lg font-extrabold text-ink hover:underline"
                    >
                      {l.name}
                    </Link>
                    <p className="mt-1 text-sm text-slate-600">
                      {formatBirthDate(ymdOfIso(l.expireDate))}
                      {l.expired ? " · süresi doldu" : ""} · {l.address ? l.address.title : "adres yok"}
                    </p>
                    <p className="mt-1 text-sm font-bold text-slate-700">
                      {l.itemCount} ürün · {l.bought}/{l.wanted} adet alındı
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Link to={href("/hediye-listesi/goster/:id", { id: String(l.id) })} className="btn-primary h-10 px-4 text-sm">
                      Listeyi Gör
                    </Link>
                    {!l.expired && (
                      <ShareToggle
                        open={sharing === l.id}
                        formId={`paylas-${l.id}`}
                        onToggle={() => setSharing(sharing === l.id ? null : l.id)}
                      />
                    )}
                    <button
                      type="button"
                      onClick={() => setEditing(editing === l.id ? null : l.id)}
                      className="btn-secondary h-10 px-4 text-sm"
                      aria-expanded={editing === l.id}
                    >
                      Düzenle
                    </button>
                    <button type="button" onClick={() => setConfirming(l.id)} className="btn-secondary h-10 px-4 text-sm">
                      Sil
                    </button>
                  </div>
                </div>
                {sharing === l.id && <ShareGiftListForm listId={l.id} formId={`paylas-${l.id}`} onCancel={() => setSharing(null)} />}
                {confirming === l.id && (
                  <Form
                    method="post"
                    className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3"
                    onSubmit={() => setConfirming(null)}
                  >
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="listId" value={l.id} />
                    <p className="text-sm font-bold text-red-800">“{l.name}” listesi ve içindeki ürünler silinsin mi?</p>
                    <button type="submit" disabled={busy} className="btn-primary h-10 px-4 text-sm">
                      Evet, sil
                    </button>
                    <button type="button" onClick={() => setConfirming(null)} className="btn-secondary h-10 px-4 text-sm">
                      Vazgeç
                    </button>
                  </Form>
                )}
                {editing === l.id && (
                  <div className="mt-4 max-w-xl">
                    <GiftListForm
                      idPrefix={`liste-${l.id}-`}
                      initial={answer && !answer.ok && answer.listId === l.id && answer.values ? answer.values : valuesOf(l)}
                      listId={l.id}
                      addresses={addresses}
                      serverErrors={answer && !answer.ok && answer.listId === l.id ? answer.errors : undefined}
                      busy={busy}
                      thisYear={thisYear}
                      onCancel={() => setEditing(null)}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
