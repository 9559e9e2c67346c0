/**
 * The app-link SMS (spec sections 2, 5, 7): the phone form's rule, its call and its messages, shared
 * by the help page's form (components/account/app-link-form.tsx) and the server (app-link.server.ts).
 * The phone is required ('Lütfen Telefon Numaranızı Giriniz') and a mobile number.
 */
import { z } from "zod";
import { mobilePhone } from "#app/lib/validation";

export const appLinkSchema = z.object({ phoneNumber: mobilePhone() });

export const APP_LINK_SENT = "Uygulama bağlantısı telefonunuza SMS ile gönderildi.";
export const APP_LINK_PHONE_LIMIT = "Bu numaraya çok fazla bağlantı gönderildi. Lütfen bir saat sonra tekrar deneyin.";
export const APP_LINK_ADDRESS_LIMIT = "Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.";
