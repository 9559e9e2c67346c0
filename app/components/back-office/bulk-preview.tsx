/**
 * The bulk update's preview (/yonetim/katalog/toplu-guncelleme): counts, each change before →
 * after, each refused row with its line and Turkish message, and 'Uygula' (a plain form carrying
 * the kept file's token). Nothing is written before 'Uygula'.
 */
import { Form } from "react-router";
import { BackOfficeCard } from "./back-office-frame";

export type BulkPreviewView = {
  token: string | null;
  fileName: string;
  rows: number;
  changeCount: number;
  errorCount: number;
  unchanged: number;
  changes: { line: number; sku: string; name: string; price: string | null; originalPrice: string | null; stock: string | null }[];
  errors: { line: number; sku: string; message: string }[];
};

const cell = "py-1.5 pr-3 align-top";

function HeadRow({ titles }: { titles: string[] }) {
  return (
    <thead>
      <tr className="text-xs text-slate-600">
        {titles.map((h) => (
          <th key={h} scope="col" className="py-1 pr-3 font-bold">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function BulkPreview({ preview, busy }: { preview: BulkPreviewView; busy: boolean }) {
  const more = (shown: number, total: number) =>
    total > shown ? (
      <p className="mt-2 text-xs text-slate-600">
        İlk {shown} satır gösteriliyor; toplam {total.toLocaleString("tr-TR")}.
      </p>
    ) : null;
  return (
    <div className="mb-6 flex flex-col gap-4">
      {preview.token && (
        <BackOfficeCard>
          <h2 className="text-lg font-extrabold text-ink">Önizleme: {preview.fileName}</h2>
          <p className="mt-1 text-sm text-slate-700">
            {preview.rows.toLocaleString("tr-TR")} satır: <strong>{preview.changeCount.toLocaleString("tr-TR")} değişiklik</strong>,{" "}
            {preview.errorCount.toLocaleString("tr-TR")} hatalı satır, {preview.unchanged.toLocaleString("tr-TR")} satır zaten güncel. Henüz
            hiçbir şey kaydedilmedi.
          </p>
          {preview.changeCount > 0 && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="uygula" />
              <input type="hidden" name="token" value={preview.token} />
              <button type="submit" className="btn-primary h-11 px-8" disabled={busy}>
                Uygula
              </button>
              {preview.errorCount > 0 && <span className="ml-3 text-sm text-slate-700">Hatalı satırlar atlanır.</span>}
            </Form>
          )}
        </BackOfficeCard>
      )}
      {preview.changes.length > 0 && (
        <BackOfficeCard>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Değişecekler (yana kaydırılabilir)">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="mb-2 text-left text-base font-extrabold text-ink">Değişecekler</caption>
              <HeadRow titles={["Satır", "Stok kodu", "Ürün", "Fiyat", "Liste fiyatı", "Stok"]} />
              <tbody>
                {preview.changes.map((c) => (
                  <tr key={c.line} className="border-t border-slate-100">
                    <td className={cell}>{c.line}</td>
                    <th scope="row" className={`${cell} font-semibold text-ink`}>
                      {c.sku}
                    </th>
                    <td className={`${cell} break-words`}>{c.name}</td>
                    <td className={cell}>{c.price ?? "—"}</td>
                    <td className={cell}>{c.originalPrice ?? "—"}</td>
                    <td className={cell}>{c.stock ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {more(preview.changes.length, preview.changeCount)}
        </BackOfficeCard>
      )}
      {preview.errors.length > 0 && (
        <BackOfficeCard>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Hatalı satırlar (yana kaydırılabilir)">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left text-base font-extrabold text-red-800">Hatalı satırlar (uygulanmaz)</caption>
              <HeadRow titles={["Satır", "Stok kodu", "Hata"]} />
              <tbody>
                {preview.errors.map((e, i) => (
                  <tr key={`${e.line}-${i}`} className="border-t border-slate-100">
                    <td className={cell}>{e.line}</td>
                    <th scope="row" className={`${cell} font-semibold break-all text-ink`}>
                      {e.sku || "—"}
                    </th>
                    <td className={`${cell} text-red-800`}>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {more(preview.errors.length, preview.errorCount)}
        </BackOfficeCard>
      )}
    </div>
  );
}
