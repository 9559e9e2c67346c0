/** Turkish texts the order core sends itself (order-notifications.server.ts), word for word. */

/** Returns after delivery: what the buyer does with a return's code (the return page and its e-mail say the same). */
export const RETURN_CARRIER_INSTRUCTION = (code: string) =>
  `Ürünleri faturasıyla birlikte özenle paketleyip siparişinizi getiren kargo firmasının herhangi bir şubesine teslim ederken iade kodunuzu (${code}) söylemeniz yeterlidir; iade kodunuzla gönderim sizin için ücretsizdir.`;
