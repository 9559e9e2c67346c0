/**
 * Data survives a restart: a shop of its own (fresh storage of this run's target) is started,
 * stopped, given an outbox message straight in the database while it is down, and started again
 * on the same DATA_DIR / database. The message, the places, the catalogue and a guest's basket must
 * all still be there, and the second start must not seed again. A captcha challenge handed out by
 * the first process is accepted by the second (its signing key lives in the database, as it must
 * when several processes serve the shop).
 */
import type { Challenge } from "altcha-lib";
import { afterAll, describe, expect, it } from "vitest";
import { solveCaptchaChallenge } from "#app/domain/captcha/captcha-solver.server";
import { createStorage, sqlOnStorage, startShop, type ShopServer, type Storage } from "../support/server";

type Message = { channel: string; to: string; subject: string; body: string };

const MARKER = {
  channel: "email",
  to: "kalicilik@example.com",
  subject: "Kalıcılık denemesi",
  body: "Yeniden başlatmadan sonra da burada: çğıöşü İ",
};

async function json<T>(server: ShopServer, pathname: string): Promise<T> {
  const response = await fetch(new URL(pathname, server.url), { headers: { Accept: "application/json" } });
  if (response.status !== 200) {
    throw new Error(
      `${pathname} answered ${response.status}: ${(await response.text()).slice(0, 300)}\nserver output:\n${server.output().slice(-2000)}`,
    );
  }
  return (await response.json()) as T;
}

type CartAnswer = { success: boolean; reason: string; cart: { quantity: number; items: { id: number; quantity: number }[] } };

/** POST /cart/add as the visitor holding `cookie` (none: a new guest); returns the answer and the session cookie. */
async function addToBasket(server: ShopServer, productId: number, cookie = ""): Promise<{ answer: CartAnswer; cookie: string }> {
  const response = await fetch(new URL("/cart/add", server.url), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ productId, quantity: 1 }),
  });
  const set = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { answer: (await response.json()) as CartAnswer, cookie: set || cookie };
}

/** A variant on sale with at least 2 units in stock, from the listing and the quick check. */
async function sellableVariant(server: ShopServer): Promise<number> {
  const { items } = await json<{ items: { catalog_id: number; type: string }[] }>(server, "/arama/ajax/urunler?page=1");
  for (const item of items.filter((i) => i.type !== "teshir")) {
    const { products } = await json<{ products: { productId: number; stock: number; status: string }[] }>(
      server,
      `/urun/hizli-kontrol/${item.catalog_id}`,
    );
    const variant = products.find((p) => p.stock >= 2 && p.status === "active");
    if (variant) return variant.productId;
  }
  throw new Error("no variant with stock ≥ 2 on the first listing page");
}

describe("restarting the shop on the same data", () => {
  let storage: Storage | undefined;
  let server: ShopServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await storage?.dispose();
  });

  it("keeps what was stored and does not seed again", async () => {
    storage = await createStorage();
    server = await startShop(storage);
    const countBefore = await json<unknown[]>(server, "/__dev/outbox");
    const productId = await sellableVariant(server);
    const guest = await addToBasket(server, productId);
    expect(guest.answer.success).toBe(true);
    expect(guest.cookie).toMatch(/=/);
    const challenge = await json<Challenge>(server, "/captcha/challenge");
    await server.stop();
    server = undefined;

    const [{ count: itemsBefore }] = await sqlOnStorage<{ count: number }>(storage, "SELECT count(*)::int AS count FROM catalog_items");
    await sqlOnStorage(storage, `INSERT INTO outbox (kind, channel, "to", subject, body) VALUES ('legacy', $1, $2, $3, $4)`, [
      MARKER.channel,
      MARKER.to,
      MARKER.subject,
      MARKER.body,
    ]);

    server = await startShop(storage);
    // An empty catalogue is seeded at every start (that is the rule); a filled one never again.
    if (itemsBefore > 0) expect(server.output()).not.toMatch(/Demo verisi hazırlanıyor/);

    const outbox = await json<Message[]>(server, "/__dev/outbox");
    expect(outbox).toHaveLength(countBefore.length + 1);
    expect(outbox[0]).toEqual(expect.objectContaining(MARKER));

    const districts = await json<{ success: boolean; result: { name: string }[] }>(server, "/address/ajax/get-district-by-city/34");
    expect(districts.result.map((d) => d.name)).toContain("Kadıköy");

    // The guest's basket is in the database behind the session cookie: one more unit makes two.
    const again = await addToBasket(server, productId, guest.cookie);
    expect(again.answer.success).toBe(true);
    expect(again.answer.cart.items).toEqual([expect.objectContaining({ id: productId, quantity: 2 })]);

    // The first process's challenge, solved and used on the second: accepted once.
    const altcha = await solveCaptchaChallenge(challenge);
    const appLink = async () =>
      (await fetch(new URL("/send-app-link", server!.url), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ phoneNumber: "05419998877", altcha }),
      }).then((r) => r.json())) as { success: boolean; reason?: string };
    expect(await appLink()).toMatchObject({ success: true });
    expect(await appLink()).toMatchObject({ success: false, reason: "Robot doğrulamasının süresi doldu. Lütfen yeniden doğrulayın." });

    await server.stop();
    server = undefined;
    const [{ count: itemsAfter }] = await sqlOnStorage<{ count: number }>(storage, "SELECT count(*)::int AS count FROM catalog_items");
    expect(itemsAfter).toBe(itemsBefore);
  }, 300_000);
});
