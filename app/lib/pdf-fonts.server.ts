/**
 * The fonts, page and colours the shop's PDFs (the invoice, the order's contract copies) are drawn
 * in. The fonts: DejaVu Sans, regular and bold, from the dejavu-fonts-ttf package: every Turkish
 * letter, embedded by pdfkit as a subset so any reader shows it. Resolved from this module's own
 * address, so the same lookup finds node_modules from the source (tests) and from the built server
 * bundle (build/server/index.js).
 * Read and parsed once per process: pdfkit given a file or bytes parses the font again for every
 * document, and decoding its tables (glyph positions, substitutions) was most of a contract PDF's
 * cost. Given a parsed fontkit font it uses that one (PDFFontFactory.open: any object with
 * `layout()`), and each document still embeds only its own subset.
 * One catch, mended in `parse`: fontkit keeps each glyph it made, with the characters it was asked
 * for first, and a document's subset asks for the parts of a composed letter ('C' of 'Ç') with none.
 * A later document drawing a plain 'C' would get that glyph and write no letter for it in its
 * ToUnicode map: it would look right and copy, search and read aloud wrong.
 * A word's layout (its glyphs and their positions after the font's substitutions and kerning) is
 * kept across documents too (`keptLayouts`): pdfkit keeps it only for one document, and laying out
 * the same contract's words again for every order was most of what a contract PDF still cost.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import PDFDocument from "pdfkit";

export const REGULAR = "DejaVuSans";
export const BOLD = "DejaVuSans-Bold";

const resolveFrom = createRequire(import.meta.url);
let parsed: { regular: Font; bold: Font } | null = null;

function parse(file: string): Font {
  const font = create(readFileSync(resolveFrom.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  if (!("layout" in font)) throw new Error(`${file}: not a single font`);
  // A glyph kept without its characters gets them when it is next asked for with them (above).
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints?: number[]) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints?.length) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

function fonts() {
  parsed ??= { regular: parse("DejaVuSans.ttf"), bold: parse("DejaVuSans-Bold.ttf") };
  return parsed;
}

/** Words whose layout is kept per face at most (a contract's words, and the orders' names, addresses and items): then it starts again. */
const KEPT_LAYOUTS = 20_000;
type Layouts = { words: Record<string, unknown>; documents: number };
const layouts = new Map<Font, Layouts>();

/**
 * The layouts kept for `font`, for a new document. pdfkit's font of a document (its EmbeddedFont)
 * keeps the words it laid out in `layoutCache`, already scaled, which it only reads again: every
 * document's font of one face gets the same one. Now and then, when it holds more than KEPT_LAYOUTS
 * words, it starts empty.
 */
function keptLayouts(font: Font): Record<string, unknown> {
  let kept = layouts.get(font);
  if (!kept || (++kept.documents % 100 === 0 && Object.keys(kept.words).length > KEPT_LAYOUTS)) {
    kept = { words: Object.create(null) as Record<string, unknown>, documents: 0 };
    layouts.set(font, kept);
  }
  return kept.words;
}

/** The document's current face takes the layouts kept for it (pdfkit's EmbeddedFont; anything else keeps its own). */
function shareLayouts(doc: PDFKit.PDFDocument, font: Font): void {
  const embedded = (doc as unknown as { _font?: { font?: unknown; layoutCache?: unknown } })._font;
  if (embedded?.font === font && typeof embedded.layoutCache === "object") embedded.layoutCache = keptLayouts(font);
}

/**
 * A new A4 document of the shop, in Turkish, its title shown by the reader, REGULAR and BOLD
 * registered and REGULAR chosen; `done` resolves to its bytes once `doc.end()` is called.
 * pdfkit's own default font (Helvetica, whose metrics it would read and parse for each document) is
 * never loaded: the shop draws only in DejaVu Sans.
 */
export function openShopPdf(options: { margins: PDFKit.PDFDocumentOptions["margins"]; info: PDFKit.DocumentInfo }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: "A4",
    ...options,
    bufferPages: true,
    lang: "tr-TR",
    displayTitle: true,
    // No default font (pdfkit's initFonts skips it when given none); @types/pdfkit lists only a name.
    font: null as unknown as string,
  });
  const done = pdfBytes(doc);
  const { regular, bold } = fonts();
  // @types/pdfkit lists only a path or bytes; pdfkit itself takes a parsed font too (above).
  doc.registerFont(REGULAR, regular as unknown as Uint8Array);
  doc.registerFont(BOLD, bold as unknown as Uint8Array);
  // Both faces are opened now (every shop PDF draws in both) to take their kept layouts.
  shareLayouts(doc.font(BOLD), bold);
  shareLayouts(doc.font(REGULAR), regular);
  return { doc, done };
}

/** A pdfkit document's bytes once it ends (call before drawing: it listens from the start). */
function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** The page the shop's PDFs are drawn on (A4, in points). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The shop's PDF colours (the site's theme, app/app.css): ink, notes, the brand orange, rules, the brand's palest shade. */
export const PDF_PALETTE = { INK: "#1f2937", MUTED: "#64748b", BRAND: "#c2410c", RULE: "#cbd5e1", SHADE: "#fff7ed" } as const;
