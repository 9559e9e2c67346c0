/**
 * The text of a PDF as a reader extracts it (Mozilla's pdf.js, a devDependency): one string a page,
 * text runs joined by spaces and line ends, and the document's metadata. pdfkit compresses its
 * pages and writes glyph ids, not letters: only a real reader, through the fonts' ToUnicode maps,
 * shows whether the Turkish letters come out as letters.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export type PdfText = { pages: string[]; text: string; info: Record<string, unknown> };

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""))
          .join("")
          .replace(/[ \t]+/g, " "),
      );
    }
    const { info } = await pdf.getMetadata();
    return { pages, text: pages.join("\n"), info: info as Record<string, unknown> };
  } finally {
    await pdf.destroy();
  }
}
