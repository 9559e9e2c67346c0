/**
 * The Turkish messages and limits of a catalogue item's uploaded pictures, shared
 * by the server (image-renditions.server.ts, catalogue-images.server.ts) and the back office's
 * page, which checks size, count and type before it sends anything.
 */

/** The most a file may weigh (the request guard lets the upload path carry a little more than two). */
export const MAX_IMAGE_MB = 8;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** The most pictures one catalogue item may have. */
export const MAX_IMAGES_PER_ITEM = 8;
/** The most pixels a picture may have (a decompression bomb is refused from its header, before decoding). */
export const MAX_IMAGE_MEGAPIXELS = 50;
/** The least either side may have. */
export const MIN_IMAGE_SIDE = 200;
/** What the file input offers (the server decides by the file's content, never by this). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

export const IMAGE_FILE_REQUIRED = "Lütfen yüklenecek bir görsel seçin.";
export const IMAGE_NOT_AN_IMAGE = "Bu dosya bir görsel değil ya da bozuk. Yalnızca JPEG, PNG ya da WebP görsel yükleyebilirsiniz.";
export const IMAGE_WRONG_FORMAT = "Bu görsel biçimi desteklenmiyor. Yalnızca JPEG, PNG ya da WebP görsel yükleyebilirsiniz.";
export const IMAGE_FILE_TOO_BIG = `Bir görsel en fazla ${MAX_IMAGE_MB} MB olabilir.`;
export const IMAGE_TOO_MANY_PIXELS = `Görselin çözünürlüğü çok yüksek: en fazla ${MAX_IMAGE_MEGAPIXELS} megapiksel (ör. 8.000 × 6.000 piksel) olabilir.`;
export const IMAGE_TOO_SMALL = `Görsel çok küçük: kenarları en az ${MIN_IMAGE_SIDE} piksel olmalıdır.`;
export const IMAGE_DUPLICATE = "Bu görsel bu üründe zaten var.";
export const IMAGE_NOT_FOUND = "Görsel bulunamadı.";

/** More files than the item has room for (`existing` already on it). */
export const imageLimitReached = (existing: number) =>
  existing >= MAX_IMAGES_PER_ITEM
    ? `Bu üründe zaten ${MAX_IMAGES_PER_ITEM} görsel var; yenisini yüklemek için önce birini silin.`
    : `Bir ürüne en fazla ${MAX_IMAGES_PER_ITEM} görsel yüklenebilir. Bu ürüne ${MAX_IMAGES_PER_ITEM - existing} görsel daha ekleyebilirsiniz.`;

export const imagesUploaded = (count: number) => `${count} görsel yüklendi. Mağazada birkaç saniye içinde görünür.`;
export const IMAGE_MAIN_CHOSEN = "Ana görsel değişti. Mağazada birkaç saniye içinde görünür.";
export const IMAGE_MOVED = "Görsellerin sırası değişti.";
export const IMAGE_UNCHANGED = "Değişiklik yok; görseller olduğu gibi kaldı.";
export const IMAGE_DELETED = "Görsel silindi.";
export const IMAGE_DELETE_CONFIRM = "Bu görsel silinsin mi? Silinen görsel geri alınamaz.";

/** A refused file's line: '{file name}: {reason}'. */
export const refusedFileText = (fileName: string, reason: string) => `${fileName}: ${reason}`;
