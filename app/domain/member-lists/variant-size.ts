/**
 * A variant's size ('Beden') in SQL, for queries that name the products table `p`: the member
 * lists show '{product} ({size})'.
 */
import { sql } from "drizzle-orm";

export const SIZE_OF_P = sql`(SELECT pa.value FROM product_attributes pa JOIN attributes at ON at.id = pa.attribute_id WHERE pa.product_id = p.id AND at.name = 'Beden' LIMIT 1)`;
