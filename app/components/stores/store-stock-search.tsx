/**
 * A store's stock search on its page (/magaza/{sefUrl}, domain/stores/store-stock-search.ts): a GET
 * form (`?q=…`, works without JavaScript) that finds the products this store holds by name, product
 * code or barcode; each with the sizes it holds and their availability as the product page's
 * popup shows it ('Son {n} ürün' / 'Stokta'); pages of STOCK_PAGE_SIZE with 'Önceki' and 'Sonraki'.
 * The query is checked here with the server's rule before it is sent; a wrong one keeps the typed
 * text and says why under the field.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from "#app/components/icons";
import { NO_STOCK_FOUND } from "#app/domain/stores/messages";
import {
  STOCK_QUERY_MAX,
  STOCK_QUERY_PARAM,
  stockQueryError,
  stockSearchHref,
  type StockItem,
  type StockResult,
  type StockSearch,
} from "#app/domain/stores/store-stock-search";
import { formatMoney, parseLira } from "#app/lib/money";
import { StockBadge } from "./stock-badge";
import { brandUpper } from "#app/lib/turkish";

type Props = {
  storeUrl: string;
  storeName: string;
  search: StockSearch;
  result: StockResult | null;
};

export const STOCK_SECTION_ID = "magaza-stok";

export function StoreStockSearch({ storeUrl, storeName, search, result }: Props) {
  const [query, setQuery] = useState(search.query);
  const [error, setError] = useState<string | null>(search.error);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === storeUrl;
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  // A new answer (another page, back and forward) brings its own query and message.
  useEffect(() => {
    setQuery(search.query);
    setError(search.error);
  }, [search.query, search.error]);

  return (
    <section
      id={STOCK_SECTION_ID}
      aria-labelledby="magaza-stok-baslik"
      className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
    >
      <h2 id="magaza-stok-baslik" className="text-xl font-black text-ink md:text-2xl">
        Mağaza Stoğunda Ara
      </h2>
      <p className="mt-1 text-sm text-slate-600">{storeName} stoğundaki ürünleri adına, ürün koduna ya da barkoduna göre arayın.</p>
      <Form
        method="get"
        action={`${storeUrl}#${STOCK_SECTION_ID}`}
        role="search"
        aria-label="Mağaza stoğunda ara"
        noValidate
        preventScrollReset
        onSubmit={(event) => {
          const problem = stockQueryError(query);
          setError(problem);
          if (problem) {
            event.preventDefault();
            input.current?.focus();
          }
        }}
        className="mt-4"
      >
        <label htmlFor="magaza-stok-sorgu" className="text-sm font-bold text-slate-700">
          Ürün adı, ürün kodu ya da barkod
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={input}
            id="magaza-stok-sorgu"
            type="search"
            name={STOCK_QUERY_PARAM}
            value={query}
            maxLength={STOCK_QUERY_MAX}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="Örn. pijama, MD-000123-01"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setQuery(e.target.value);
              if (error) setError(stockQueryError(e.target.value));
            }}
            className={`h-12 min-w-0 flex-1 rounded-xl border bg-white px-3 text-[15px] text-ink placeholder:text-slate-400 focus:border-brand-500 ${error ? "border-red-500 bg-red-50/40" : "border-slate-300"}`}
          />
          <button type="submit" className="btn-primary h-12 shrink-0 px-5" disabled={busy}>
            <SearchIcon size={18} />
            <span className="max-sm:sr-only">Ara</span>
          </button>
        </div>
        {error && (
          <p id={errorId} className="mt-1 text-sm font-semibold text-red-600">
            {error}
          </p>
        )}
      </Form>
      {result && <StockResults result={result} storeUrl={storeUrl} busy={busy} />}
    </section>
  );
}

function StockResults({ result, storeUrl, busy }: { result: StockResult; storeUrl: string; busy: boolean }) {
  const { items, query, page } = result;
  const heading =
    result.match === "all" ? "Mağazada stokta olan ürünler, en çok satanlar önce" : `“${query}” için mağazada stokta olan ürünler`;
  return (
    <div className="mt-6" aria-busy={busy || undefined}>
      <p role="status" className="text-sm font-semibold text-slate-600">
        {busy ? "Aranıyor…" : items.length === 0 ? "" : `${heading}${page > 1 ? ` (sayfa ${page})` : ""}`}
      </p>
      {items.length === 0 ? (
        <div className="mt-3 rounded-2xl border border-slate-100 bg-slate-50/70 px-5 py-8 text-center">
          <p className="text-lg font-black text-ink">{NO_STOCK_FOUND}</p>
          <p className="mt-1 text-sm text-slate-600">
            {query ? (
              <>
                “<span className="font-bold break-words text-ink">{query}</span>” bu mağazanın stoğunda bulunamadı. Farklı bir kelime, ürün
                kodu ya da barkod deneyin.
              </>
            ) : (
              "Bu mağazanın stoğunda şu anda ürün bulunmuyor."
            )}
          </p>
        </div>
      ) : (
        <ul className={`mt-3 grid gap-3 md:grid-cols-2 ${busy ? "opacity-50" : ""}`}>
          {items.map((item) => (
            <li key={item.catalogId}>
              <StockItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {(page > 1 || result.hasNext) && (
        <nav aria-label="Stok sonuçları sayfaları" className="mt-5 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={stockSearchHref(storeUrl, query, page - 1)} preventScrollReset rel="prev" className="btn-secondary h-10 px-4 text-sm">
              <ChevronLeftIcon size={16} />
              Önceki
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm font-semibold text-slate-600">Sayfa {page}</span>
          {result.hasNext ? (
            <Link to={stockSearchHref(storeUrl, query, page + 1)} preventScrollReset rel="next" className="btn-secondary h-10 px-4 text-sm">
              Sonraki
              <ChevronRightIcon size={16} />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
      {result.narrower && (query || items.length > 0) && (
        <p className="mt-3 text-center text-sm text-slate-600">Daha fazla sonuç için aramanızı daraltın.</p>
      )}
    </div>
  );
}

function StockItemCard({ item }: { item: StockItem }) {
  return (
    <article className="flex h-full gap-3 rounded-2xl border border-slate-200 p-3">
      <Link to={item.url} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img
          src={item.image}
          alt=""
          width={80}
          height={84}
          loading="lazy"
          className="h-[68px] w-16 rounded-xl bg-slate-50 object-cover sm:h-[84px] sm:w-20"
        />
      </Link>
      <div className="min-w-0 flex-1">
        {item.brand && <p className="text-xs font-extrabold tracking-wide text-brand-700">{brandUpper(item.brand)}</p>}
        <h3 className="text-[15px] leading-snug font-bold text-ink">
          <Link to={item.url} className="hover:text-brand-700 hover:underline">
            {item.name}
          </Link>
        </h3>
        <ul aria-label={`${item.name}: mağazadaki bedenler`} className="mt-2 grid gap-1.5">
          {item.variants.map((v) => (
            <li
              key={v.productId}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-2.5 py-1.5 text-sm"
            >
              <span className="font-bold whitespace-nowrap text-ink">{v.size ?? "Standart"}</span>
              <span className="text-right font-extrabold whitespace-nowrap text-ink tabular-nums">
                {formatMoney(parseLira(v.price) ?? 0)}
              </span>
              <span className="text-xs text-slate-500">
                Ürün Kodu: <span className="whitespace-nowrap">{v.sku}</span>
              </span>
              <StockBadge units={v.quantity} className="justify-self-end" />
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
