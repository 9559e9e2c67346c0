/**
 * The registration form (/kullanici/kayit), one schema for the page and the server (spec section
 * 5). Marketing consent is optional and separate from the two required agreements. The page sends
 * `firstname` and `lastname`; a call may use the spec's `name` and `surname` instead (section 3:
 * 'Member registration: name, surname, …'): registrationInput reads either.
 */
import { isTicked } from "#app/lib/ticked";
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

const ticked = z.preprocess(isTicked, z.boolean());

export const GENDERS = { K: "Kadın", E: "Erkek" } as const;

export const registrationSchema = z
  .object({
    firstname: letterName(2, FIRSTNAME_RULE),
    lastname: letterName(2, LASTNAME_RULE),
    phone: mobilePhone(),
    email: email(),
    password: password(),
    passwordRepeat: z.string({ error: PASSWORD_REPEAT_MISMATCH }),
    gender: z.preprocess(
      (v) => (v === "" || v === undefined || v === null ? undefined : v),
      z.enum(["K", "E"], { error: CHOOSE_GENDER }).optional(),
    ),
    membership: mustAccept(ACCEPT_MEMBERSHIP),
    kvkk: mustAccept(ACCEPT_KVKK),
    // Commercial messages, asked per channel and unticked (İYS): SMS and e-mail each. `marketing`
    // (both at once) is still read from a form sent as before.
    marketingSms: ticked.optional().default(false),
    marketingEmail: ticked.optional().default(false),
    marketing: ticked.optional().default(false),
  })
  // Runs even when other fields are wrong, so every message shows at once.
  .refine((f) => f.password === f.passwordRepeat, { path: ["passwordRepeat"], error: PASSWORD_REPEAT_MISMATCH, when: () => true });

export type RegistrationForm = z.infer<typeof registrationSchema>;
export type RegistrationField = keyof z.input<typeof registrationSchema>;

/** The spec's names for the two name fields (section 3), and the page's field each stands for. */
const SPEC_NAMES = { name: "firstname", surname: "lastname" } as const;

/**
 * The body as the schema reads it: `name` and `surname` stand for `firstname` and `lastname` when
 * those are not sent. `fieldOf` gives the name the caller used for a field, so messages come back
 * under the field that was sent.
 */
export function registrationInput(body: Record<string, unknown>): { input: Record<string, unknown>; fieldOf: (field: string) => string } {
  const input = { ...body };
  const used = new Map<string, string>();
  for (const [specName, field] of Object.entries(SPEC_NAMES)) {
    if (body[field] !== undefined || body[specName] === undefined) continue;
    input[field] = body[specName];
    used.set(field, specName);
  }
  return { input, fieldOf: (field) => used.get(field) ?? field };
}
