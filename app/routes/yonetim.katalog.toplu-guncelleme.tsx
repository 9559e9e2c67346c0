/**
 * /yonetim/katalog/toplu-guncelleme: bulk price and stock update from a CSV file (item 3;
 * permission catalogue.write). POST `intent=onizle` (multipart, the file `dosya`, at most 2 MB:
 * this one path may send a body that big, lib/request-guard.server.ts) shows what each row changes
 * and each bad row's message, and keeps the file on the server under a token
 * (bulk-prices.server.ts); POST `intent=uygula` with that token applies every valid row. Plain forms
 * that work without JavaScript; a JSON caller gets `{success, reason|message, …}`.
 */
import { data, Form, href, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.katalog.toplu-guncelleme";
import { BackOfficeCard, BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { BulkPreview, type BulkPreviewView } from "#app/components/back-office/bulk-preview";
import { BackLink, Notice } from "#app/components/back-office/form-parts";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import {
  applyBulkUpload,
  BULK_FILE_REQUIRED,
  BULK_FILE_TOO_BIG,
  BULK_NOT_UTF8,
  MAX_UPLOAD_BYTES,
  previewBulkUpload,
  type BulkPlan,
} from "#app/domain/catalog/bulk-prices.server";
import { readForm } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { formatMoney } from "#app/lib/money";
import { GENERIC_ERROR } from "#app/lib/messages";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "catalogue.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Toplu fiyat ve stok güncelleme");

/** Rows of a preview drawn on the page (the counts cover them all). */
const SHOWN = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  return data({ maxMb: MAX_UPLOAD_BYTES / 1024 / 1024 }, { headers: NO_STORE });
}

type Answer = { success: boolean; reason: string; message: string; preview: BulkPreviewView | null; applied: number | null };

function view(plan: BulkPlan, token: string | null, fileName: string): BulkPreviewView {
  return {
    token,
    fileName,
    rows: plan.rows,
    changeCount: plan.changes.length,
    errorCount: plan.errors.length,
    unchanged: plan.unchanged,
    changes: plan.changes.slice(0, SHOWN).map((c) => ({
      line: c.line,
      sku: c.sku,
      name: c.name,
      price: c.before.priceKurus !== c.after.priceKurus ? `${formatMoney(c.before.priceKurus)} → ${formatMoney(c.after.priceKurus)}` : null,
      originalPrice:
        c.before.originalPriceKurus !== c.after.originalPriceKurus
          ? `${formatMoney(c.before.originalPriceKurus)} → ${formatMoney(c.after.originalPriceKurus)}`
          : null,
      stock: c.before.stock !== c.after.stock ? `${c.before.stock} → ${c.after.stock}` : null,
    })),
    errors: plan.errors.slice(0, SHOWN),
  };
}

const answer = (body: Partial<Answer> & { success: boolean }, status = 200) =>
  data<Answer>({ reason: "", message: "", preview: null, applied: null, ...body }, { status, headers: NO_STORE });
const refuse = (reason: string, status = 422) => answer({ success: false, reason, message: reason }, status);

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const form = await readForm(request);
  if (!form) return refuse(GENERIC_ERROR, 400);
  const intent = form.get("intent");
  if (intent === "uygula") {
    const token = form.get("token");
    const applied = await applyBulkUpload(context.db, manager, typeof token === "string" ? token : "");
    if (!applied.ok) return refuse(applied.reason, applied.status);
    const message = `${applied.applied.toLocaleString("tr-TR")} varyant güncellendi (${applied.items.toLocaleString("tr-TR")} ürün). Mağazadaki listelerde birkaç saniye içinde görünür.`;
    return answer({
      success: true,
      message,
      applied: applied.applied,
      preview: applied.plan.errors.length ? view(applied.plan, null, "") : null,
    });
  }
  if (intent !== "onizle") return refuse(GENERIC_ERROR, 400);
  const file = form.get("dosya");
  if (!file || typeof file === "string" || file.size === 0) return refuse(BULK_FILE_REQUIRED);
  if (file.size > MAX_UPLOAD_BYTES) return refuse(BULK_FILE_TOO_BIG, 413);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return refuse(BULK_NOT_UTF8);
  }
  const preview = await previewBulkUpload(context.db, manager, file.name || "dosya.csv", text);
  if (!preview.ok) return refuse(preview.reason);
  return answer({ success: true, preview: view(preview.plan, preview.token, preview.fileName) });
}

export default function BulkUpdatePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <BackLink to={href("/yonetim/katalog")} label="Katalog" />
      <BackOfficeHeading
        title="Toplu fiyat ve stok güncelleme"
        intro="Bir CSV dosyası yükleyin, değişiklikleri ve hatalı satırları görün, sonra uygulayın."
      />
      {actionData && (actionData.message || actionData.reason) && (
        <Notice ok={actionData.success}>{actionData.success ? actionData.message : actionData.reason}</Notice>
      )}
      {actionData?.preview && <BulkPreview preview={actionData.preview} busy={busy} />}
      <BackOfficeCard className="mb-6">
        <h2 className="mb-2 text-lg font-extrabold text-ink">Dosya yükle</h2>
        <div className="mb-4 text-sm text-slate-700">
          <p>
            Her satır bir varyant: <code className="rounded bg-slate-100 px-1">sku;fiyat;liste fiyatı;stok</code>. İlk satır başlık
            olabilir. Ayraç noktalı virgül ya da virgüldür (virgülle ayrılmış dosyada kuruşlu fiyatı tırnak içine yazın:{" "}
            <code className="rounded bg-slate-100 px-1">&quot;1299,90&quot;</code>). Boş bırakılan değer değişmez. En fazla{" "}
            {loaderData.maxMb} MB, UTF-8.
          </p>
          <pre className="mt-2 overflow-x-auto rounded-xl bg-slate-100 p-3 text-xs">
            {"sku;price;original_price;stock\nMD-000001-01;1.299,90;1.499,90;25\nMD-000001-02;89,90;;\nMD-000002-01;;;0"}
          </pre>
        </div>
        <Form
          method="post"
          encType="multipart/form-data"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          aria-label="CSV dosyası yükle"
        >
          <input type="hidden" name="intent" value="onizle" />
          <div className="flex-1">
            <label htmlFor="dosya" className="mb-1 block text-xs font-bold text-slate-700">
              CSV dosyası
            </label>
            <input
              id="dosya"
              name="dosya"
              type="file"
              accept=".csv,text/csv,text/plain"
              required
              className="block w-full rounded-xl border-2 border-slate-200 bg-white p-2 text-sm text-ink"
            />
          </div>
          <button type="submit" className="btn-primary h-11 px-6" disabled={busy}>
            Önizle
          </button>
        </Form>
      </BackOfficeCard>
    </>
  );
}
