/**
 * POST /send-app-link (spec sections 2, 5, 7): phoneNumber required → an SMS with the app link
 * and the sales-consent opt-out. 3 an hour per phone, 10 an hour per address.
 * A solved captcha (`altcha`) too: it sends an SMS to any number typed (spec: captcha before SMS).
 * → {success, message} (and reason, errors when refused). The shoppers' form is on the help page
 * (/kullanici/yardim#uygulama, components/account/app-link-form.tsx).
 */
import type { Route } from "./+types/send-app-link";
import { appLinkSchema } from "#app/domain/accounts/app-link.schema";
import { sendAppLink } from "#app/domain/accounts/app-link.server";
import { captchaOf, spendCaptcha } from "#app/domain/captcha/captcha.server";
import { fail, invalid, methodNotAllowed, ok, readBody, validate, METHOD_NOT_ALLOWED } from "#app/lib/api.server";
import { publicOrigin } from "#app/lib/public-url.server";

export function loader() {
  return methodNotAllowed(METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(METHOD_NOT_ALLOWED);
  const body = await readBody(request);
  const v = validate(appLinkSchema, { phoneNumber: body.phoneNumber ?? body.phone ?? "" });
  if (!v.ok) return invalid(v);
  const captcha = await spendCaptcha(context.db, captchaOf(body));
  if (!captcha.ok) return fail(captcha.reason, captcha.status);
  const result = await sendAppLink(context.db, { phone: v.data.phoneNumber, ip: context.ip, origin: publicOrigin() });
  return result.ok ? ok({ message: result.message }) : fail(result.message, 429);
}
