/**
 * /bize-ulasin: the contact page (spec sections 2, 3, 5). `#orderNu={orderhash}` fills in the
 * order number on the page (components/contact/use-order-number-from-hash.ts). A signed-in
 * member's first name, e-mail and phone are filled in from the profile. The page is indexed.
 *
 * POST /bize-ulasin, form-encoded (the page without JavaScript) or JSON (Accept: application/json
 * → {success, reason, message, errors, values, reference}): checked with the form's schema (the
 * spec's messages, 422), limited per e-mail and per address (429), stored and acknowledged by
 * e-mail (domain/contact). Never cached.
 */
import { data, href } from "react-router";
import type { Route } from "./+types/bize-ulasin";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { ContactForm, type ContactAnswer } from "#app/components/contact/contact-form";
import { CustomerServiceCard } from "#app/components/contact/customer-service-card";
import { contactSchema, contactValues } from "#app/domain/contact/contact.schema";
import { contactPrefill, sendContactMessage } from "#app/domain/contact/contact.server";
import { CUSTOMER_SERVICE } from "#app/domain/contact/customer-service";
import { canonicalUrl, seoMeta } from "#app/domain/seo";
import { readBody, validate } from "#app/lib/api.server";
import { publicOrigin } from "#app/lib/public-url.server";

const DESCRIPTION =
  "Minik Dünya müşteri hizmetlerine sipariş, iade, kargo, ödeme ve ürünlerle ilgili sorularınızı iletin; size en kısa sürede dönüş yapalım.";

export const meta: Route.MetaFunction = ({ data: page }) =>
  seoMeta({ title: "Bize Ulaşın", description: DESCRIPTION, url: page?.canonical });

export async function loader({ context }: Route.LoaderArgs) {
  const userId = await context.session.userId();
  const prefill = userId == null ? null : await contactPrefill(context.db, userId);
  return { prefill, signedIn: prefill != null, canonical: canonicalUrl(href("/bize-ulasin"), publicOrigin()) };
}

const answer = (body: ContactAnswer, status = 200) => data(body, { status, headers: { "Cache-Control": "no-store" } });

/** The page answering a post (no JavaScript) carries the action's no-store too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const values = contactValues(await readBody(request));
  const v = validate(contactSchema, values);
  if (!v.ok) return answer({ success: false, reason: v.reason, message: v.reason, errors: v.errors, values }, 422);
  const outcome = await sendContactMessage(context.db, { form: v.data, userId: await context.session.userId(), ip: context.ip });
  if (!outcome.ok) return answer({ success: false, reason: outcome.reason, message: outcome.reason, errors: {}, values }, outcome.status);
  return answer({
    success: true,
    reason: "",
    message: outcome.message,
    errors: {},
    values: { ...values, email: v.data.email },
    reference: outcome.reference,
  });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumbs items={[{ label: "Bize Ulaşın" }]} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8">
        <section aria-labelledby="bize-ulasin-baslik" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">
          <h1 id="bize-ulasin-baslik" className="text-2xl font-black text-ink md:text-3xl">
            Bize Ulaşın
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Siparişiniz, iade ve değişim, kargo ya da ürünlerimizle ilgili her sorunuz için formu doldurun; müşteri hizmetlerimiz size
            e-posta ile dönüş yapsın. Dilerseniz bizi{" "}
            <a href={CUSTOMER_SERVICE.phoneHref} className="font-bold whitespace-nowrap text-brand-700 underline underline-offset-2">
              {CUSTOMER_SERVICE.phone}
            </a>{" "}
            numarasından arayabilirsiniz.
          </p>
          <div className="mt-6">
            <ContactForm prefill={loaderData.prefill} signedIn={loaderData.signedIn} answer={actionData} />
          </div>
        </section>
        <CustomerServiceCard />
      </div>
    </div>
  );
}
