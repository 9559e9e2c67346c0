/** How each payment type is named (payment-type-labels.ts, client-safe), and the shop's bank account (server: the configuration). */
import { config } from "#app/lib/config.server";

export { paymentTypeLabel } from "./payment-type-labels";

/** The shop's account for bank transfers (Havale / EFT): BANK_NAME, BANK_ACCOUNT_NAME, BANK_IBAN. */
export const BANK_TRANSFER = config.bankTransfer;
