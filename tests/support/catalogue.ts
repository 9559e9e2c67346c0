/**
 * The back office's catalogue in tests: an item's form body as the page sends it (every field, from
 * the item's JSON), with changes on top; reading the shop's listing for one item by its sku.
 */
import { itemFormValues, liraText } from "#app/components/back-office/catalogue-item-form";
import type { EditableItem } from "#app/domain/catalog/catalogue-editor.server";
import { getJson, request } from "./http";

export type EditableVariantJson = {
  id: number;
  sku: string;
  barcode: string;
  size: string;
  priceKurus: number;
  originalPriceKurus: number;
  stock: number;
  status: string;
  stores: { storeId: number; quantity: number }[];
};
export type EditableItemJson = {
  id: number;
  name: string;
  sefUrl: string;
  brandId: number;
  categoryId: number;
  description: string;
  vatRate: number;
  status: string;
  type: string;
  sizeChart: string | null;
  videoUrl: string | null;
  variants: EditableVariantJson[];
};

/** '1.234,50' for kuruş, as the form shows a price and a manager types it. */
export const typedLira = liraText;

/** The form's body for the item as the page fills it (itemFormValues), with `changes` (field name → value) on top. */
export function itemForm(item: EditableItemJson, changes: Record<string, string> = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, value] of Object.entries(itemFormValues(item as unknown as EditableItem)))
    if (!k.startsWith("v-yeni-")) body.set(k, String(value));
  for (const v of item.variants) body.append("varyant", String(v.id));
  body.append("varyant", "yeni");
  for (const [k, value] of Object.entries(changes)) body.set(k, value);
  return body;
}

type ListingItem = { catalog_id: number; price: number; original_price: number; name: string };

/** The shop's listing item of this catalogue item (by one of its skus), or null when the listing leaves it out. */
export async function listingItem(sku: string, catalogId: number): Promise<ListingItem | null> {
  const { body } = await getJson<{ items: ListingItem[] }>(`/arama/ajax/urunler?skuList=${encodeURIComponent(sku)}`);
  return body.items.find((i) => i.catalog_id === catalogId) ?? null;
}

/** A form post with repeated fields (the variants' `varyant`) as a signed-in manager; JSON answer. */
export async function postItemForm<T = Record<string, unknown>>(
  manager: { managerCookieHeader: () => string; ip: string },
  path: string,
  body: URLSearchParams,
): Promise<{ status: number; body: T }> {
  const response = await request(path, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: manager.managerCookieHeader(),
      "X-Forwarded-For": manager.ip,
    },
    body: body.toString(),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A multipart upload of a CSV file to the bulk update's preview, as the page's form sends it; JSON answer. */
export async function uploadCsv<T = Record<string, unknown>>(
  manager: { managerCookieHeader: () => string; ip: string },
  text: string | Uint8Array,
  name = "fiyatlar.csv",
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  form.set("intent", "onizle");
  form.set("dosya", new Blob([text as BlobPart], { type: "text/csv" }), name);
  const response = await request("/yonetim/katalog/toplu-guncelleme", {
    method: "POST",
    headers: { Accept: "application/json", Cookie: manager.managerCookieHeader(), "X-Forwarded-For": manager.ip },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T };
}
