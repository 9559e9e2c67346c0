/**
 * Creates a back-office manager: npm run admin:create-manager -- --email a@b.com --name "Ad Soyad" --phone 05321234567
 * The phone receives the back office's second factor (an SMS code at every sign-in). The password is read from the MANAGER_PASSWORD environment variable (kept out of shell history),
 * and must follow the shop's password rule.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "#app/db/client.server";
import { upsertManager } from "#app/domain/accounts/managers.server";
import { normalizePhone } from "#app/lib/phone";
import { email, password, fullName } from "#app/lib/validation";

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" }, phone: { type: "string" } } });
const phone = normalizePhone(values.phone ?? "");
const input = {
  email: email().safeParse(values.email),
  phone: phone ? { success: true as const, data: phone } : { success: false as const, error: { issues: [{ message: "05 ile başlayan 11 haneli cep telefonu gerekli (ikinci doğrulama kodu buraya gider)." }] } }, name: fullName("Ad ve soyad iki kelime olmalı.").safeParse(values.name), password: password().safeParse(process.env.MANAGER_PASSWORD) };
for (const [field, result] of Object.entries(input)) {
  if (!result.success) {
    console.error(`${field}: ${result.error.issues[0]?.message}`);
    console.error('Kullanım: MANAGER_PASSWORD=... npm run admin:create-manager -- --email yonetici@ornek.com --name "Ad Soyad" --phone 05321234567');
    process.exit(2);
  }
}
const [firstname, ...rest] = String(input.name.data).split(" ");
const handle = await openDatabase();
const result = await upsertManager(handle.db, { email: String(input.email.data), password: String(input.password.data), phone: String(input.phone.data), firstname, lastname: rest.join(" ") });
console.log(result.created ? `Yönetici oluşturuldu (#${result.id}).` : `Mevcut hesap yönetici yapıldı (#${result.id}).`);
await handle.close();
