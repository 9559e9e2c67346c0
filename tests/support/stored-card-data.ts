/**
 * Where card data could hide in a stopped shop's database: every row of every table searched for
 * the card numbers (as typed and in groups of four), and any column named like card data outside the
 * sandbox bank's own tables (`sandbox_*`, standing in for the bank, are not the shop's).
 */
import { withStorageSql, type Storage } from "./server";

const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");

export async function storedCardData(storage: Storage, numbers: readonly string[]) {
  return withStorageSql(storage, async (query) => {
    const tables = await query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const hits: string[] = [];
    for (const { name } of tables) {
      const rows = await query<{ row: string }>(`select t::text as row from "${name}" t`);
      for (const { row } of rows)
        for (const n of numbers) if (row.includes(n) || row.includes(spaced(n))) hits.push(`${name}: ${row.slice(0, 200)}`);
    }
    const cardColumns = await query<{ name: string }>(
      "select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public' and table_name not like 'sandbox\\_%' and column_name ~* '(cvc|cvv|card_?number|^expiry|holder_name|^pan$)'",
    );
    const saved = await query<{ bin: string; last4: string; token: string }>("select bin, last4, token from saved_cards");
    return { hits, cardColumns: cardColumns.map((c) => c.name), saved, tables: tables.length };
  });
}

/** The server's output searched for the numbers, as typed and in groups of four. */
export const printedCardNumbers = (output: string, numbers: readonly string[]) =>
  numbers.filter((n) => output.includes(n) || output.includes(spaced(n)));
