/**
 * The invoice (invoice.server.ts) as an A4 PDF, drawn with pdfkit in DejaVu Sans (regular and bold,
 * from the dejavu-fonts-ttf package: every Turkish letter, embedded as a subset so any reader shows
 * it). The layout of a Turkish e-Arşiv invoice: the shop and 'e-Arşiv Fatura' on top, the seller's
 * block, the buyer's ('SAYIN') beside the invoice's own data (number, date, type, scenario, order
 * number, payment), the ETTN, the line table (continued on further pages with its header when long),
 * the VAT breakdown per rate beside the totals, the amount in words, and on every page the e-Arşiv
 * note and the page number. Text stays text (extractable, searchable); metadata names the invoice.
 */
import { formatMoney } from "#app/lib/money";
import { A4, BOLD, PDF_PALETTE, REGULAR, openShopPdf } from "#app/lib/pdf-fonts.server";
import type { Invoice, InvoiceLine } from "./invoice.server";

const MARGIN = 40;
const LEFT = MARGIN;
const RIGHT = A4.width - MARGIN;
const WIDTH = RIGHT - LEFT;
/** Where the footer starts: content stays above it. */
const FOOTER_TOP = A4.height - MARGIN - 26;

const { INK, MUTED, BRAND, RULE, SHADE } = PDF_PALETTE;
const TOTAL_SHADE = "#ffedd5";

type Doc = PDFKit.PDFDocument;

type Column = { title: string; width: number; align: "left" | "right" | "center"; cell: (l: InvoiceLine) => string };

/** The line table's columns (they fill the page's width: 515 pt). */
const COLUMNS: Column[] = [
  { title: "Sıra", width: 30, align: "center", cell: (l) => String(l.no) },
  { title: "Mal / Hizmet", width: 135, align: "left", cell: (l) => l.description },
  { title: "Miktar", width: 44, align: "right", cell: (l) => `${l.quantity} Adet` },
  { title: "Birim Fiyat\n(KDV hariç)", width: 70, align: "right", cell: (l) => formatMoney(l.unitPriceExclKurus) },
  {
    title: "İskonto\n(KDV dahil)",
    width: 60,
    align: "right",
    cell: (l) => (l.discountKurus > 0 ? `-${formatMoney(l.discountKurus)}` : "—"),
  },
  { title: "KDV\nOranı", width: 32, align: "right", cell: (l) => `%${l.vatRate}` },
  { title: "KDV Tutarı", width: 58, align: "right", cell: (l) => formatMoney(l.vatKurus) },
  { title: "Tutar\n(KDV dahil)", width: 86, align: "right", cell: (l) => formatMoney(l.totalKurus) },
];
const CELL_PAD = 4;

function text(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {},
) {
  const { font = REGULAR, size = 8.5, color = INK, width = RIGHT - x, ...rest } = options;
  doc
    .font(font)
    .fontSize(size)
    .fillColor(color)
    .text(value, x, y, { width, ...rest });
  return doc.y;
}

function header(doc: Doc, invoice: Invoice): number {
  const s = invoice.seller;
  text(doc, s.brand, LEFT, MARGIN, { font: BOLD, size: 22, color: BRAND });
  text(doc, "e-Arşiv Fatura", LEFT, MARGIN + 2, { font: BOLD, size: 18, width: WIDTH, align: "right" });
  text(doc, invoice.number, LEFT, MARGIN + 26, { font: BOLD, size: 9, color: MUTED, width: WIDTH, align: "right" });
  let y = MARGIN + 34;
  y = text(doc, s.title, LEFT, y, { font: BOLD, size: 9, width: 300 }) + 1;
  for (const row of [
    `${s.address}, ${s.place}`,
    `Tel: ${s.phone} · E-posta: ${s.email}`,
    `Vergi Dairesi: ${s.taxOffice} · VKN: ${s.vkn}`,
    `Mersis No: ${s.mersisNo} · ${s.web}`,
  ]) {
    y = text(doc, row, LEFT, y, { size: 8, color: MUTED, width: 320 }) + 1;
  }
  y += 6;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(1.5).strokeColor(BRAND).stroke();
  return y + 10;
}

/** The buyer's block on the left, the invoice's data on the right; returns the y below both. */
function parties(doc: Doc, invoice: Invoice, top: number): number {
  const boxWidth = 270;
  const b = invoice.buyer;
  let y = text(doc, "SAYIN", LEFT + 8, top + 8, { font: BOLD, size: 8, color: BRAND });
  y = text(doc, b.name, LEFT + 8, y + 2, { font: BOLD, size: 10, width: boxWidth - 16 }) + 2;
  for (const row of [...b.addressLines, `E-posta: ${b.email}`, ...b.taxLines])
    y = text(doc, row, LEFT + 8, y, { size: 8.5, width: boxWidth - 16 }) + 1.5;
  const buyerBottom = y + 6;

  const meta: [string, string][] = [
    ["Fatura No", invoice.number],
    ["Fatura Tarihi", `${invoice.dateText} ${invoice.timeText}`],
    ["Fatura Tipi", invoice.type],
    ["Senaryo", invoice.profile],
    ["Sipariş No", invoice.orderNumber],
    ["Sipariş Tarihi", invoice.dateText],
    ["Ödeme Şekli", invoice.paymentText],
  ];
  const metaLeft = LEFT + boxWidth + 20;
  const metaWidth = RIGHT - metaLeft;
  const labelWidth = 78;
  let my = top;
  for (const [label, value] of meta) {
    const height =
      Math.max(
        doc
          .font(BOLD)
          .fontSize(8.5)
          .heightOfString(value, { width: metaWidth - labelWidth - 12 }),
        10,
      ) + 6;
    doc.rect(metaLeft, my, metaWidth, height).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.rect(metaLeft, my, labelWidth, height).fillColor(SHADE).fill();
    text(doc, label, metaLeft + 6, my + 3.5, { font: BOLD, size: 8, color: MUTED });
    text(doc, value, metaLeft + labelWidth + 6, my + 3, { font: BOLD, size: 8.5, width: metaWidth - labelWidth - 12 });
    my += height;
  }
  const bottom = Math.max(buyerBottom, my);
  doc
    .roundedRect(LEFT, top, boxWidth, bottom - top, 4)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();

  const ettnTop = bottom + 8;
  text(doc, "ETTN:", LEFT, ettnTop, { font: BOLD, size: 8.5, color: MUTED });
  text(doc, invoice.ettn, LEFT + 34, ettnTop, { size: 8.5 });
  return ettnTop + 18;
}

function tableHeader(doc: Doc, top: number): number {
  const height = 24;
  doc.rect(LEFT, top, WIDTH, height).fillColor(BRAND).fill();
  let x = LEFT;
  for (const c of COLUMNS) {
    const lines = c.title.split("\n");
    const y = top + (lines.length === 1 ? 8 : 3.5);
    text(doc, c.title, x + CELL_PAD, y, {
      font: BOLD,
      size: 7.5,
      color: "#ffffff",
      width: c.width - 2 * CELL_PAD,
      align: c.align,
      lineGap: 0,
    });
    x += c.width;
  }
  return top + height;
}

const codeText = (l: InvoiceLine) => (l.code ? `Stok kodu: ${l.code}` : "");

function rowHeight(doc: Doc, l: InvoiceLine): number {
  const width = COLUMNS[1].width - 2 * CELL_PAD;
  const description = doc.font(REGULAR).fontSize(8.5).heightOfString(l.description, { width });
  const code = l.code ? doc.fontSize(7).heightOfString(codeText(l), { width }) + 1 : 0;
  return Math.max(description + code, 10) + 2 * CELL_PAD + 2;
}

function row(doc: Doc, l: InvoiceLine, top: number, height: number, shaded: boolean) {
  if (shaded) doc.rect(LEFT, top, WIDTH, height).fillColor("#f8fafc").fill();
  let x = LEFT;
  for (const [i, c] of COLUMNS.entries()) {
    const y = text(doc, c.cell(l), x + CELL_PAD, top + CELL_PAD + 1, { size: 8.5, width: c.width - 2 * CELL_PAD, align: c.align });
    if (i === 1 && l.code) text(doc, codeText(l), x + CELL_PAD, y + 1, { size: 7, color: MUTED, width: c.width - 2 * CELL_PAD });
    x += c.width;
  }
  doc
    .moveTo(LEFT, top + height)
    .lineTo(RIGHT, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** A page after the first: which invoice it continues. */
function continuation(doc: Doc, invoice: Invoice): number {
  doc.addPage();
  text(doc, `${invoice.seller.brand} · e-Arşiv Fatura ${invoice.number} (devam)`, LEFT, MARGIN, { font: BOLD, size: 9, color: MUTED });
  return MARGIN + 20;
}

/** The line table from `top`, on as many pages as it takes; returns the y below it. */
function lineTable(doc: Doc, invoice: Invoice, top: number): number {
  let y = tableHeader(doc, top);
  for (const [i, l] of invoice.lines.entries()) {
    const height = rowHeight(doc, l);
    if (y + height > FOOTER_TOP - 10) y = tableHeader(doc, continuation(doc, invoice));
    row(doc, l, y, height, i % 2 === 1);
    y += height;
  }
  return y;
}

/** The campaigns the lines' discounts (iskonto) come from, under the lines; returns the y below. */
function campaignNote(doc: Doc, invoice: Invoice, top: number): number {
  if (invoice.campaigns.length === 0) return top;
  const list = invoice.campaigns.map((c) => `${c.title} (-${formatMoney(c.discountKurus)})`).join(", ");
  return text(doc, `Uygulanan kampanyalar (KDV dahil): ${list}`, LEFT, top + 6, { size: 8, color: MUTED, width: WIDTH });
}

/** The VAT breakdown (left) and the totals (right); returns the y below both. */
function totals(doc: Doc, invoice: Invoice, top: number): number {
  const t = invoice.totals;
  const totalRows: { label: string; value: string; strong?: boolean }[] = [
    { label: "Mal / Hizmet Toplam Tutarı", value: formatMoney(t.exclVatKurus) },
    ...invoice.vat.map((v) => ({ label: `Hesaplanan KDV (%${v.rate})`, value: formatMoney(v.vatKurus) })),
    { label: "Vergiler Dahil Toplam Tutar", value: formatMoney(t.inclVatKurus), strong: true },
    ...t.paidOtherwise.map((p) => ({ label: p.label, value: `-${formatMoney(p.kurus)}` })),
    { label: "Ödenecek Tutar", value: formatMoney(t.payableKurus), strong: true },
  ];
  const rowH = 17;
  const vatRows = invoice.vat.length + 1;
  // The totals and the amount in words below them (about 70 pt) stay on one page.
  const needed = Math.max(totalRows.length, vatRows + 1) * rowH + 20 + 70;
  if (top + needed > FOOTER_TOP - 10) top = continuation(doc, invoice);

  // KDV dökümü: one row a rate, its base (matrah) and its VAT.
  const vatWidth = 215;
  const cols = [55, 82, 78];
  let y = text(doc, "KDV Dökümü", LEFT, top, { font: BOLD, size: 9, color: BRAND }) + 4;
  doc.rect(LEFT, y, vatWidth, rowH).fillColor(SHADE).fill();
  ["Oran", "Matrah", "KDV Tutarı"].forEach((title, i) => {
    const x = LEFT + cols.slice(0, i).reduce((a, b) => a + b, 0);
    text(doc, title, x + CELL_PAD, y + 4.5, {
      font: BOLD,
      size: 8,
      color: MUTED,
      width: cols[i] - 2 * CELL_PAD,
      align: i === 0 ? "left" : "right",
    });
  });
  y += rowH;
  for (const v of invoice.vat) {
    [`KDV %${v.rate}`, formatMoney(v.baseKurus), formatMoney(v.vatKurus)].forEach((value, i) => {
      const x = LEFT + cols.slice(0, i).reduce((a, b) => a + b, 0);
      text(doc, value, x + CELL_PAD, y + 4.5, { size: 8.5, width: cols[i] - 2 * CELL_PAD, align: i === 0 ? "left" : "right" });
    });
    y += rowH;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + vatWidth, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  const vatBottom = y;

  const boxLeft = LEFT + vatWidth + 25;
  const boxWidth = RIGHT - boxLeft;
  y = top + 4 + 13;
  for (const r of totalRows) {
    if (r.strong)
      doc
        .rect(boxLeft, y, boxWidth, rowH)
        .fillColor(r.label === "Ödenecek Tutar" ? TOTAL_SHADE : SHADE)
        .fill();
    text(doc, r.label, boxLeft + CELL_PAD, y + 4.5, { font: r.strong ? BOLD : REGULAR, size: 8.5, width: boxWidth - 100 });
    text(doc, r.value, boxLeft + boxWidth - 100, y + 4.5, {
      font: r.strong ? BOLD : REGULAR,
      size: 8.5,
      width: 100 - CELL_PAD,
      align: "right",
    });
    y += rowH;
    doc.moveTo(boxLeft, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }
  return Math.max(vatBottom, y) + 14;
}

function closing(doc: Doc, invoice: Invoice, top: number) {
  const notes = [
    `Bu fatura ${invoice.orderNumber} numaralı siparişiniz için düzenlenmiştir. Siparişinizle ilgili sorularınız için: ${invoice.seller.email} · ${invoice.seller.phone}`,
  ];
  const wordsHeight =
    doc
      .font(BOLD)
      .fontSize(9)
      .heightOfString(invoice.amountInWords, { width: WIDTH - 16 }) + 14;
  const notesHeight = notes.reduce((sum, note) => sum + doc.font(REGULAR).fontSize(8).heightOfString(note, { width: WIDTH }) + 3, 10);
  if (top + wordsHeight + notesHeight > FOOTER_TOP - 6) top = continuation(doc, invoice);
  let y = text(doc, invoice.amountInWords, LEFT + 8, top + 7, { font: BOLD, size: 9, width: WIDTH - 16 }) + 7;
  doc
    .roundedRect(LEFT, top, WIDTH, y - top, 4)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  y += 10;
  for (const note of notes) y = text(doc, note, LEFT, y, { size: 8, color: MUTED }) + 3;
}

/** The e-Arşiv note and 'Sayfa n / m' at the foot of every page (written once the page count is known). */
function footers(doc: Doc, invoice: Invoice) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.moveTo(LEFT, FOOTER_TOP).lineTo(RIGHT, FOOTER_TOP).lineWidth(0.5).strokeColor(RULE).stroke();
    text(doc, invoice.note, LEFT, FOOTER_TOP + 7, { size: 7.5, color: MUTED, width: WIDTH - 80 });
    text(doc, `Sayfa ${i - range.start + 1} / ${range.count}`, RIGHT - 80, FOOTER_TOP + 7, {
      size: 7.5,
      color: MUTED,
      width: 80,
      align: "right",
    });
  }
}

/** The invoice as a PDF file. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const { doc, done } = openShopPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: {
      Title: `e-Arşiv Fatura ${invoice.number}`,
      Author: invoice.seller.title,
      Subject: `${invoice.orderNumber} numaralı siparişin faturası`,
      Keywords: `e-Arşiv, fatura, ${invoice.number}, ${invoice.orderNumber}`,
      Creator: invoice.seller.brand,
      CreationDate: invoice.issuedAt,
    },
  });

  let y = header(doc, invoice);
  y = parties(doc, invoice, y);
  y = lineTable(doc, invoice, y);
  y = campaignNote(doc, invoice, y);
  y = totals(doc, invoice, y + 14);
  closing(doc, invoice, y);
  footers(doc, invoice);
  doc.end();
  return done;
}
