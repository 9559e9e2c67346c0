/**
 * The catalogue's colours: every colour name the catalogue uses (the listing's colour filter, spec
 * section 3), the colour its products carry (`products.color_hex`, written by the demo data) and the
 * swatch the filter draws. One palette for both, so a filter's swatch looks like the products it
 * finds ('Beyaz' is the near white #f8fafc, visible on the white page). 'Çok Renkli' products
 * carry one of MULTI_COLOUR_HEXES each, and its swatch is a ring of them.
 */
export type ColourName =
  | "Pembe"
  | "Pudra"
  | "Mavi"
  | "Açık Mavi"
  | "Lacivert"
  | "Kırmızı"
  | "Bordo"
  | "Yeşil"
  | "Mint"
  | "Sarı"
  | "Hardal"
  | "Turuncu"
  | "Mor"
  | "Lila"
  | "Gri"
  | "Antrasit"
  | "Füme"
  | "Bej"
  | "Krem"
  | "Beyaz"
  | "Ekru"
  | "Siyah"
  | "Somon"
  | "Haki"
  | "Kahverengi"
  | "Turkuaz"
  | "Çok Renkli";

export const COLOURS: Record<ColourName, string> = {
  Pembe: "#f472b6",
  Pudra: "#f4c2c2",
  Mavi: "#60a5fa",
  "Açık Mavi": "#93c5fd",
  Lacivert: "#1e3a8a",
  Kırmızı: "#ef4444",
  Bordo: "#9f1239",
  Yeşil: "#4ade80",
  Mint: "#6ee7b7",
  Sarı: "#facc15",
  Hardal: "#ca8a04",
  Turuncu: "#fb923c",
  Mor: "#a78bfa",
  Lila: "#c4b5fd",
  Gri: "#9ca3af",
  Antrasit: "#374151",
  Füme: "#4b5563",
  Bej: "#d6c7a1",
  Krem: "#f5ecd7",
  Beyaz: "#f8fafc",
  Ekru: "#efe6d2",
  Siyah: "#1f2937",
  Somon: "#fca5a5",
  Haki: "#65743a",
  Kahverengi: "#92400e",
  Turkuaz: "#2dd4bf",
  "Çok Renkli": "#f59e0b",
};

/** Drawing colours for 'Çok Renkli' items (picked per item). */
export const MULTI_COLOUR_HEXES = ["#f59e0b", "#ef4444", "#3b82f6", "#22c55e", "#a855f7", "#ec4899"];

const MULTI_COLOUR_SWATCH = "conic-gradient(#f59e0b, #ef4444, #3b82f6, #22c55e, #a855f7, #f59e0b)";

const isColourName = (name: string): name is ColourName => Object.hasOwn(COLOURS, name);

/** The colour filter's swatch of a value (a CSS background); undefined for a name outside the palette. */
export function colourSwatch(name: string): string | undefined {
  if (name === "Çok Renkli") return MULTI_COLOUR_SWATCH;
  return isColourName(name) ? COLOURS[name] : undefined;
}
