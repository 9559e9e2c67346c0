/**
 * The top of a store's page: its type, address, phone, opening hours and services beside a map of
 * Türkiye with its pin (drawn by the shop: no tile server), the coordinates and a link for
 * directions in the visitor's own map application; and the other stores of its city.
 */
import { href, Link } from "react-router";
import { ClockIcon, PhoneIcon, StoreIcon } from "#app/components/icons";
import { directionsUrl, formatCoordinates } from "#app/domain/stores/store-map";
import type { StoreSummary } from "#app/domain/stores/store-locator";
import { StoreServices, StoreTypeBadge } from "./store-card";
import { StoreMap, type MapPoint } from "./store-map";
import { StorePhoneLink } from "./store-phone-link";

/** A term of the store's details with its icon (inside the dt, so the list keeps dt/dd groups only). */
function Row({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-xs font-bold tracking-wide text-slate-500 uppercase">
        <span
          className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700"
          aria-hidden="true"
        >
          {icon}
        </span>
        {title}
      </dt>
      <dd className="mt-0.5 text-[15px] text-ink">{children}</dd>
    </div>
  );
}

export function StoreDetails({ store, points }: { store: StoreSummary; points: readonly MapPoint[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
      <section aria-labelledby="magaza-bilgileri" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
        <h2 id="magaza-bilgileri" className="sr-only">
          Mağaza bilgileri
        </h2>
        <dl className="grid gap-4">
          <Row icon={<StoreIcon size={20} />} title="Adres">
            {store.address}
          </Row>
          <Row icon={<PhoneIcon size={20} />} title="Telefon">
            <StorePhoneLink phone={store.phone} className="text-base" />
          </Row>
          <Row icon={<ClockIcon size={20} />} title="Çalışma Saatleri">
            <span className="tabular-nums">{store.openingHours}</span>
          </Row>
        </dl>
        <StoreServices store={store} large className="mt-5 border-t border-slate-100 pt-4" />
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={directionsUrl(store.lat, store.lon)} target="_blank" rel="noopener noreferrer" className="btn-primary h-11 px-6">
            Yol tarifi al<span className="sr-only"> (yeni sekmede açılır)</span>
          </a>
          <Link to={`${href("/magazalar")}?city=${store.cityId}`} className="btn-secondary h-11 px-6">
            {store.city} mağazaları
          </Link>
        </div>
      </section>
      <figure aria-labelledby="magaza-harita" className="rounded-3xl border border-slate-200 bg-white p-3 shadow-sm">
        <StoreMap points={points} focus={store} label={`${store.name}: Türkiye haritasında ${store.city} ilindeki konumu`} />
        <figcaption id="magaza-harita" className="flex flex-wrap items-center justify-between gap-2 px-1 pt-2 text-sm text-slate-600">
          <span>
            <span className="font-bold text-ink">{store.district ? `${store.district}, ${store.city}` : store.city}</span> · Konum:{" "}
            <span className="whitespace-nowrap">{formatCoordinates(store.lat, store.lon)}</span>
          </span>
          <a
            href={directionsUrl(store.lat, store.lon)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-bold text-brand-700 hover:underline"
          >
            Haritada aç<span className="sr-only"> (yeni sekmede açılır)</span>
          </a>
        </figcaption>
      </figure>
    </div>
  );
}

/** 'Şehirdeki diğer mağazalarımız': links to the other active stores of the city. */
export function CityStores({ store, others }: { store: StoreSummary; others: readonly StoreSummary[] }) {
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="sehirdeki-magazalar" className="rounded-3xl border border-slate-200 bg-brand-50/50 p-5 md:p-6">
      <h2 id="sehirdeki-magazalar" className="text-lg font-black text-ink">
        {store.city} ilindeki diğer mağazalarımız
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((s) => (
          <li key={s.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <StoreTypeBadge typeName={s.typeName} />
            <p className="mt-1.5 font-extrabold text-ink">
              <Link to={s.url} className="hover:text-brand-700 hover:underline">
                {s.name}
              </Link>
            </p>
            <p className="mt-0.5 text-sm text-slate-600">{s.address}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
