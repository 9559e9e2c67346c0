/**
 * Keeps online payments honest after the fact: every few minutes the shop asks the bank about
 * orders still waiting for their payment (reconcileWaitingPayments: approved at the bank → the
 * order stands; never finished → its stock released, the order unpaid and unseen until its basket
 * tries again). Also warns at start when a
 * shop without demo mode would take its payments from the sandbox bank. One process of the shop
 * runs it (server/app.ts starts it through db/leader.server.ts).
 */
import type { Db } from "#app/db/client.server";
import { config } from "#app/lib/config.server";
import { paymentProvider, paymentProviderName } from "#app/domain/payments/provider";
import { reconcileWaitingPayments } from "./settle-order.server";
import { logError, logger } from "#app/lib/logger.server";

const EVERY_MS = 5 * 60 * 1000;

/** Starts the watch; returns how to stop it. */
export function watchPayments(db: Db): () => void {
  if (!config.demo && paymentProviderName() === "sandbox") {
    logger.warn("UYARI: Ödemeler sandbox (test) bankasından alınıyor. Canlı mağazada PAYMENT_PROVIDER ile gerçek bir sağlayıcı tanımlayın.");
  }
  const run = () =>
    reconcileWaitingPayments(db, paymentProvider(db))
      .then((r) => (r.confirmed || r.unpaid ? logger.info({ confirmed: r.confirmed, unpaid: r.unpaid }, "Bekleyen ödemeler sonuçlandı (ödenmeyenlerin stokları geri alındı)") : undefined))
      .catch((error) => logError("Ödeme mutabakatı yapılamadı", error));
  run();
  const timer = setInterval(run, EVERY_MS).unref();
  return () => clearInterval(timer);
}
