/**
 * A club event's registrations as a CSV file (/yonetim/kulup/{id}/disa-aktar):
 * Turkish Excel's format and formula-safe cells (lib/csv.ts), one row per registered member.
 * The file holds personal data: club-admin.server.ts writes who downloaded it to the audit log.
 */
import { CSV_BOM, csvLines } from "#app/lib/csv";
import { dayInTurkey } from "#app/lib/dates";
import type { RegistrationRow } from "./club-admin.server";

const COLUMNS: { header: string; value: (r: RegistrationRow) => string }[] = [
  { header: "Ad Soyad", value: (r) => r.name },
  { header: "E-posta", value: (r) => r.email },
  { header: "Telefon", value: (r) => r.phone },
  { header: "Çocuk(lar)", value: (r) => r.children },
  { header: "Kayıt Tarihi", value: (r) => r.registeredText },
];

/** The whole file: BOM, header, one line per registration. */
export const registrationsCsv = (rows: readonly RegistrationRow[]) =>
  `${CSV_BOM}${csvLines([COLUMNS.map((c) => c.header), ...rows.map((r) => COLUMNS.map((c) => c.value(r)))])}`;

/** The file's name: kulup-etkinligi-12-kayitlar-2026-11-28.csv (Türkiye's day). */
export const registrationsFileName = (eventId: number, now = new Date()) => `kulup-etkinligi-${eventId}-kayitlar-${dayInTurkey(now)}.csv`;
