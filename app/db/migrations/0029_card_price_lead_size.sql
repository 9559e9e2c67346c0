-- A catalogue item's card price is its lead size's (domain/catalog/catalog-aggregates.ts leadVariant):
-- the cheapest active size in stock, the first on a tie; none in stock, the cheapest active one;
-- no active size, the cheapest of all. Items written under the old rule are worked out again here,
-- once; from now on every stock and price writer keeps them in step (item-aggregates.server.ts).
UPDATE catalog_items c
SET min_price_kurus = l.price_kurus,
    min_original_price_kurus = GREATEST(l.original_price_kurus, l.price_kurus),
    updated_at = now()
FROM (
  SELECT DISTINCT ON (p.catalog_id) p.catalog_id, p.price_kurus, p.original_price_kurus
  FROM products p
  ORDER BY p.catalog_id,
           CASE WHEN p.status = 'active' AND p.stock > 0 THEN 0 WHEN p.status = 'active' THEN 1 ELSE 2 END,
           p.price_kurus, p.sort_order, p.id
) l
WHERE l.catalog_id = c.id
  AND (c.min_price_kurus IS DISTINCT FROM l.price_kurus
       OR c.min_original_price_kurus IS DISTINCT FROM GREATEST(l.original_price_kurus, l.price_kurus));
