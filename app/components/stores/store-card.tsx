/**
 * A store in the locator's list: its type, name (a link to its page), address, phone (a tel:
 * link), opening hours and services, with links to its page and to directions.
 */
import { Link } from "react-router";
import { ChevronRightIcon, ClockIcon, StoreIcon } from "#app/components/icons";
import type { StoreSummary } from "#app/domain/stores/store-locator";
import { directionsUrl } from "#app/domain/stores/store-map";
import { StorePhoneLink } from "./store-phone-link";

export function StoreTypeBadge({ typeName }: { typeName: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-extrabold tracking-wide text-brand-800 uppercase">
      {typeName}
    </span>
  );
}

/** The store's services as small green labels ('Mağazadan Teslim', 'Arabaya Teslim'); nothing when it offers neither. */
export function StoreServices({
  store,
  large = false,
  className = "",
}: {
  store: Pick<StoreSummary, "pickupAvailable" | "deliveryCar">;
  large?: boolean;
  className?: string;
}) {
  const services = [store.pickupAvailable && "Mağazadan Teslim", store.deliveryCar && "Arabaya Teslim"].filter((s): s is string =>
    Boolean(s),
  );
  if (services.length === 0) return null;
  return (
    <ul aria-label="Hizmetler" className={`flex flex-wrap ${large ? "gap-2" : "gap-1.5"} ${className}`}>
      {services.map((s) => (
        <li
          key={s}
          className={`rounded-full bg-emerald-50 font-bold text-emerald-800 ${large ? "px-3 py-1 text-sm" : "px-2.5 py-0.5 text-xs"}`}
        >
          {s}
        </li>
      ))}
    </ul>
  );
}

export function StoreCard({ store }: { store: StoreSummary }) {
  const headingId = `magaza-${store.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md md:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <StoreTypeBadge typeName={store.typeName} />
        <StoreIcon size={20} className="shrink-0 text-brand-400" />
      </div>
      <h4 id={headingId} className="mt-2 text-lg leading-snug font-black text-ink">
        <Link to={store.url} className="hover:text-brand-700 hover:underline">
          {store.name}
        </Link>
      </h4>
      <p className="mt-1 text-sm leading-relaxed text-slate-600">{store.address}</p>
      <dl className="mt-3 grid gap-1.5 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Telefon</dt>
          <dd>
            <StorePhoneLink phone={store.phone} withIcon />
          </dd>
        </div>
        <div className="flex items-center gap-2 text-slate-700">
          <dt className="flex items-center gap-1.5 font-semibold">
            <ClockIcon size={16} className="text-slate-500" />
            Çalışma Saatleri:
          </dt>
          <dd className="tabular-nums">{store.openingHours}</dd>
        </div>
      </dl>
      <StoreServices store={store} className="mt-3" />
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-sm">
        <Link to={store.url} className="inline-flex items-center gap-1 font-extrabold text-brand-700 hover:underline">
          Mağaza Detayı<span className="sr-only">: {store.name}</span>
          <ChevronRightIcon size={16} />
        </Link>
        <a
          href={directionsUrl(store.lat, store.lon)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-bold text-slate-600 hover:text-brand-700 hover:underline"
        >
          Yol tarifi al<span className="sr-only">: {store.name} (yeni sekmede açılır)</span>
        </a>
      </div>
    </article>
  );
}
