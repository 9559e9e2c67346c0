/**
 * Keeps online payments honest after the fact: a job every 5 minutes (and one when the shop
 * starts) asks the bank about orders still waiting for their payment (reconcileWaitingPayments:
 * approved at the bank → the order stands; never finished → its stock released, the order unpaid
 * and unseen until its basket tries again). Safe to run twice: each payment is settled by a
 * guarded update, so a second run finds it settled. Also warns at start when a shop without demo
 * mode would take its payments from the sandbox bank.
 */
import type { Db } from "#app/db/client.server";
import { config } from "#app/lib/config.server";
import { paymentProvider, paymentProviderName } from "#app/domain/payments/provider";
import { reconcileWaitingPayments } from "#app/domain/checkout/settle-order.server";
import { logger } from "#app/lib/logger.server";

export async function reconcilePayments(db: Db): Promise<void> {
  const { confirmed, unpaid } = await reconcileWaitingPayments(db, paymentProvider(db));
  if (confirmed || unpaid) logger.info({ confirmed, unpaid }, "Bekleyen ödemeler sonuçlandı (ödenmeyenlerin stokları geri alındı)");
}

export function warnAboutSandboxBank(): void {
  if (!config.demo && paymentProviderName() === "sandbox") {
    logger.warn(
      "UYARI: Ödemeler sandbox (test) bankasından alınıyor. Canlı mağazada PAYMENT_PROVIDER ile gerçek bir sağlayıcı tanımlayın.",
    );
  }
}
