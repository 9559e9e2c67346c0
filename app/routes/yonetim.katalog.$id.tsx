/**
 * /yonetim/katalog/{id}: one catalogue item and its variants (permission
 * catalogue.write). GET shows the form (catalogue-item-form.tsx); POST saves it in one transaction
 * with its audit rows and the listing index rule (catalogue-editor.server.ts). A refused save
 * answers 422 (409 for an sku or barcode another item holds) with each field's message and
 * everything typed; a JSON caller gets `{success, reason, message, errors}`. Below the form, the
 * item's pictures (catalogue-images.tsx): their forms post to /yonetim/katalog/{id}/gorseller, so
 * an upload never touches what is typed in the item's form.
 */
import { data, href, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.katalog.$id";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CatalogueImages } from "#app/components/back-office/catalogue-images";
import { CatalogueItemForm, itemFormValues, type FormValues } from "#app/components/back-office/catalogue-item-form";
import { BackLink, Notice } from "#app/components/back-office/form-parts";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { catalogueChoices, loadEditableItem, saveCatalogueItem } from "#app/domain/catalog/catalogue-editor.server";
import { listCatalogueImages } from "#app/domain/catalog/catalogue-images.server";
import { readCatalogueItemForm } from "#app/domain/catalog/catalogue-item.schema";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import { readBody, typedValues } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { TR_DATE_TIME } from "#app/lib/dates";
import { parseId } from "#app/lib/ids";
import { formatMoney } from "#app/lib/money";
import { requireManager } from "#app/http/require-manager.server";
import { PRODUCT_NOT_FOUND } from "#app/domain/catalog/messages";

export const handle = { json: true, permission: "catalogue.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Ürün düzenle");

const notFound = () => data({ success: false, reason: PRODUCT_NOT_FOUND, message: PRODUCT_NOT_FOUND }, { status: 404, headers: NO_STORE });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const id = parseId(params.id);
  const item = id == null ? null : await loadEditableItem(context.db, id);
  if (!item) throw notFound();
  const [choices, images] = await Promise.all([catalogueChoices(context.db), listCatalogueImages(context.db, item.id)]);
  return data(
    {
      item,
      choices,
      images,
      shopUrl: item.status === "active" ? productUrl(item.sefUrl, item.id) : null,
      summary: { price: formatMoney(item.minPriceKurus), stock: item.totalStock, updatedAt: TR_DATE_TIME.format(new Date(item.updatedAt)) },
      saved: new URL(request.url).searchParams.get("kaydedildi") === "1",
    },
    { headers: NO_STORE },
  );
}

type Answer = { success: boolean; reason: string; message: string; errors: Record<string, string>; values: FormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const id = parseId(params.id);
  if (id == null) throw notFound();
  const body = await readBody(request);
  const values = typedValues(body);
  const checked = readCatalogueItemForm(body);
  if (!checked.ok)
    return data<Answer>(
      { success: false, reason: checked.reason, message: checked.reason, errors: checked.errors, values },
      { status: 422, headers: NO_STORE },
    );
  const saved = await saveCatalogueItem(context.db, manager, id, checked.data);
  if (!saved.ok) {
    if (saved.status === 404) throw notFound();
    return data<Answer>(
      { success: false, reason: saved.reason, message: saved.reason, errors: saved.errors, values },
      { status: saved.status, headers: NO_STORE },
    );
  }
  const message =
    saved.changed > 0 ? "Ürün kaydedildi. Değişiklik mağazada birkaç saniye içinde görünür." : "Değişiklik yok; ürün olduğu gibi kaldı.";
  return data<Answer>({ success: true, reason: "", message, errors: {}, values: {} }, { headers: NO_STORE });
}

export default function CatalogueItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { item, choices, images, shopUrl, summary, saved } = loaderData;
  const failed = actionData && !actionData.success;
  const notice = actionData?.success ? actionData.message : saved ? "Ürün eklendi." : null;
  return (
    <>
      <BackLink to={href("/yonetim/katalog")} label="Katalog" />
      <BackOfficeHeading
        title={item.name}
        intro={
          <>
            #{item.id} · En düşük fiyat {summary.price} · Online stok {summary.stock} · Son değişiklik {summary.updatedAt}
            {shopUrl && (
              <>
                {" · "}
                <a href={shopUrl} className="font-bold text-brand-700 hover:underline">
                  Mağazada gör
                </a>
              </>
            )}
          </>
        }
      />
      {(notice || failed) && <Notice ok={!failed}>{failed ? actionData.reason : notice}</Notice>}
      {/* After a save the form starts again from what is saved; a change to the pictures alone (it
          moves updated_at too) leaves what is being typed as it is. */}
      <CatalogueItemForm
        key={`${item.id}-${JSON.stringify(itemFormValues(item))}`}
        item={item}
        values={failed ? actionData.values : itemFormValues(item)}
        errors={failed ? actionData.errors : {}}
        choices={choices}
        busy={busy}
      />
      <div className="mt-6">
        <CatalogueImages itemId={item.id} images={images} />
      </div>
    </>
  );
}
