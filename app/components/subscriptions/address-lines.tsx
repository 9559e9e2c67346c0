/** An address in three short lines (title; name and phone; street, district / city): the delivery box and the address picker. */
import type { Address } from "#app/domain/addresses/address.schema";
import { formatPhone } from "#app/lib/phone";

export function AddressLines({ address: a }: { address: Address }) {
  return (
    <>
      <span className="block font-extrabold text-ink">{a.title}</span>
      <span className="block truncate text-sm text-slate-600">
        {a.personName} · {formatPhone(a.phone)}
      </span>
      <span className="block text-sm text-slate-600">
        {a.address}, {a.district.name} / {a.city.name}
      </span>
    </>
  );
}
