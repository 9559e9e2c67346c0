/**
 * The order's pre-information form and distance sales contract as two PDF files, the durable medium
 * the law asks for (Mesafeli Sözleşmeler Yönetmeliği, articles 5 and 7: the buyer receives the texts
 * on a durable medium): attached to the order confirmation e-mail.
 *
 * They are drawn from the text the order keeps (orders.contract_html, written by contract.ts when the
 * order was placed and shown to the buyer before paying), never rendered anew from today's legal
 * texts: the copy states what the buyer agreed to. The stored HTML is the small set contract.ts
 * writes (section, h2, h3, p, strong, br, table, ul/li); anything else is read as its text.
 * A4, DejaVu Sans (lib/pdf-fonts.server.ts: every Turkish letter embedded), text that stays text,
 * the shop and the order number on top of every page and 'Sayfa n / m' at its foot.
 */
import { SELLER } from "#app/domain/legal/seller";
import { A4, BOLD, PDF_PALETTE, REGULAR, openShopPdf } from "#app/lib/pdf-fonts.server";

export type PdfAttachment = { filename: string; content: Buffer; contentType: "application/pdf" };

type Run = { text: string; bold: boolean };
type Block =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; runs: Run[] }
  | { kind: "list"; items: string[] }
  | { kind: "table"; header: string[]; rows: string[][] };
export type ContractDocument = { title: string; blocks: Block[] };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
const squash = (s: string) => s.replace(/[ \t\r\n]+/g, " ");

/** The stored contract HTML read as documents (one a `<section>`), each with its title and blocks. */
export function contractDocuments(html: string): ContractDocument[] {
  const docs: ContractDocument[] = [];
  let doc: ContractDocument | null = null;
  let runs: Run[] | null = null;
  let bold = 0;
  let title: string | null = null;
  let heading: string | null = null;
  let list: string[] | null = null;
  let item: string | null = null;
  let table: { header: string[]; rows: string[][] } | null = null;
  let row: string[] | null = null;
  let cell: string | null = null;
  let headerRow = false;

  const current = () => {
    if (!doc) {
      doc = { title: "", blocks: [] };
      docs.push(doc);
    }
    return doc;
  };
  const endParagraph = () => {
    if (runs && runs.some((r) => r.text.trim())) {
      runs[0].text = runs[0].text.trimStart();
      current().blocks.push({ kind: "paragraph", runs });
    }
    runs = null;
  };
  /** A `<br>` in a paragraph: a new line in its last run. */
  const lineBreak = () => {
    const last = runs?.at(-1);
    if (last) last.text += "\n";
  };
  const addText = (text: string) => {
    if (cell !== null) cell += text;
    else if (item !== null) item += text;
    else if (heading !== null) heading += text;
    else if (title !== null) title += text;
    else if (text.trim()) {
      runs ??= [];
      const last = runs.at(-1);
      if (last && last.bold === bold > 0) last.text += text;
      else runs.push({ text, bold: bold > 0 });
    }
  };

  for (const match of html.matchAll(/<(\/?)([a-zA-Z0-9]+)[^>]*>|([^<]+)/g)) {
    const [, closing, rawTag, rawText] = match;
    if (rawText !== undefined) {
      addText(squash(decode(rawText)));
      continue;
    }
    const tag = rawTag.toLowerCase();
    const open = closing !== "/";
    switch (tag) {
      case "section":
        endParagraph();
        doc = null;
        if (open) current();
        break;
      case "h1":
      case "h2":
        endParagraph();
        if (open) title = "";
        else if (title !== null) {
          const d = current();
          if (d.title || d.blocks.length) {
            doc = { title: "", blocks: [] };
            docs.push(doc);
          }
          current().title = title.trim();
          title = null;
        }
        break;
      case "h3":
      case "h4":
        endParagraph();
        if (open) heading = "";
        else if (heading !== null) {
          if (heading.trim()) current().blocks.push({ kind: "heading", text: heading.trim() });
          heading = null;
        }
        break;
      case "p":
      case "div":
        endParagraph();
        break;
      case "br":
        if (cell !== null) cell += " ";
        else if (item !== null) item += " ";
        else lineBreak();
        break;
      case "strong":
      case "b":
        bold = Math.max(0, bold + (open ? 1 : -1));
        break;
      case "ul":
      case "ol":
        endParagraph();
        if (open) list = [];
        else if (list) {
          if (list.length) current().blocks.push({ kind: "list", items: list });
          list = null;
        }
        break;
      case "li":
        if (open) item = "";
        else if (item !== null) {
          list?.push(item.trim());
          item = null;
        }
        break;
      case "table":
        endParagraph();
        if (open) table = { header: [], rows: [] };
        else if (table) {
          current().blocks.push({ kind: "table", ...table });
          table = null;
        }
        break;
      case "tr":
        if (open) {
          row = [];
          headerRow = false;
        } else if (row && table) {
          if (headerRow && table.header.length === 0) table.header = row;
          else table.rows.push(row);
          row = null;
        }
        break;
      case "th":
      case "td":
        if (open) {
          cell = "";
          if (tag === "th") headerRow = true;
        } else if (cell !== null) {
          row?.push(cell.trim());
          cell = null;
        }
        break;
    }
  }
  endParagraph();
  return docs.filter((d) => d.title || d.blocks.length);
}

/** An ASCII file name of a title: 'Mesafeli Satış Sözleşmesi' → 'Mesafeli-Satis-Sozlesmesi'. */
export function asciiName(title: string): string {
  const turkish: Record<string, string> = {
    ç: "c",
    Ç: "C",
    ğ: "g",
    Ğ: "G",
    ı: "i",
    İ: "I",
    ö: "o",
    Ö: "O",
    ş: "s",
    Ş: "S",
    ü: "u",
    Ü: "U",
  };
  return (
    title
      .replace(/[çÇğĞıİöÖşŞüÜ]/g, (c) => turkish[c])
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "Belge"
  );
}

const MARGIN = 50;
const LEFT = MARGIN;
const RIGHT = A4.width - MARGIN;
const WIDTH = RIGHT - LEFT;
const TOP = MARGIN + 24;
const BOTTOM = A4.height - MARGIN - 20;
const { INK, MUTED, BRAND, RULE, SHADE } = PDF_PALETTE;
const SIZE = 9;
/** The order table's columns as contract.ts writes them (Ürün, Stok kodu, Adet, Birim fiyat, KDV, Tutar). */
const ORDER_COLUMNS = [185, 75, 35, 75, 35, 90.28];
const CELL_PAD = 3;

type Doc = PDFKit.PDFDocument;

/** Room for `height` more points on this page, or a new page. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function tableBlock(doc: Doc, table: { header: string[]; rows: string[][] }) {
  const count = Math.max(table.header.length, ...table.rows.map((r) => r.length), 1);
  const widths = count === ORDER_COLUMNS.length ? ORDER_COLUMNS : Array.from({ length: count }, () => WIDTH / count);
  const heightOf = (cells: string[], font: string) =>
    Math.max(
      ...cells.map((c, i) =>
        doc
          .font(font)
          .fontSize(SIZE - 1)
          .heightOfString(c || " ", { width: widths[i] - 2 * CELL_PAD }),
      ),
      SIZE,
    ) +
    2 * CELL_PAD;
  const drawRow = (cells: string[], font: string, shade: boolean) => {
    const height = heightOf(cells, font);
    ensureRoom(doc, height);
    const top = doc.y;
    if (shade) doc.rect(LEFT, top, WIDTH, height).fillColor(SHADE).fill();
    let x = LEFT;
    cells.forEach((c, i) => {
      doc
        .font(font)
        .fontSize(SIZE - 1)
        .fillColor(INK)
        .text(c, x + CELL_PAD, top + CELL_PAD, { width: widths[i] - 2 * CELL_PAD });
      x += widths[i];
    });
    doc
      .moveTo(LEFT, top + height)
      .lineTo(RIGHT, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = LEFT;
    doc.y = top + height;
  };
  if (table.header.length) drawRow(table.header, BOLD, true);
  for (const r of table.rows) drawRow(r, REGULAR, false);
  doc.moveDown(0.6);
}

function drawDocument(doc: Doc, d: ContractDocument) {
  doc.x = LEFT;
  doc.font(BOLD).fontSize(15).fillColor(BRAND).text(d.title, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.6);
  for (const block of d.blocks) {
    doc.x = LEFT;
    if (block.kind === "heading") {
      ensureRoom(doc, 40);
      doc.moveDown(0.4);
      doc
        .font(BOLD)
        .fontSize(SIZE + 2)
        .fillColor(INK)
        .text(block.text, LEFT, doc.y, { width: WIDTH });
      doc.moveDown(0.3);
    } else if (block.kind === "paragraph") {
      block.runs.forEach((run, i) => {
        doc
          .font(run.bold ? BOLD : REGULAR)
          .fontSize(SIZE)
          .fillColor(INK)
          .text(run.text, i === 0 ? LEFT : undefined, i === 0 ? doc.y : undefined, {
            width: WIDTH,
            continued: i < block.runs.length - 1,
            lineGap: 1.5,
          });
      });
      doc.moveDown(0.4);
    } else if (block.kind === "list") {
      doc
        .font(REGULAR)
        .fontSize(SIZE)
        .fillColor(INK)
        .list(block.items, LEFT + 6, doc.y, { width: WIDTH - 6, bulletRadius: 1.5, textIndent: 10, lineGap: 1.5 });
      doc.moveDown(0.4);
    } else {
      tableBlock(doc, block);
    }
  }
}

/** The shop and the order on top of every page, 'Sayfa n / m' at its foot (written once the page count is known). */
function pageFrames(doc: Doc, title: string, orderNumber: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The foot is below the text's bottom margin: lift the margin while writing it, or pdfkit would start a page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(BOLD)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${SELLER.brand} · ${title} · Sipariş No: ${orderNumber}`, LEFT, MARGIN - 10, { width: WIDTH, lineBreak: false });
    doc
      .moveTo(LEFT, MARGIN + 6)
      .lineTo(RIGHT, MARGIN + 6)
      .lineWidth(0.75)
      .strokeColor(BRAND)
      .stroke();
    doc
      .font(REGULAR)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`${SELLER.title} · ${SELLER.web}`, LEFT, BOTTOM + 8, { width: WIDTH - 80, lineBreak: false })
      .text(`Sayfa ${i - range.start + 1} / ${range.count}`, RIGHT - 80, BOTTOM + 8, { width: 80, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** One contract document as a PDF file. */
export function renderContractPdf(d: ContractDocument, order: { orderNumber: string; createdAt: Date }): Promise<Buffer> {
  const { doc, done } = openShopPdf({
    margins: { top: TOP, bottom: A4.height - BOTTOM, left: LEFT, right: A4.width - RIGHT },
    info: {
      Title: `${d.title} (${order.orderNumber})`,
      Author: SELLER.title,
      Subject: `${order.orderNumber} numaralı sipariş`,
      Creator: SELLER.brand,
      CreationDate: order.createdAt,
    },
  });
  doc.y = TOP;
  drawDocument(doc, d);
  pageFrames(doc, d.title, order.orderNumber);
  doc.end();
  return done;
}

/**
 * The pre-information form and the distance sales contract the order keeps, as PDF attachments
 * ('On-Bilgilendirme-Formu-260612123456.pdf', 'Mesafeli-Satis-Sozlesmesi-260612123456.pdf');
 * none when the order has no contract text.
 */
export async function contractPdfs(order: { orderNumber: string; contractHtml: string | null; createdAt: Date }): Promise<PdfAttachment[]> {
  const documents = contractDocuments(order.contractHtml ?? "");
  const number = order.orderNumber.replace(/[^A-Za-z0-9-]/g, "");
  return Promise.all(
    documents.map(async (d, i) => ({
      filename: `${asciiName(d.title || `Sozlesme-${i + 1}`)}-${number}.pdf`,
      content: await renderContractPdf(d, order),
      contentType: "application/pdf" as const,
    })),
  );
}
