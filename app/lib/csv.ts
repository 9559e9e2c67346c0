/**
 * CSV files the back office hands out (orders, a club event's registrations), as Turkish Excel
 * opens them as they are: UTF-8 with a BOM (so ç ğ ı İ ö ş ü read right), ';' between cells,
 * '\r\n' between rows, money as '1299,90', quoting by csv-stringify.
 *
 * Formula injection: a cell that starts with = + - @ (or a tab or carriage return) would be run by
 * a spreadsheet; it gets a leading apostrophe, so it reads as the text it is. Every cell goes
 * through `safeCell`, headers included.
 */
import { stringify } from "csv-stringify/sync";

/** What a file starts with, so Excel reads it as UTF-8. */
export const CSV_BOM = "\uFEFF";

/** A cell a spreadsheet will not run as a formula. */
export const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Rows of cells as CSV lines (each ending in '\r\n'), every cell formula-safe. */
export const csvLines = (records: readonly (readonly string[])[]) =>
  stringify(
    records.map((cells) => cells.map(safeCell)),
    { delimiter: ";", record_delimiter: "\r\n" },
  );

/** Kuruş as a spreadsheet's number: 129990 → '1299,90'. */
export const csvMoney = (kurus: number) => (kurus / 100).toFixed(2).replace(".", ",");
