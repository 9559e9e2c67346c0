/**
 * Live campaigns for the benchmarks (with 50 running campaigns the basket and the pay call
 * stay within 10 % of the figures without). Adds `count` running campaigns of every kind over the
 * catalogue's categories (the shop's own are left alone) and removes them again; nothing else is
 * touched. Their slugs start with `bench-`.
 */
import type pg from "pg";

const KINDS = ["percent", "amount", "basketPercent", "buyXPayY", "basketAmount"] as const;

export async function addBenchCampaigns(db: pg.Client, count: number): Promise<void> {
  await removeBenchCampaigns(db);
  const { rows } = await db.query<{ id: number }>("select id from categories order by id");
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length];
    const category = rows[i % rows.length].id;
    await db.query(
      `insert into campaigns (title, slug, description, category_value, discount_percent, link, starts_at, ends_at, show_on_home, sort_order,
                              kind, amount_kurus, min_kurus, buy_count, pay_count, category_ids)
       values ($1, $2, '', 'giyim', $3, '/kampanyalar', now() - interval '1 day', now() + interval '7 days', false, 1000 + $4,
               $5, $6, $7, $8, $9, $10)`,
      [`Bench Kampanya ${i + 1}`, `bench-${i + 1}`, 5 + (i % 20), i, kind, kind === "amount" ? 1_000 : 5_000, 20_000, 3, 2, [category]],
    );
  }
}

export async function removeBenchCampaigns(db: pg.Client): Promise<void> {
  await db.query("delete from campaigns where slug like 'bench-%'");
}

/** 'a / b' as a percentage change, for the 'within 10 %' line. */
export const change = (withCampaigns: number, without: number) =>
  `${withCampaigns >= without ? "+" : ""}${(((withCampaigns - without) / without) * 100).toFixed(1)} %`;
