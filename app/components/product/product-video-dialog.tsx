/**
 * 'Ürün Videosu' (spec section 2: video lightbox): shown when the product has a video address. A
 * YouTube or Vimeo address plays in the lightbox (the player loads only once it is opened); any
 * other address shows the error notice 'Ürün videosu oynatılamıyor.' (spec section 8: unsupported
 * video URL → error; wording not shown).
 */
import { useState } from "react";
import { useFeedback } from "#app/components/feedback";
import { VIDEO_UNAVAILABLE, type VideoEmbed } from "#app/domain/catalog/video-embed";
import { GENERIC_ERROR_TITLE } from "#app/lib/messages";
import { EXTRA_BUTTON, ProductLightbox } from "./product-lightbox";

/** `video` comes from the loader: null without a video, {embed: null} for an address no player supports. */
export function ProductVideoButton({ video, name }: { video: { embed: VideoEmbed | null } | null; name: string }) {
  const [open, setOpen] = useState(false);
  const feedback = useFeedback();
  if (!video) return null;
  const { embed } = video;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => (embed ? setOpen(true) : feedback.notify({ type: "error", title: GENERIC_ERROR_TITLE, message: VIDEO_UNAVAILABLE }))}
        className={EXTRA_BUTTON}
      >
        <PlayIcon />
        Ürün Videosu
      </button>
      {embed && (
        <ProductLightbox title="Ürün Videosu" open={open} onOpenChange={setOpen} size="lg">
          <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
            <iframe
              src={embed.embedUrl}
              title={`${name} videosu`}
              className="h-full w-full"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        </ProductLightbox>
      )}
    </>
  );
}

const PlayIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width={18}
    height={18}
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinejoin="round"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="m10 8.5 5 3.5-5 3.5z" fill="currentColor" />
  </svg>
);
