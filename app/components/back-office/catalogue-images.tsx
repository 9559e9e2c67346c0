/**
 * A catalogue item's pictures in the back office: on the item's page
 * (/yonetim/katalog/{id}) and on its own page (/yonetim/katalog/{id}/gorseller), which the forms
 * post to. The first picture is the main one (cards, listings, the product page's first image).
 *
 * Without JavaScript these are plain forms: the upload (multipart, several files), and per picture
 * 'Ana görsel yap', 'Öne al', 'Arkaya al', 'Sil'; the answer is the pictures' page. With it nothing
 * leaves the item's page, so whatever was typed in the item's form stays: each file goes in a post
 * of its own after the page checked its size, type and the count (the server checks them all
 * again, by the file's content), the moves go through a fetcher, and the list is read again.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { href, useFetcher, useRevalidator } from "react-router";
import type { CatalogueImage } from "#app/domain/catalog/catalogue-images.server";
import {
  IMAGE_ACCEPT,
  IMAGE_DELETE_CONFIRM,
  IMAGE_FILE_REQUIRED,
  IMAGE_FILE_TOO_BIG,
  IMAGE_WRONG_FORMAT,
  imageLimitReached,
  imagesUploaded,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MB,
  MAX_IMAGES_PER_ITEM,
  MIN_IMAGE_SIDE,
  refusedFileText,
} from "#app/domain/catalog/catalogue-image-messages";
import { answerText, callApi, CallError } from "#app/lib/api-client";
import { GENERIC_ERROR } from "#app/lib/messages";
import { labelClass } from "./form-parts";

/** What the pictures' page answers a post: the message, how many pictures were added, and each refused file's line. */
export type ImageAnswer = { success: boolean; reason: string; message: string; added: number; refused: string[] };

type Shown = { ok: boolean; text: string; refused: string[] };

const shownOf = (answer: ImageAnswer): Shown => ({
  ok: answer.success,
  text: answer.success ? answer.message : answer.reason,
  refused: answer.refused,
});

function AnswerNotice({ shown }: { shown: Shown | null }) {
  return (
    <div aria-live="polite">
      {shown && (
        <p
          role={shown.ok ? "status" : "alert"}
          className={`mb-3 rounded-xl px-4 py-3 text-sm font-bold ${shown.ok ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
        >
          {shown.text}
        </p>
      )}
      {shown && shown.refused.length > 0 && (
        <div role={shown.ok ? "alert" : undefined} className="mb-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-bold">Yüklenmeyen dosyalar:</p>
          <ul className="mt-1 list-disc pl-5 font-semibold">
            {shown.refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

const moveButton =
  "inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-xs font-bold text-ink hover:border-brand-500 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40";

function ImageRow({
  image,
  index,
  count,
  action,
  fetcher,
  busy,
}: {
  image: CatalogueImage;
  index: number;
  count: number;
  action: string;
  fetcher: ReturnType<typeof useFetcher<ImageAnswer>>;
  busy: boolean;
}) {
  const main = index === 0;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "sil" && !window.confirm(IMAGE_DELETE_CONFIRM)) event.preventDefault();
  };
  return (
    <li className="flex gap-3 rounded-2xl border border-slate-200 p-3" aria-label={`Görsel ${index + 1}: ${image.fileName}`}>
      <a
        href={image.pageUrl}
        target="_blank"
        rel="noreferrer"
        className="shrink-0"
        aria-label={`${image.fileName}, büyük hâli (yeni sekmede)`}
      >
        <img
          src={image.cardUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-24 rounded-xl border border-slate-100 bg-slate-50 object-contain"
        />
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-bold text-ink">
            <span>{index + 1}.</span>
            {main && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-[11px] font-extrabold text-white">Ana görsel</span>}
            <span className="truncate" title={image.fileName}>
              {image.fileName}
            </span>
          </p>
          <p className="text-xs text-slate-600">
            {image.width} × {image.height} px · {image.kilobytes.toLocaleString("tr-TR")} KB (WebP, 3 boyut)
          </p>
        </div>
        <fetcher.Form method="post" action={action} onSubmit={onSubmit} className="flex flex-wrap gap-2">
          <input type="hidden" name="gorsel" value={image.id} />
          {!main && (
            <button type="submit" name="intent" value="ana" className={moveButton} disabled={busy}>
              Ana görsel yap
            </button>
          )}
          <button
            type="submit"
            name="intent"
            value="once"
            className={moveButton}
            disabled={busy || main}
            aria-label={`${image.fileName}: öne al`}
          >
            Öne al
          </button>
          <button
            type="submit"
            name="intent"
            value="sonra"
            className={moveButton}
            disabled={busy || index === count - 1}
            aria-label={`${image.fileName}: arkaya al`}
          >
            Arkaya al
          </button>
          <button
            type="submit"
            name="intent"
            value="sil"
            className={`${moveButton} text-red-700 hover:border-red-500 hover:text-red-800`}
            disabled={busy}
            aria-label={`${image.fileName}: sil`}
          >
            Sil
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** The file's own check before it is sent (the server checks it again by its content). */
function refusalBeforeSending(file: File): string | null {
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_FILE_TOO_BIG;
  if (file.type && !IMAGE_ACCEPT.split(",").includes(file.type)) return IMAGE_WRONG_FORMAT;
  return null;
}

export function CatalogueImages({
  itemId,
  images,
  answer,
  headingLevel = 2,
}: {
  itemId: number;
  images: CatalogueImage[];
  answer?: ImageAnswer | null;
  headingLevel?: 2 | 3;
}) {
  const action = href("/yonetim/katalog/:id/gorseller", { id: String(itemId) });
  const fetcher = useFetcher<ImageAnswer>({ key: `gorseller-${itemId}` });
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(answer ? shownOf(answer) : null);
  const busy = uploading !== null || fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setShown(shownOf(fetcher.data));
  }, [fetcher.state, fetcher.data]);

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) return setShown({ ok: false, text: IMAGE_FILE_REQUIRED, refused: [] });
    if (images.length + files.length > MAX_IMAGES_PER_ITEM)
      return setShown({ ok: false, text: imageLimitReached(images.length), refused: [] });
    const refused: string[] = [];
    let added = 0;
    let firstReason = "";
    for (const [i, file] of files.entries()) {
      const early = refusalBeforeSending(file);
      if (early) {
        refused.push(refusedFileText(file.name, early));
        firstReason ||= early;
        continue;
      }
      setUploading(files.length > 1 ? `Yükleniyor… (${i + 1}/${files.length})` : "Yükleniyor…");
      const body = new FormData();
      body.set("intent", "yukle");
      body.set("gorsel", file, file.name);
      try {
        const sent = await callApi<ImageAnswer>(action, { method: "POST", body });
        added += sent.added ?? 0;
        refused.push(...(sent.refused ?? []));
        if (!sent.success && !(sent.refused ?? []).length) refused.push(refusedFileText(file.name, answerText(sent)));
        if (!sent.success) firstReason ||= answerText(sent);
      } catch (error) {
        refused.push(refusedFileText(file.name, error instanceof CallError ? error.message : GENERIC_ERROR));
        firstReason ||= GENERIC_ERROR;
      }
    }
    setUploading(null);
    if (input.current) input.current.value = "";
    setShown(
      added > 0
        ? { ok: true, text: imagesUploaded(added), refused }
        : { ok: false, text: firstReason || GENERIC_ERROR, refused: refused.length > 1 ? refused : [] },
    );
    if (added > 0) void revalidator.revalidate();
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="gorseller" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6">
      <Heading id="gorseller" className="mb-1 text-lg font-extrabold text-ink">
        Görseller
      </Heading>
      <p className="mb-4 text-sm text-slate-600">
        JPEG, PNG ya da WebP; dosya başına en fazla {MAX_IMAGE_MB} MB, kenarları en az {MIN_IMAGE_SIDE} piksel; bir ürüne en fazla{" "}
        {MAX_IMAGES_PER_ITEM} görsel. İlk görsel ana görseldir: listelerde ve ürün sayfasında önce o görünür. Görseller küçültülüp WebP
        olarak saklanır, konum ve kamera bilgileri silinir. Görsel değişiklikleri hemen kaydedilir; ürün formunu kaydetmeniz gerekmez.
      </p>
      <AnswerNotice shown={shown} />
      {images.length > 0 ? (
        <ol className="mb-4 grid gap-3 lg:grid-cols-2" aria-label="Ürün görselleri">
          {images.map((image, i) => (
            <ImageRow key={image.id} image={image} index={i} count={images.length} action={action} fetcher={fetcher} busy={busy} />
          ))}
        </ol>
      ) : (
        <p className="mb-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Bu ürünün yüklenmiş görseli yok; mağazada ürünün çizimi görünür.
        </p>
      )}
      {images.length < MAX_IMAGES_PER_ITEM && (
        <form
          method="post"
          action={action}
          encType="multipart/form-data"
          onSubmit={(e) => void onUpload(e)}
          aria-label="Görsel yükle"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <input type="hidden" name="intent" value="yukle" />
          <div className="min-w-0 flex-1">
            <label htmlFor={`gorsel-dosya-${itemId}`} className={labelClass}>
              Görsel dosyaları ({MAX_IMAGES_PER_ITEM - images.length} tane daha eklenebilir)
            </label>
            <input
              ref={input}
              id={`gorsel-dosya-${itemId}`}
              name="gorsel"
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              className="block w-full rounded-xl border-2 border-slate-200 bg-white p-2 text-sm text-ink"
            />
          </div>
          <button type="submit" className="btn-primary h-11 px-6" disabled={busy}>
            {uploading ?? "Görselleri yükle"}
          </button>
        </form>
      )}
    </section>
  );
}
