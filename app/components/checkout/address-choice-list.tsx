/**
 * A member's saved addresses as a radio list (delivery_address_id or billing_address_id): title,
 * name, address, town / district / city, phone, billing details (numbers arrive masked), with
 * 'Düzenle' on each and 'Yeni Adres Ekle' at the end (both open the address popup).
 */
import type { Address } from "#app/domain/addresses/address.schema";
import { formatPhone } from "#app/lib/phone";
import { FieldMessage, optionClass, radioClass } from "./checkout-ui";

type Props = {
  name: "delivery_address_id" | "billing_address_id";
  label: string;
  addresses: Address[];
  selected: string;
  error?: string;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onEdit: (address: Address) => void;
  busyId?: number | null;
};

export function AddressChoiceList({ name, label, addresses, selected, error, onSelect, onAdd, onEdit, busyId }: Props) {
  const errorId = `${name}-hata`;
  return (
    <div>
      {addresses.length === 0 ? (
        <p className="mb-3 rounded-xl bg-slate-50 px-3 py-3 text-sm text-slate-600">
          Kayıtlı adresiniz yok. Devam etmek için yeni bir adres ekleyin.
        </p>
      ) : (
        <div role="radiogroup" aria-label={label} aria-describedby={error ? errorId : undefined} className="grid gap-3 md:grid-cols-2">
          {addresses.map((a) => {
            const checked = selected === String(a.id);
            return (
              <label key={a.id} className={`${optionClass(checked, Boolean(error))} ${busyId === a.id ? "opacity-60" : ""}`}>
                <input
                  type="radio"
                  name={name}
                  value={a.id}
                  checked={checked}
                  onChange={() => onSelect(String(a.id))}
                  className={radioClass}
                  aria-invalid={error ? true : undefined}
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="flex items-start justify-between gap-2">
                    <span className="truncate font-extrabold text-ink">{a.title}</span>
                    <button
                      type="button"
                      aria-label={`${a.title} adresini düzenle`}
                      disabled={busyId === a.id}
                      className="-mt-1 -mr-1 shrink-0 rounded-full px-2 py-1 text-xs font-extrabold text-brand-700 hover:bg-brand-100"
                      onClick={(e) => {
                        e.preventDefault();
                        onEdit(a);
                      }}
                    >
                      Düzenle
                    </button>
                  </span>
                  <span className="block font-semibold text-slate-700">{a.personName}</span>
                  <span className="mt-1 block break-words text-slate-600">{a.address}</span>
                  <span className="block text-slate-600">
                    {[a.town?.name, `${a.district.name} / ${a.city.name}`].filter(Boolean).join(", ")}
                  </span>
                  <span className="block text-slate-600 tabular-nums">{formatPhone(a.phone)}</span>
                  <span className="mt-1 block text-xs text-slate-500">
                    {a.billingType === "corporate"
                      ? `Kurumsal · ${a.company ?? ""}`
                      : a.identityNumber
                        ? `Bireysel · T.C. ${a.identityNumber}`
                        : "Bireysel"}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      <FieldMessage id={errorId} error={error} />
      <button type="button" onClick={onAdd} className="btn-secondary mt-3 h-10 px-4 text-sm">
        <span aria-hidden="true" className="text-lg leading-none">
          +
        </span>
        Yeni Adres Ekle
      </button>
    </div>
  );
}
