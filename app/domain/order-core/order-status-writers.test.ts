/**
 * One writer of orders.status (docs/architecture.md): every file of the shop is read, and any write
 * of an order's status outside order-lifecycle.server.ts fails this test — a drizzle
 * `.update(orders).set(…status…)` (or a `.set(…)` whose fields it cannot see), an
 * `.insert(orders)`, or raw SQL `INSERT INTO orders` / `UPDATE orders … SET status`. A new move is
 * a function of the lifecycle, checked against order-states.ts.
 *
 * Seed data is written as history, not lived through, and may write rows as they ended up: the demo
 * data generator (app/demo/) and the benchmarks' seeding (scripts/bench/). Tests and test kits set
 * up what they test and are left out too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const WRITER = "app/domain/order-core/order-lifecycle.server.ts";
const SEED_DATA = [/^app\/demo\//, /^scripts\/bench\//];
const LEFT_OUT = [/\.test\.tsx?$/, /test-kit/, ...SEED_DATA];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "migrations" ? [] : sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The argument of the call that opens at `open` (the index of its '('), brackets and strings balanced well enough for source code. */
function callArgument(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") depth--;
    if (depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** The writes of orders.status in one file's text, as short quotes. */
function statusWrites(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\.insert\(\s*orders\s*\)/g)) found.push(m[0]);
  for (const m of text.matchAll(/\.update\(\s*orders\s*\)\s*\.set\(/g)) {
    const fields = callArgument(text, m.index! + m[0].length - 1).trim();
    // A field named status, a spread, or a variable: the status may be among them.
    if (!fields.startsWith("{") || /\bstatus\s*:/.test(fields) || fields.includes("...")) found.push(`${m[0]}${fields.slice(0, 60)}`);
  }
  for (const m of text.matchAll(/\binsert\s+into\s+orders\b/gi)) found.push(m[0]);
  for (const m of text.matchAll(/\bupdate\s+orders\b[\s\S]*?\bwhere\b/gi))
    if (/\bset\b[\s\S]*\bstatus\s*=/i.test(m[0])) found.push(m[0].slice(0, 60));
  return found;
}

describe("statusWrites: what counts as writing an order's status", () => {
  it("finds drizzle and SQL writes of the status, and leaves other order fields alone", () => {
    expect(statusWrites(`await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, id));`)).toHaveLength(1);
    expect(statusWrites(`await tx\n  .update(orders)\n  .set(values)\n  .where(eq(orders.id, id));`)).toHaveLength(1);
    expect(statusWrites(`await tx.update(orders).set({ ...values, createdAt: sql\`now()\` })`)).toHaveLength(1);
    expect(statusWrites(`await tx.insert(orders).values(row)`)).toHaveLength(1);
    expect(statusWrites("sql`UPDATE orders o SET status = 'confirmed' WHERE o.id = 1`")).toHaveLength(1);
    expect(statusWrites("sql`insert into orders (status) values ('x')`")).toHaveLength(1);
    expect(statusWrites(`await tx.update(orders).set({ shipmentStatusCode: parcel.statusCode }).where(eq(orders.id, id));`)).toEqual([]);
    expect(statusWrites(`await db.update(orders).set({ createdAt: new Date(0) }).where(eq(orders.id, id));`)).toEqual([]);
    expect(statusWrites("sql`UPDATE orders o SET shipment_status_code = v.code FROM v WHERE o.id = v.id`")).toEqual([]);
  });
});

describe("orders.status has one writer", () => {
  it(`is written only by ${WRITER}`, () => {
    const files = ["app", "server", "scripts"].flatMap(sources).map((p) => relative(ROOT, join(ROOT, p)));
    expect(files).toContain(WRITER);
    const writers = files
      .filter((file) => !LEFT_OUT.some((pattern) => pattern.test(file)))
      .flatMap((file) => statusWrites(readFileSync(join(ROOT, file), "utf8")).map((write) => `${file}: ${write}`));
    expect(writers.filter((w) => !w.startsWith(`${WRITER}:`))).toEqual([]);
    // The lifecycle does write it (the check above would pass on an empty list otherwise).
    expect(writers.filter((w) => w.startsWith(`${WRITER}:`)).length).toBeGreaterThanOrEqual(3);
  });
});
