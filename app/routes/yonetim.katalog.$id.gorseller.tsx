/**
 * /yonetim/katalog/{id}/gorseller: a catalogue item's pictures (permission
 * catalogue.write). GET shows them (the item's page shows the same list, catalogue-images.tsx).
 * POST (multipart; this path may carry up to 16 MB, lib/request-guard.server.ts):
 *   intent=yukle with the files `gorsel` (each checked and rendered by the server), intent=ana |
 *   once | sonra (main picture, one place earlier, later) or sil with the picture's id `gorsel`;
 * each change is one transaction with its audit row (catalogue-images.server.ts). A refusal is a
 * 4xx with the Turkish reason and each refused file's line; a JSON caller gets `{success, reason,
 * message, added, refused, images}`. Cross-site posts are refused before any route runs.
 */
import { data, href } from "react-router";
import type { Route } from "./+types/yonetim.katalog.$id.gorseller";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CatalogueImages, type ImageAnswer } from "#app/components/back-office/catalogue-images";
import { BackLink } from "#app/components/back-office/form-parts";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { IMAGE_FILE_REQUIRED, IMAGE_NOT_FOUND, refusedFileText } from "#app/domain/catalog/catalogue-image-messages";
import {
  addCatalogueImages,
  deleteCatalogueImage,
  listCatalogueImages,
  loadImageOwner,
  moveCatalogueImage,
  type CatalogueImage,
  type ImageChange,
} from "#app/domain/catalog/catalogue-images.server";
import { imageMoveOf } from "#app/domain/catalog/image-order";
import { readForm } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { GENERIC_ERROR } from "#app/lib/messages";
import { requireManager } from "#app/http/require-manager.server";
import { PRODUCT_NOT_FOUND } from "#app/domain/catalog/messages";

export const handle = { json: true, permission: "catalogue.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Ürün görselleri");

const notFound = () => data({ success: false, reason: PRODUCT_NOT_FOUND, message: PRODUCT_NOT_FOUND }, { status: 404, headers: NO_STORE });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const id = parseId(params.id);
  const item = id == null ? null : await loadImageOwner(context.db, id);
  if (!item) throw notFound();
  return data({ item: { id: item.id, name: item.name }, images: await listCatalogueImages(context.db, item.id) }, { headers: NO_STORE });
}

type Answer = ImageAnswer & { images: CatalogueImage[] | null };

const answer = (change: ImageChange) => {
  const refused = change.refused.map((r) => refusedFileText(r.fileName, r.reason));
  return change.ok
    ? data<Answer>(
        { success: true, reason: "", message: change.message, added: change.added, refused, images: change.images },
        { headers: NO_STORE },
      )
    : data<Answer>(
        { success: false, reason: change.reason, message: change.reason, added: 0, refused, images: null },
        { status: change.status, headers: NO_STORE },
      );
};

const refuse = (reason: string, status: 400 | 422) =>
  data<Answer>({ success: false, reason, message: reason, added: 0, refused: [], images: null }, { status, headers: NO_STORE });

export async function action({ request, params, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const id = parseId(params.id);
  if (id == null) throw notFound();
  const form = await readForm(request);
  if (!form) return refuse(GENERIC_ERROR, 400);
  const intent = form.get("intent");
  if (intent === "yukle") {
    const files = form.getAll("gorsel").filter((f): f is File => typeof f !== "string" && f.size > 0);
    if (files.length === 0) return refuse(IMAGE_FILE_REQUIRED, 422);
    const uploads = await Promise.all(files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
    return answer(await addCatalogueImages(context.db, manager, id, uploads));
  }
  const move = imageMoveOf(intent);
  if (!move && intent !== "sil") return refuse(GENERIC_ERROR, 400);
  const imageId = parseId(form.get("gorsel"));
  if (imageId == null) return refuse(IMAGE_NOT_FOUND, 422);
  const change = move
    ? await moveCatalogueImage(context.db, manager, id, imageId, move)
    : await deleteCatalogueImage(context.db, manager, id, imageId);
  return answer(change);
}

export default function CatalogueImagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, images } = loaderData;
  return (
    <>
      <BackLink to={href("/yonetim/katalog/:id", { id: String(item.id) })} label={item.name} />
      <BackOfficeHeading
        title={`Görseller: ${item.name}`}
        intro={`#${item.id} · Ürünün sayfasına dönmek için yukarıdaki bağlantıyı kullanın.`}
      />
      <CatalogueImages itemId={item.id} images={images} answer={actionData ?? null} />
    </>
  );
}
