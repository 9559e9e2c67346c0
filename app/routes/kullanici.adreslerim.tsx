/**
 * /kullanici/adreslerim: Adreslerim (spec sections 2, 3, 4): the member's addresses as cards,
 * server-rendered (identity and tax numbers masked). 'Yeni Adres Ekle' opens the address popup in
 * add mode; clicking a card or its 'Düzenle' reads the address (/address/ajax/get/{id}) and opens
 * the popup in update mode; 'Sil' asks first. The popup's calls do the saving; the list reloads.
 */
import { useState } from "react";
import { data, href, useRevalidator } from "react-router";
import type { Route } from "./+types/kullanici.adreslerim";
import { AccountEmpty } from "#app/components/account/account-empty";
import { AccountShell } from "#app/components/account/account-shell";
import { AddressCard, PinIcon } from "#app/components/address/address-card";
import { useAddressPopup } from "#app/components/address/use-address-popup";
import { useFeedback } from "#app/components/feedback";
import { loadProfile } from "#app/domain/accounts/profile.server";
import {
  ADDRESS_LIMIT,
  EMPTY_ADDRESS,
  MAX_ADDRESSES,
  addressFill,
  maskedAddress,
  type Address,
  type AddressValues,
} from "#app/domain/addresses/address.schema";
import { listAddresses } from "#app/domain/addresses/addresses.server";
import { listCities } from "#app/domain/places/places.server";
import { requireMember } from "#app/http/require-member.server";

export const meta: Route.MetaFunction = () => [{ title: "Adreslerim | Minik Dünya" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await requireMember(request, context.session);
  const [addresses, cities, profile] = await Promise.all([
    listAddresses(context.db, userId),
    listCities(context.db),
    loadProfile(context.db, userId),
  ]);
  return data(
    { addresses: addresses.map(maskedAddress), cities, fill: addressFill(profile) },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function AddressesPage({ loaderData }: Route.ComponentProps) {
  const { addresses, cities, fill } = loaderData;
  const feedback = useFeedback();
  const revalidator = useRevalidator();
  const popup = useAddressPopup();
  const [draft, setDraft] = useState<AddressValues | null>(null);
  const full = addresses.length >= MAX_ADDRESSES;

  const openAdd = () => popup.openAdd(draft ?? { ...EMPTY_ADDRESS, ...fill });

  async function openEdit(address: Address) {
    if ((await popup.openEdit(address)) === "refused") void revalidator.revalidate();
  }

  async function remove(address: Address) {
    const sure = await feedback.confirm({
      title: "Adresi Sil",
      message: `"${address.title}" adresini silmek istediğinize emin misiniz?`,
      confirmText: "Sil",
      cancelText: "Vazgeç",
    });
    if (!sure) return;
    popup.setBusyId(address.id);
    const answer = await feedback.call(
      href("/address/ajax/delete/:id", { id: String(address.id) }),
      { method: "POST" },
      { showRefusal: true },
    );
    if (answer?.success) feedback.notify({ type: "success", message: answer.message || "Adresiniz silindi." });
    await revalidator.revalidate();
    popup.setBusyId(null);
  }

  return (
    <AccountShell title="Adreslerim" active="adreslerim">
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {addresses.length > 0 ? (
            <>
              <strong className="text-ink">{addresses.length}</strong> kayıtlı adresiniz var. Teslimat ve fatura adresinizi siparişte bu
              adreslerden seçebilirsiniz.
            </>
          ) : (
            "Teslimat ve fatura adreslerinizi kaydedin, siparişlerinizi daha hızlı tamamlayın."
          )}
        </p>
        <button type="button" className="btn-primary h-11 shrink-0 px-6" onClick={openAdd} disabled={full}>
          <span aria-hidden="true" className="text-xl leading-none">
            +
          </span>
          Yeni Adres Ekle
        </button>
      </div>
      {full ? (
        <p role="status" className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-800">
          {ADDRESS_LIMIT}
        </p>
      ) : null}
      <noscript>
        <p className="mb-5 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          Adres eklemek ve düzenlemek için tarayıcınızda JavaScript&apos;i etkinleştiriniz.
        </p>
      </noscript>

      {addresses.length === 0 ? (
        <AccountEmpty
          icon={<PinIcon size={30} />}
          title="Henüz kayıtlı adresiniz yok."
          text={'İlk adresinizi "Yeni Adres Ekle" ile ekleyin; siparişlerinizde tek tıkla seçin.'}
          shopLink={false}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Kayıtlı adreslerim">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={popup.busyId === address.id}
                onEdit={() => void openEdit(address)}
                onDelete={() => void remove(address)}
              />
            </li>
          ))}
        </ul>
      )}

      {popup.dialog({
        cities,
        onSaved: (_address, message, opened) => {
          if (opened.mode.kind === "add") setDraft(null);
          feedback.notify({ type: "success", message });
          void revalidator.revalidate();
        },
        onClose: (values, opened) => {
          if (opened.mode.kind === "add") setDraft(values);
        },
      })}
    </AccountShell>
  );
}
