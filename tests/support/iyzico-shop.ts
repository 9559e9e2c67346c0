/**
 * A shop of its own that takes payments through the local iyzico (./iyzico.ts): PAYMENT_PROVIDER=iyzico
 * with that server's keys and address. Both are started together and stopped together.
 */
import { startFakeIyzico, type FakeIyzico } from "./iyzico";
import { startTestShop } from "./server";

export type IyzicoShop = { fake: FakeIyzico; shop: Awaited<ReturnType<typeof startTestShop>>; dispose: () => Promise<void> };

export async function startIyzicoShop(): Promise<IyzicoShop> {
  const fake = await startFakeIyzico();
  try {
    const shop = await startTestShop({
      PAYMENT_PROVIDER: "iyzico",
      IYZICO_API_KEY: fake.apiKey,
      IYZICO_SECRET_KEY: fake.secretKey,
      IYZICO_BASE_URL: fake.baseUrl,
    });
    return {
      fake,
      shop,
      dispose: async () => {
        await shop.dispose();
        await fake.close();
      },
    };
  } catch (error) {
    await fake.close();
    throw error;
  }
}
