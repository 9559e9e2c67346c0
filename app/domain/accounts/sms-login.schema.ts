/**
 * SMS login (spec sections 2, 5, 7): the phone form's rule and messages, shared by the login page,
 * the login popup and the server. The code itself follows verification-codes.messages.ts.
 */
import { z } from "zod";
import { mobilePhone } from "#app/lib/validation";

/** Said for every well-formed mobile number, registered or not (no account probing). */
export const SMS_LOGIN_CODE_SENT = "Telefonunuza bir doğrulama kodu gönderildi.";

/** POST /kullanici/sms-giris/kod-gonder: `phoneNumber` ('phone' is taken too), normalised to 05xxxxxxxxx. */
export const smsLoginSendSchema = z.object({ phoneNumber: mobilePhone() });
