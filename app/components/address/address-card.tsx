/**
 * One saved address as a card (account page, later checkout): title, name, address, town /
 * district / city, phone and the billing details (identity and tax numbers arrive masked).
 * Clicking the card or 'Düzenle' opens it for editing; 'Sil' asks first (the owner's job).
 */
import type { Address } from "#app/domain/addresses/address.schema";
import { formatPhone } from "#app/lib/phone";

type Props = { address: Address; onEdit?: () => void; onDelete?: () => void; busy?: boolean };

export function AddressCard({ address: a, onEdit, onDelete, busy }: Props) {
  const headingId = `adres-kart-${a.id}`;
  const corporate = a.billingType === "corporate";
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      onClick={onEdit && !busy ? onEdit : undefined}
      className={`group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition ${onEdit ? "cursor-pointer hover:border-brand-300 hover:shadow-md" : ""} ${busy ? "opacity-60" : ""}`}
    >
      <header className="flex items-start gap-3">
        <span
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600"
          aria-hidden="true"
        >
          <PinIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate text-base font-black text-ink">
            {a.title}
          </h2>
          <p className="truncate text-sm font-bold text-slate-600">{a.personName}</p>
        </div>
      </header>
      <div className="mt-4 flex-1 space-y-1 text-sm leading-relaxed text-slate-700">
        <p className="break-words">{a.address}</p>
        <p className="font-semibold text-slate-800">{[a.town?.name, `${a.district.name} / ${a.city.name}`].filter(Boolean).join(", ")}</p>
        <p className="tabular-nums">{formatPhone(a.phone)}</p>
      </div>
      <dl className="mt-4 grid gap-1 rounded-xl bg-slate-50 px-3 py-2 text-xs text-slate-600">
        <div className="flex gap-1">
          <dt className="font-bold text-slate-700">Fatura:</dt>
          <dd>{corporate ? "Kurumsal" : "Bireysel"}</dd>
        </div>
        {corporate ? (
          <>
            <div className="flex min-w-0 gap-1">
              <dt className="sr-only">Firma</dt>
              <dd className="truncate font-semibold text-slate-700">{a.company}</dd>
            </div>
            <div className="flex flex-wrap gap-x-1">
              <dt className="sr-only">Vergi dairesi ve numarası</dt>
              <dd>
                {a.taxOffice} V.D. · <span className="tabular-nums">{a.taxNumber}</span>
              </dd>
            </div>
          </>
        ) : a.identityNumber ? (
          <div className="flex gap-1">
            <dt>T.C. Kimlik No:</dt>
            <dd className="tabular-nums">{a.identityNumber}</dd>
          </div>
        ) : null}
      </dl>
      {onEdit || onDelete ? (
        <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
          {onEdit ? (
            <button
              type="button"
              disabled={busy}
              aria-label={`${a.title} adresini düzenle`}
              className="inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-extrabold text-brand-700 hover:bg-brand-100 disabled:opacity-60"
              onClick={(e) => {
                e.stopPropagation();
                onEdit();
              }}
            >
              <PencilIcon />
              Düzenle
            </button>
          ) : null}
          {onDelete ? (
            <button
              type="button"
              disabled={busy}
              aria-label={`${a.title} adresini sil`}
              className="inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-extrabold text-slate-600 ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-700 hover:ring-red-200 disabled:opacity-60"
              onClick={(e) => {
                e.stopPropagation();
                onDelete();
              }}
            >
              <TrashIcon />
              Sil
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

const icon = {
  width: 18,
  height: 18,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export const PinIcon = ({ size = 20 }: { size?: number }) => (
  <svg {...icon} width={size} height={size}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);
const PencilIcon = () => (
  <svg {...icon}>
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </svg>
);
const TrashIcon = () => (
  <svg {...icon}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
);
