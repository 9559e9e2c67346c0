/**
 * /yonetim/katalog's parts: the search and filter form (a GET form: works without JavaScript, the
 * filters stay in the address) and the items found, each linking to its form.
 */
import { Form, href, Link } from "react-router";
import { fieldClass, FilterSelect, labelClass, type FilterChoice } from "./form-parts";

export type CatalogueListRow = {
  id: number;
  name: string;
  brand: string;
  category: string;
  status: string;
  type: string;
  price: string;
  originalPrice: string | null;
  totalStock: number;
};
export type CatalogueFilterValues = {
  q: string;
  categoryId: number | null;
  brandId: number | null;
  status: string;
  type: string;
  stock: string;
};
export function CatalogueFilterForm({
  values,
  categories,
  brands,
}: {
  values: CatalogueFilterValues;
  categories: FilterChoice[];
  brands: FilterChoice[];
}) {
  return (
    <Form method="get" role="search" aria-label="Ürün ara" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <div className="sm:col-span-2 lg:col-span-3">
        <label htmlFor="katalog-q" className={labelClass}>
          Ürün adı, stok kodu ya da barkod
        </label>
        <input id="katalog-q" name="q" type="search" defaultValue={values.q} maxLength={100} className={fieldClass()} />
      </div>
      <FilterSelect
        id="katalog-kategori"
        name="kategori"
        label="Kategori"
        value={values.categoryId ? String(values.categoryId) : ""}
        choices={categories}
        all="Tüm kategoriler"
      />
      <FilterSelect
        id="katalog-marka"
        name="marka"
        label="Marka"
        value={values.brandId ? String(values.brandId) : ""}
        choices={brands}
        all="Tüm markalar"
      />
      <FilterSelect
        id="katalog-durum"
        name="durum"
        label="Durum"
        value={values.status}
        choices={[
          { value: "active", label: "Aktif" },
          { value: "passive", label: "Pasif" },
        ]}
        all="Tümü"
      />
      <FilterSelect
        id="katalog-tur"
        name="tur"
        label="Tür"
        value={values.type}
        choices={[
          { value: "normal", label: "Normal" },
          { value: "teshir", label: "Teşhir" },
        ]}
        all="Tümü"
      />
      <FilterSelect
        id="katalog-stok"
        name="stok"
        label="Stok"
        value={values.stock}
        choices={[
          { value: "var", label: "Stokta" },
          { value: "yok", label: "Tükendi" },
        ]}
        all="Tümü"
      />
      <div className="flex items-end gap-4">
        <button type="submit" className="btn-primary h-11 px-6">
          Ara
        </button>
        <Link to={href("/yonetim/katalog")} className="pb-3 text-sm font-bold text-brand-700 hover:underline">
          Temizle
        </Link>
      </div>
    </Form>
  );
}

export function CatalogueRows({ rows }: { rows: CatalogueListRow[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Ürünler">
      {rows.map((r) => (
        <li
          key={r.id}
          className={`rounded-2xl border border-slate-200 p-4 shadow-sm ${r.status === "active" ? "bg-white" : "bg-slate-100"}`}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <Link
                to={href("/yonetim/katalog/:id", { id: String(r.id) })}
                className="font-extrabold break-words text-ink hover:text-brand-700 hover:underline"
              >
                {r.name}
              </Link>
              <p className="text-sm text-slate-700">
                #{r.id} · {r.brand} · {r.category}
              </p>
            </div>
            <p className="text-right">
              <span className="block font-extrabold text-ink">{r.price}</span>
              {r.originalPrice && <del className="block text-xs text-slate-600">{r.originalPrice}</del>}
            </p>
          </div>
          <p className="mt-2 flex flex-wrap gap-2 text-xs">
            <span
              className={`rounded-full px-2 py-0.5 font-bold ${r.status === "active" ? "bg-emerald-50 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
            >
              {r.status === "active" ? "Aktif" : "Pasif"}
            </span>
            {r.type === "teshir" && <span className="rounded-full bg-amber-50 px-2 py-0.5 font-bold text-amber-800">Teşhir</span>}
            <span
              className={`rounded-full px-2 py-0.5 font-bold ${r.totalStock > 0 ? "bg-sky-50 text-sky-800" : "bg-red-50 text-red-800"}`}
            >
              {r.totalStock > 0 ? `Stok: ${r.totalStock}` : "Tükendi"}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
