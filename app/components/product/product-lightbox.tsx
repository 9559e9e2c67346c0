/**
 * The product page's lightboxes (size table, video, store stock): `ProductLightbox` is a centred
 * dialog with a title, a 'Kapat' button and scrollable content, full width on phones; its code
 * loads when one first opens (product-lightbox-dialog.tsx). `EXTRA_BUTTON` is the look of the small
 * buttons under the buy box that open them.
 */
import type { ReactNode } from "react";
import { lazyDialog } from "#app/components/feedback/lazy-dialog";

export const EXTRA_BUTTON =
  "inline-flex h-10 items-center justify-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 text-sm sm:gap-2 sm:px-4 font-bold whitespace-nowrap text-slate-700 transition-colors hover:border-brand-500 hover:text-brand-700";

export type ProductLightboxProps = {
  title: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** md: forms and lists (max 42rem); lg: tables and videos (max 56rem). */
  size?: "md" | "lg";
};

export const ProductLightbox = lazyDialog<ProductLightboxProps>(() => import("./product-lightbox-dialog"));
