/**
 * iyzico on this machine, for trying the shop's card payments by hand without iyzico's sandbox:
 *   npm run iyzico:local                       (port 8089; IYZICO_LOCAL_PORT=… for another)
 * It starts the local stand-in of tests/support/iyzico.ts as its own process and prints what the
 * shop needs in its environment (PAYMENT_PROVIDER=iyzico, the keys, the address) and the test cards
 * to try. The keys are IYZICO_API_KEY / IYZICO_SECRET_KEY when set (so a shop already configured
 * keeps its own), else fixed sandbox-like ones. The 3-D Secure page it shows is its own (Turkish,
 * prefilled code). State lives in memory only: a restart forgets every payment and stored card.
 * Stops on Ctrl+C (SIGINT) or SIGTERM.
 */
import { LOCAL_TEST_CARDS, SANDBOX_3DS_CODE, startFakeIyzico } from "../tests/support/iyzico";

const portText = process.env.IYZICO_LOCAL_PORT || "8089";
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65_535) {
  console.error(`IYZICO_LOCAL_PORT geçersiz: ${portText} (0–65535 arası bir port numarası olmalı)`);
  process.exit(2);
}

let iyzico: Awaited<ReturnType<typeof startFakeIyzico>>;
try {
  iyzico = await startFakeIyzico({
    port,
    apiKey: process.env.IYZICO_API_KEY || undefined,
    secretKey: process.env.IYZICO_SECRET_KEY || undefined,
  });
} catch (error) {
  console.error(`Yerel iyzico başlatılamadı (port ${port}): ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const group = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");
console.log(`Yerel iyzico çalışıyor: ${iyzico.baseUrl}
Mağazayı şu ortam değişkenleriyle başlatın:

PAYMENT_PROVIDER=iyzico
IYZICO_API_KEY=${iyzico.apiKey}
IYZICO_SECRET_KEY=${iyzico.secretKey}
IYZICO_BASE_URL=${iyzico.baseUrl}

Deneme kartları (son kullanma: ileri bir tarih, CVC: herhangi 3 hane; 3D Secure kodu ${SANDBOX_3DS_CODE}, sayfada hazır gelir):
${LOCAL_TEST_CARDS.map((c) => `  ${group(c.number).padEnd(20)} ${c.note}`).join("\n")}

Durdurmak için Ctrl+C.`);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: yerel iyzico kapatılıyor.`);
  iyzico.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
