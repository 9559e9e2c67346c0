/** 'Hiç ürün bulunamadı!' (spec section 8) with what to try next. */
import { href, Link, useRouteLoaderData } from "react-router";
import { SearchIcon } from "#app/components/icons";
import type { ShellData } from "#app/components/layout/shell-data";
import { NO_PRODUCTS } from "#app/domain/search/messages";

type Props = {
  keyword?: string;
  filtersActive: boolean;
  onClearFilters: () => void;
};

export function EmptyResult({ keyword, filtersActive, onClearFilters }: Props) {
  const menu = useRouteLoaderData<ShellData>("root")?.menu ?? [];
  return (
    <div className="rounded-3xl border border-slate-100 bg-slate-50/70 px-5 py-10 text-center md:px-10 md:py-14">
      <span aria-hidden="true" className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-600">
        <SearchIcon size={30} />
      </span>
      <p className="mt-4 text-xl font-black text-ink md:text-2xl">{NO_PRODUCTS}</p>
      {keyword && (
        <p className="mt-2 text-slate-600">
          “<span className="font-bold break-words text-ink">{keyword}</span>” için {filtersActive ? "seçtiğiniz filtrelerle " : ""}sonuç
          bulamadık.
        </p>
      )}
      <div className="mx-auto mt-6 max-w-md text-left">
        <p className="text-sm font-extrabold text-ink">Şunları deneyebilirsiniz:</p>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          {keyword && <li>Kelimelerin yazımını kontrol edin.</li>}
          {keyword && <li>Daha genel ya da daha az kelimeyle arayın.</li>}
          {filtersActive && <li>Daha az filtre seçin ya da fiyat aralığını genişletin.</li>}
          <li>Popüler kategorilerimize göz atın.</li>
        </ul>
      </div>
      {filtersActive && (
        <p className="mt-6">
          <button type="button" onClick={onClearFilters} className="btn-primary h-11 px-6">
            Filtreleri temizle
          </button>
        </p>
      )}
      {menu.length > 0 && (
        <nav aria-label="Popüler kategoriler" className="mt-6">
          <ul className="flex flex-wrap justify-center gap-2">
            {menu.map((c) => (
              <li key={c.id}>
                <Link to={href("/kategori/:slug", { slug: c.slug })} className="chip">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
