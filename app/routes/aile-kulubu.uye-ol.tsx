/**
 * /aile-kulubu/uye-ol: the parents' club (spec sections 2, 4, 5): tabs 'Üye Ol',
 * 'Etkinlikler' (`?sekme=etkinlikler`), 'Kulüp Hakkında' (`?sekme=hakkinda`). A signed-in member's
 * name, e-mail and phone are filled in; a member who joined sees the welcome instead of the form.
 * `?katilim={alindi|zaten|dolu|gecmis|yok|giris}` is how the event registration call answers a
 * browser without JavaScript: the events tab with that outcome's message.
 *
 * POST /aile-kulubu/uye-ol, form-encoded (the page; children as `children[0].name` …) or JSON
 * (`children: [{name, gender, day, month, year}]`; Accept: application/json →
 * {success, reason, message, errors, values, warning?}):
 *   - checked with the form's schema (domain/club/club.schema.ts: the spec's messages, 422, errors
 *     by path such as `children.1.birth`, everything typed given back);
 *   - without the newsletter consent and without `continueWithoutConsent=1`: nothing is stored,
 *     {success: false, warning: true, reason: the warning} (200): the page asks first;
 *   - the e-mail already a member (409, nothing else said), the signed-in member already one (409),
 *     too many sign-ups from one address (429);
 *   - else the member is made, the consents recorded, a welcome e-mail sent:
 *     {success: true, message: 'Aile Kulübü üyeliğiniz oluşturuldu. Aramıza hoş geldiniz!'}.
 *   `islem=cocuk-ekle` (the no-JavaScript 'Çocuk Ekle') answers the form with one more child slot.
 * Never cached.
 */
import { data, href } from "react-router";
import type { Route } from "./+types/aile-kulubu.uye-ol";
import { ClubPage } from "#app/components/club/club-page";
import type { ClubAnswer } from "#app/components/club/club-signup-form";
import { listUpcomingEvents } from "#app/domain/club/club-events.server";
import { isRegistrationOutcome, REGISTRATION_OUTCOMES } from "#app/domain/club/club-events";
import { clubPrefill, joinClub, memberIdOf } from "#app/domain/club/club-members.server";
import { isClubTab } from "#app/domain/club/club-tabs";
import {
  ADD_CHILD_INTENT,
  clubSignupSchema,
  clubValues,
  continuesWithoutConsent,
  MAX_CHILDREN,
  NEWSLETTER_WARNING,
} from "#app/domain/club/club.schema";
import { todayInTurkey } from "#app/lib/birth-date";
import { EMPTY_KID } from "#app/domain/family/kid.schema";
import { listCities } from "#app/domain/places/places.server";
import { canonicalUrl, seoMeta } from "#app/domain/seo";
import { methodNotAllowed, readBody, validate } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { GENERIC_ERROR } from "#app/lib/messages";
import { publicOrigin } from "#app/lib/public-url.server";

const DESCRIPTION =
  "Minik Dünya Aile Kulübü'ne ücretsiz üye olun: mağazalarımızdaki atölye, masal saati ve uzman söyleşilerine katılın, kampanyalardan ilk siz haberdar olun.";

export const meta: Route.MetaFunction = ({ data: page }) =>
  seoMeta({ title: "Aile Kulübü", description: DESCRIPTION, url: page?.canonical });

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = await context.session.userId();
  const query = new URL(request.url).searchParams;
  const outcome = query.get("katilim");
  const [cities, events, prefill, memberId] = await Promise.all([
    listCities(context.db),
    listUpcomingEvents(context.db, userId),
    userId == null ? null : clubPrefill(context.db, userId),
    userId == null ? null : memberIdOf(context.db, userId),
  ]);
  const sekme = query.get("sekme");
  return data(
    {
      cities,
      events,
      prefill,
      member: memberId != null,
      today: todayInTurkey(),
      tab: isRegistrationOutcome(outcome) ? ("etkinlikler" as const) : isClubTab(sekme) ? sekme : ("uye-ol" as const),
      notice: isRegistrationOutcome(outcome) ? { ok: outcome === "alindi", message: REGISTRATION_OUTCOMES[outcome] } : null,
      canonical: canonicalUrl(href("/aile-kulubu/uye-ol"), publicOrigin()),
    },
    { headers: NO_STORE },
  );
}

/** The page answering a post (no JavaScript) is never kept either. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

const answer = (body: ClubAnswer, status = 200) => data(body, { status, headers: NO_STORE });

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(GENERIC_ERROR);
  const body = await readBody(request);
  const values = clubValues(body);
  const refuse = (reason: string, status: number, extra: Partial<ClubAnswer> = {}) =>
    answer({ success: false, reason, message: reason, errors: {}, values, ...extra }, status);
  if (body[ADD_CHILD_INTENT.name] === ADD_CHILD_INTENT.value) {
    return refuse("", 200, { values: { ...values, children: [...values.children, { ...EMPTY_KID }].slice(0, MAX_CHILDREN) } });
  }
  const v = validate(clubSignupSchema, values);
  if (!v.ok) return refuse(v.reason, 422, { errors: v.errors });
  if (!v.data.newsletter && !continuesWithoutConsent(body)) return refuse(NEWSLETTER_WARNING, 200, { warning: true });
  const joined = await joinClub(context.db, {
    form: v.data,
    userId: await context.session.userId(),
    ip: context.ip,
    origin: publicOrigin(),
  });
  if (!joined.ok) return refuse(joined.reason, joined.status);
  return answer({ success: true, reason: "", message: joined.message, errors: {}, values: { ...values, email: v.data.email } });
}

/** The sign-up's answer; anything else an action gave (another method's 405) shows the page as it is. */
const isClubAnswer = (value: unknown): value is ClubAnswer =>
  value != null && typeof value === "object" && "values" in value && "errors" in value;

export default function ClubSignUp({ loaderData, actionData }: Route.ComponentProps) {
  return <ClubPage data={loaderData} answer={isClubAnswer(actionData) ? actionData : undefined} />;
}
