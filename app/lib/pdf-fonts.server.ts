/**
 * The fonts, page and colours the shop's PDFs (the invoice, the order's contract copies) are drawn
 * in. The fonts: DejaVu Sans, regular and bold, from the dejavu-fonts-ttf package: every Turkish letter, embedded by pdfkit as
 * a subset so any reader shows it. Read once. Resolved from this module's own address, so the same
 * lookup finds node_modules from the source (tests) and from the built server bundle
 * (build/server/index.js).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export const REGULAR = "DejaVuSans";
export const BOLD = "DejaVuSans-Bold";

const resolveFrom = createRequire(import.meta.url);
let fontFiles: { regular: Buffer; bold: Buffer } | null = null;

function fonts() {
  fontFiles ??= {
    regular: readFileSync(resolveFrom.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(resolveFrom.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fontFiles;
}

/** Registers REGULAR and BOLD with a pdfkit document. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fonts();
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
}

/** A pdfkit document's bytes once it ends (call before drawing: it listens from the start). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
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
