/**
 * The registration form (/kullanici/kayit), one schema for the page and the server (spec section
 * 5). Marketing consent is optional and separate from the two required agreements.
 */
import { z } from "zod";
import {
  ACCEPT_KVKK,
  ACCEPT_MEMBERSHIP,
  CHOOSE_GENDER,
  FIRSTNAME_RULE,
  LASTNAME_RULE,
  PASSWORD_REPEAT_MISMATCH,
  email,
  letterName,
  mobilePhone,
  mustAccept,
  password,
} from "#app/lib/validation";

const ticked = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

export const GENDERS = { K: "Kadın", E: "Erkek" } as const;

export const registrationSchema = z
  .object({
    firstname: letterName(2, FIRSTNAME_RULE),
    lastname: letterName(2, LASTNAME_RULE),
    phone: mobilePhone(),
    email: email(),
    password: password(),
    passwordRepeat: z.string({ error: PASSWORD_REPEAT_MISMATCH }),
    gender: z.preprocess((v) => (v === "" || v === undefined || v === null ? undefined : v), z.enum(["K", "E"], { error: CHOOSE_GENDER }).optional()),
    membership: mustAccept(ACCEPT_MEMBERSHIP),
    kvkk: mustAccept(ACCEPT_KVKK),
    marketing: ticked.optional().default(false),
  })
  // Runs even when other fields are wrong, so every message shows at once.
  .refine((f) => f.password === f.passwordRepeat, { path: ["passwordRepeat"], error: PASSWORD_REPEAT_MISMATCH, when: () => true });

export type RegistrationForm = z.infer<typeof registrationSchema>;
export type RegistrationField = keyof z.input<typeof registrationSchema>;
