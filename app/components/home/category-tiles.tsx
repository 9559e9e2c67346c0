/** Category tiles with their pictures: the top categories as big cards, then some sub-categories as circles. */
import { Link } from "react-router";

export type CategoryTileItem = { name: string; slug: string; url: string; image: string; color: string; top: boolean };

export function CategoryTiles({ tiles }: { tiles: CategoryTileItem[] }) {
  if (tiles.length === 0) return null;
  const tops = tiles.filter((t) => t.top);
  const subs = tiles.filter((t) => !t.top);
  return (
    <section aria-labelledby="category-tiles-title" className="mx-auto max-w-7xl px-4 pt-10">
      <h2 id="category-tiles-title" className="mb-4 flex items-center gap-3 text-xl font-extrabold text-ink md:text-2xl">
        <span aria-hidden="true" className="h-7 w-1.5 rounded-full bg-sky-500" />
        Kategorileri Keşfet
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
        {tops.map((tile) => (
          <li key={tile.slug}>
            <Link
              to={tile.url}
              className="group flex h-full items-center gap-3 overflow-hidden rounded-2xl p-3 transition-shadow hover:shadow-md md:gap-4 md:p-4"
              style={{ background: `linear-gradient(135deg, ${tile.color}1f, ${tile.color}3d)` }}
            >
              <img
                src={tile.image}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-14 shrink-0 rounded-xl object-cover transition-transform group-hover:scale-105 md:size-24"
              />
              <span className="min-w-0">
                <span className="block text-base leading-tight font-extrabold text-ink md:text-xl">{tile.name}</span>
                <span className="mt-1 hidden text-sm font-semibold text-brand-700 md:block">Alışverişe başla →</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {subs.length > 0 && (
        <ul className="no-scrollbar -mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:justify-center md:gap-4 md:px-0">
          {subs.map((tile) => (
            <li key={tile.slug} className="w-22 shrink-0 md:w-28">
              <Link to={tile.url} className="group flex flex-col items-center gap-2 rounded-2xl p-1.5 text-center hover:bg-brand-50">
                <span
                  className="flex size-18 items-center justify-center overflow-hidden rounded-full ring-2 ring-slate-100 transition-transform group-hover:scale-105 md:size-22"
                  style={{ background: `${tile.color}22` }}
                >
                  <img src={tile.image} alt="" width={88} height={88} loading="lazy" className="size-full object-cover" />
                </span>
                <span className="text-[13px] leading-tight font-bold text-ink">{tile.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
