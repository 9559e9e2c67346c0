/**
 * /hediye-listesi/goster/{id} (spec section 2): a gift list as anyone with its
 * address sees it: its name, whose it is, the event day, and each product with how many are wanted
 * and how many were bought. Never the delivery address. The owner can take a product off (asked
 * first; POST intent=removeItem, itemId: only from their own list). 'Hediye Et' puts an item in the
 * visitor's gift basket; the owner, and whoever bought an item, can ask who bought it. An unknown list is the shop's
 * 404 page. Not cached (the bought counts change), not indexed (a family's list).
 */
import { data, Form, href, Link, useNavigation } from "react-router";
import { useState } from "react";
import type { Route } from "./+types/hediye-listesi.goster.$id";
import { formatBirthDate } from "#app/lib/birth-date";
import { ymdOfIso } from "#app/domain/member-lists/gift-list.schema";
import { publicGiftList, removeGiftListItem } from "#app/domain/member-lists/gift-lists.server";
import { GIFT_LIST_NOT_FOUND } from "#app/domain/member-lists/product-buttons.messages";
import { readBody } from "#app/lib/api.server";
import { parseId } from "#app/lib/ids";
import { formatMoney } from "#app/lib/money";
import { ShareGiftList } from "#app/components/member-lists/share-gift-list";
import { GiftItemActions } from "#app/components/member-lists/gift-item-actions";
import { NO_STORE } from "#app/lib/cache-control";
import { requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: `${d && "list" in d ? d.list.name : "Hediye Listesi"} | Minik Dünya` },
  { name: "robots", content: "noindex" },
];

/** A GET asked as JSON answers the loader's data: `{list}` with its items' ids (app/entry.server.tsx). */
export const handle = { json: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const list = id != null ? await publicGiftList(context.db, id, await context.session.userId()) : null;
  if (!list) throw data(GIFT_LIST_NOT_FOUND, { status: 404, headers: NO_STORE });
  return data({ list }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await requireMember(request, context.session);
  const body = await readBody(request);
  const itemId = parseId(body.itemId);
  const removed = itemId != null ? await removeGiftListItem(context.db, userId, itemId) : null;
  return data(
    { message: removed ? (removed.ok ? removed.message : removed.reason) : GIFT_LIST_NOT_FOUND, ok: Boolean(removed?.ok) },
    { status: removed?.ok ? 200 : 404, headers: NO_STORE },
  );
}

export default function GiftListDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const busy = useNavigation().state !== "idle";
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">Hediye Listesi</p>
      <h1 className="text-2xl font-extrabold text-ink">{list.name}</h1>
      <p className="mt-1 text-slate-600">
        {list.owner.firstname} {list.owner.lastname} · {formatBirthDate(ymdOfIso(list.expireDate))}
        {list.expired ? " · süresi doldu" : ""}
      </p>
      {list.mine && (
        <Link to={`${href("/hediye-listesi")}/`} className="mt-2 inline-block text-sm font-bold text-brand-700 hover:underline">
          Hediye listelerime dön
        </Link>
      )}
      {list.mine && !list.expired && <ShareGiftList listId={list.id} className="mt-3" />}
      {!list.mine && !list.expired && (
        <Link to={`${href("/hediye-kart-islemleri")}?wishList=${list.id}`} className="btn-secondary mt-3 h-10 px-4 text-sm">
          Hediye Kartı Gönder
        </Link>
      )}
      {actionData?.message && (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-4 rounded-lg p-3 text-sm font-bold ${actionData.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      )}
      {list.items.length === 0 ? (
        <p className="mt-6 text-slate-600">
          Bu listede henüz ürün yok.{list.mine ? " Ürün sayfalarındaki 'Hediye Listeme Ekle' ile ekleyebilirsiniz." : ""}
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {list.items.map((item) => {
            const left = Math.max(0, item.wanted - item.bought);
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 p-3">
                <img src={item.image} alt="" width={72} height={72} className="size-18 rounded-lg bg-slate-50 object-contain" />
                <div className="min-w-0 flex-1">
                  <Link to={item.url} className="font-bold text-ink hover:underline">
                    {item.size ? `${item.name} (${item.size})` : item.name}
                  </Link>
                  <p className="mt-1 text-sm text-slate-700">{formatMoney(item.priceKurus)}</p>
                  <p className="mt-1 text-sm font-bold text-slate-700">
                    İstenen: {item.wanted} · Alınan: {item.bought}
                    {left === 0 ? " · Tamamlandı" : item.inStock ? "" : " · Stokta yok"}
                  </p>
                </div>
                {(!list.expired && item.inStock && left > 0) || (item.bought > 0 && (list.mine || item.boughtByMe)) ? (
                  <GiftItemActions
                    itemId={item.id}
                    name={item.name}
                    left={!list.expired && item.inStock ? left : 0}
                    showBuyer={item.bought > 0 && (list.mine || item.boughtByMe)}
                  />
                ) : null}
                {list.mine && (
                  <div className="max-sm:w-full">
                    {confirming === item.id ? (
                      <Form method="post" className="flex flex-wrap items-center gap-2" onSubmit={() => setConfirming(null)}>
                        <input type="hidden" name="itemId" value={item.id} />
                        <span className="text-sm font-bold text-red-800">Listeden çıkarılsın mı?</span>
                        <button type="submit" disabled={busy} className="btn-primary h-10 px-4 text-sm">
                          Evet, çıkar
                        </button>
                        <button type="button" onClick={() => setConfirming(null)} className="btn-secondary h-10 px-4 text-sm">
                          Vazgeç
                        </button>
                      </Form>
                    ) : (
                      <button
                        type="button"
                        onClick={() => setConfirming(item.id)}
                        className="btn-secondary h-10 px-4 text-sm max-sm:w-full"
                      >
                        Listeden Çıkar
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
