/**
 * The forms of /yonetim/yoneticiler (a new manager; a role change), one zod schema each with its
 * Turkish messages, for the page and the server alike. A store manager needs a store; any other
 * role has none (a store sent with it is dropped).
 */
import { z } from "zod";
import { email, fullName, mobilePhone, password } from "#app/lib/validation";
import { MANAGER_ROLES } from "#app/domain/permissions/permissions";

export const MANAGER_NAME_RULE = "Lütfen yöneticinin adını ve soyadını giriniz.";
export const ROLE_REQUIRED = "Lütfen bir rol seçiniz.";
export const STORE_REQUIRED = "Mağaza Ekibi için lütfen bir mağaza seçiniz.";
export const MANAGER_EMAIL_TAKEN = "Bu e-posta adresiyle kayıtlı bir yönetici zaten var.";
export const MANAGER_PHONE_TAKEN = "Bu telefon numarası başka bir yöneticiye kayıtlı.";
export const LAST_OWNER = "Etkin en az bir Mağaza Sahibi kalmalıdır.";
export const NOT_YOURSELF = "Kendi rolünüzü değiştiremez, kendinizi pasifleştiremezsiniz.";
export const MANAGER_NOT_FOUND = "Yönetici bulunamadı.";
export const MANAGER_CREATED = "Yönetici eklendi.";
export const ROLE_SAVED = "Rol kaydedildi.";
export const MANAGER_ACTIVATED = "Yönetici etkinleştirildi.";
export const MANAGER_DEACTIVATED = "Yönetici pasifleştirildi.";
export const PASSWORD_SET = "Yeni şifre kaydedildi; yöneticinin açık oturumları kapatıldı.";
export const NOT_OWN_PASSWORD = "Kendi şifrenizi buradan değiştiremezsiniz; başka bir Mağaza Sahibi değiştirebilir.";

const storeId = z.preprocess(
  (v) => (v === "" || v == null ? null : typeof v === "string" ? Number(v) : v),
  z.number().int().positive().nullable(),
);

/** Role and store together: the store only, and always, with the store role. */
const roleAndStore = { role: z.enum(MANAGER_ROLES, { error: ROLE_REQUIRED }), storeId };
type RoleAndStore = { role: (typeof MANAGER_ROLES)[number]; storeId: number | null };
const storeRule = <T extends RoleAndStore>(value: T, ctx: z.RefinementCtx) => {
  if (value.role === "store" && value.storeId == null) ctx.addIssue({ code: "custom", path: ["storeId"], message: STORE_REQUIRED });
};
const storeOnlyForStoreRole = <T extends RoleAndStore>(value: T): T => ({
  ...value,
  storeId: value.role === "store" ? value.storeId : null,
});

export const newManagerSchema = z
  .object({ email: email(), name: fullName(MANAGER_NAME_RULE), phone: mobilePhone(), password: password(), ...roleAndStore })
  .superRefine(storeRule)
  .transform(storeOnlyForStoreRole);
export type NewManager = z.infer<typeof newManagerSchema>;

/** A new password an owner sets for another manager (the shop's password rule). */
export const passwordResetSchema = z.object({ password: password() });

export const roleChangeSchema = z.object(roleAndStore).superRefine(storeRule).transform(storeOnlyForStoreRole);
export type RoleChange = z.infer<typeof roleChangeSchema>;
