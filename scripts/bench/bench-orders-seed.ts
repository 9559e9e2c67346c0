/**
 * The benchmarks' 100,000 orders (bench:orders, bench:admin): made once with a few set-based
 * statements on PostgreSQL, owned by the benchmark (idempotency key 'bench:N'), kept between runs.
 * One to three lines each, every status and shipment stage (a parcel and its steps once it moved),
 * some the demo member's (uye@example.com), the rest guests' with e-mails misafirN@example.com.
 */
import type pg from "pg";

const DEMO_MEMBER = "uye@example.com";

/** Makes (once) `orders` orders the benchmark owns, `memberOrders` of them the demo member's; answers the demo member's id. */
export async function seedBenchOrders(
  db: pg.Client,
  { orders: ORDERS, memberOrders: MEMBER_ORDERS }: { orders: number; memberOrders: number },
): Promise<number> {
  const member = await db.query<{ id: number }>("select id from users where email = $1", [DEMO_MEMBER]);
  if (!member.rows[0]) throw new Error(`${DEMO_MEMBER} yok: veritabanını DEMO=1 ile hazırlayın (npm run db:seed)`);
  const memberId = member.rows[0].id;
  const have = await db.query<{ n: string; mine: string }>(
    "select count(*) n, count(*) filter (where user_id = $1) mine from orders where idempotency_key like 'bench:%'",
    [memberId],
  );
  if (Number(have.rows[0].n) === ORDERS && Number(have.rows[0].mine) === MEMBER_ORDERS) return memberId;
  const started = Date.now();
  console.log(`${ORDERS} sipariş hazırlanıyor (${MEMBER_ORDERS} tanesi ${DEMO_MEMBER} hesabında)…`);
  await db.query("begin");
  await db.query("delete from orders where idempotency_key like 'bench:%'");
  const address = JSON.stringify({
    personName: "Deniz Kaya",
    phone: "05321112233",
    city: "İstanbul",
    district: "Kadıköy",
    address: "Caferağa Mah. Moda Cad. No: 12",
  });
  // Every shipment stage of spec section 4, and the order statuses a shopper sees.
  await db.query(
    `insert into orders (order_hash, order_number, user_id, email, status, payment_type, payment_description, items_total_kurus, shipment_price_kurus,
        total_kurus, shipment_status_code, created_at, idempotency_key, delivery_address, billing_address, shipping_company_id)
     select 'bench' || md5(g::text) || lpad(g::text, 8, '0'), (900000000000 + g)::text, case when g <= $2 then $3::int end,
        case when g <= $2 then $4 else 'misafir' || g || '@example.com' end,
        (array['confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','awaitingTransfer','cancelled'])[1 + g % 10],
        'podCash', 'Kapıda Ödeme (Nakit)', 0, 4990, 0,
        (array[0, 1, 2, 3, 9, 9, 9, 10, 11, 12, 999])[1 + (g / 10) % 11],
        now() - make_interval(mins => g * 7), 'bench:' || g, $5::jsonb, $5::jsonb,
        (select id from shipping_companies order by id limit 1)
     from generate_series(1, $1::int) g`,
    [ORDERS, MEMBER_ORDERS, memberId, DEMO_MEMBER, address],
  );
  // One to three lines from the first 5,000 variants on sale; totals follow from them.
  await db.query(
    `with pick as (select row_number() over (order by id) n, id, catalog_id, sku, name, price_kurus from products where status = 'active' order by id limit 5000),
          size as (select count(*) c from pick)
     insert into order_lines (order_id, product_id, catalog_id, sku, name, unit_price_kurus, quantity, total_price_kurus, vat_rate, image, url)
     select o.id, p.id, p.catalog_id, p.sku, p.name, p.price_kurus, 1 + (o.id + k) % 2, p.price_kurus * (1 + (o.id + k) % 2), 20,
            '/gorsel/urun/' || p.catalog_id || '-0.svg', '/urun/x-' || p.catalog_id
     from orders o cross join generate_series(0, 2) k cross join size
     join pick p on p.n = 1 + (o.id * 7 + k * 131) % size.c
     where o.idempotency_key like 'bench:%' and k <= o.id % 3`,
  );
  await db.query(
    `update orders o set items_total_kurus = l.total, total_kurus = l.total + o.shipment_price_kurus
     from (select order_id, sum(total_price_kurus) total from order_lines group by order_id) l
     where l.order_id = o.id and o.idempotency_key like 'bench:%'`,
  );
  // A parcel for every order that moved, with a step per stage it went through.
  await db.query(
    `insert into shipments (order_id, shipping_company_id, number, tracking_code, status_code, status_description, receiver_name, process_date)
     select id, shipping_company_id, order_number || '-1', case when shipment_status_code >= 2 then 'MD' || order_number end,
            shipment_status_code, '', case when shipment_status_code between 9 and 11 then 'Deniz Kaya' end, created_at + interval '1 day'
     from orders where idempotency_key like 'bench:%' and shipment_status_code > 0`,
  );
  await db.query(
    `insert into shipment_events (shipment_id, process_date, description, branch_name, status_code)
     select s.id, s.process_date - make_interval(hours => 10 - step), 'Adım ' || step, 'Şube', step
     from shipments s join orders o on o.id = s.order_id cross join generate_series(1, 3) step
     where o.idempotency_key like 'bench:%' and step <= least(3, s.status_code)`,
  );
  await db.query("commit");
  // Vacuumed as autovacuum would have by the time a shop has this many orders: the visibility map
  // lets counts read the indexes alone (the dashboard's orders by status: 105 ms → 25 ms).
  for (const table of ["orders", "order_lines", "shipments", "shipment_events"]) await db.query(`vacuum analyze ${table}`);
  console.log(`hazır: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return memberId;
}
