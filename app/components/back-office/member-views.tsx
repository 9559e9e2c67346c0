/**
 * /yonetim/uyeler's parts: the search form and the result rows; a member's page: the profile, the
 * block / unblock forms, the orders (each linked to /yonetim/siparisler/{orderNumber}), the
 * consents and the KVKK erasure's two steps (a link to the warning, then the form that asks for
 * the member's e-mail again). Plain forms checked with the server's schemas (checked-form.tsx).
 */
import { Form, href, Link } from "react-router";
import type { MemberConsentRow, MemberDetail, MemberListItem, MemberOrderRow } from "#app/domain/members/members.server";
import { BLOCK_REASON_MAX, blockSchema, eraseSchema, memberSearchSchema } from "#app/domain/members/members.schema";
import { formatMoney } from "#app/lib/money";
import { formatPhone } from "#app/lib/phone";
import type { ReactNode } from "react";
import { BackOfficeCard, DetailRow } from "./back-office-frame";
import { Badge, CheckedForm, TextField } from "./checked-form";

/**
 * The consents to commercial messages as a file for İYS (/yonetim/uyeler/iys-izinleri): a day
 * range, both ends optional. A plain form: the browser downloads the file.
 */
export function IysExportCard() {
  return (
    <BackOfficeCard className="mb-6">
      <form method="get" action={href("/yonetim/uyeler/iys-izinleri")} aria-label="İYS için ileti izinleri" className="grid gap-3">
        <div>
          <h2 className="text-base font-extrabold text-ink">İYS için ileti izinleri</h2>
          <p className="text-sm text-slate-600">
            SMS ve e-posta izinlerinin verilişleri ve geri alınışları, İYS&apos;nin alanlarıyla (JSON). Tarih vermezseniz tümü iner.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div>
            <TextField id="iys-baslangic" name="baslangic" type="date" label="Başlangıç" />
          </div>
          <div>
            <TextField id="iys-bitis" name="bitis" type="date" label="Bitiş" />
          </div>
          <button type="submit" className="btn-secondary h-11 px-6">
            İzinleri İndir
          </button>
        </div>
      </form>
    </BackOfficeCard>
  );
}

export function MemberSearchForm({ query, error }: { query: string; error: string }) {
  return (
    <CheckedForm
      schema={memberSearchSchema}
      errors={error ? { q: error } : {}}
      method="get"
      label="Üye ara"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      {(errors) => (
        <>
          <div className="flex-1">
            <TextField
              id="uye-ara"
              name="q"
              type="search"
              label="Ad soyad, e-posta ya da telefon"
              defaultValue={query}
              maxLength={100}
              error={errors.q}
            />
          </div>
          <button type="submit" className="btn-primary h-11 px-6 sm:mt-5">
            Ara
          </button>
        </>
      )}
    </CheckedForm>
  );
}

export function MemberStateBadges({ blocked, erased }: { blocked: boolean; erased: boolean }) {
  return (
    <>
      {erased && <Badge tone="grey">Silinmiş</Badge>}
      {blocked && <Badge tone="red">Engelli</Badge>}
    </>
  );
}

export function MemberRows({ rows }: { rows: MemberListItem[] }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label="Üyeler">
      {rows.map((m) => (
        <li key={m.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link
              to={href("/yonetim/uyeler/:id", { id: String(m.id) })}
              className="font-extrabold break-words text-brand-700 hover:underline"
            >
              {m.name}
            </Link>
            <p className="flex flex-wrap gap-2">
              <MemberStateBadges blocked={m.blocked} erased={m.erased} />
            </p>
          </div>
          <p className="text-sm break-words text-slate-700">{m.email}</p>
          <p className="text-sm text-slate-700">{m.phone ? formatPhone(m.phone) : "Telefon yok"}</p>
          <p className="mt-1 text-xs text-slate-600">Üyelik: {m.createdText}</p>
        </li>
      ))}
    </ul>
  );
}

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <DetailRow term={term} wide>
    {children}
  </DetailRow>
);

const GENDERS: Record<string, string> = { female: "Kadın", male: "Erkek", kadin: "Kadın", erkek: "Erkek", k: "Kadın", e: "Erkek" };

export function MemberProfile({ member }: { member: MemberDetail }) {
  return (
    <dl>
      <Row term="Ad Soyad">
        {member.firstname} {member.lastname}
      </Row>
      <Row term="E-posta">{member.email}</Row>
      <Row term="Telefon">{member.phone ? formatPhone(member.phone) : "—"}</Row>
      <Row term="Cinsiyet">{member.gender ? (GENDERS[member.gender] ?? member.gender) : "—"}</Row>
      <Row term="Üyelik tarihi">{member.createdText}</Row>
      <Row term="E-posta doğrulandı">{member.emailVerifiedText ?? "Hayır"}</Row>
      <Row term="Telefon doğrulandı">{member.phoneVerifiedText ?? "Hayır"}</Row>
      <Row term="Joker Puan">{member.jokerPoints.toLocaleString("tr-TR")}</Row>
      <Row term="Aile kulübü">
        {member.club ? `Üye (${member.club.sinceText}), etkinlik duyuruları: ${member.club.newsletter ? "evet" : "hayır"}` : "Üye değil"}
      </Row>
      <Row term="Kayıtlı adres">{member.addressCount}</Row>
      <Row term="Yorum">{member.commentCount}</Row>
      {member.erasedText && <Row term="Kişisel veriler silindi">{member.erasedText}</Row>}
    </dl>
  );
}

export function BlockForms({
  member,
  errors,
  values,
  busy,
}: {
  member: MemberDetail;
  errors: Record<string, string>;
  values: Record<string, string>;
  busy: boolean;
}) {
  if (member.blocked) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink">
          <strong>Engellendi:</strong> {member.blocked.atText}
        </p>
        <p className="text-sm break-words whitespace-pre-wrap text-ink">
          <strong>Neden:</strong> {member.blocked.reason}
        </p>
        <Form method="post" aria-label="Engeli kaldır">
          <input type="hidden" name="intent" value="unblock" />
          <button type="submit" className="btn-secondary h-11 px-5" disabled={busy}>
            Engeli Kaldır
          </button>
        </Form>
      </div>
    );
  }
  return (
    <CheckedForm schema={blockSchema} errors={errors} label="Üyeyi engelle" className="flex flex-col gap-3">
      {(shown) => (
        <>
          <input type="hidden" name="intent" value="block" />
          <TextField
            id="engel-nedeni"
            name="reason"
            label="Engelleme nedeni"
            rows={3}
            maxLength={BLOCK_REASON_MAX}
            defaultValue={values.reason}
            error={shown.reason}
            hint="Engellenen üye e-posta, telefon ya da SMS koduyla giriş yapamaz, şifre yenileyemez; açık oturumları hemen kapanır."
          />
          <div>
            <button type="submit" className="btn-primary h-11 px-5" disabled={busy}>
              Üyeyi Engelle
            </button>
          </div>
        </>
      )}
    </CheckedForm>
  );
}

export function MemberOrders({ orders, total }: { orders: MemberOrderRow[]; total: number }) {
  if (orders.length === 0) return <p className="text-sm text-slate-700">Siparişi yok.</p>;
  const orderLink = (o: MemberOrderRow) => (
    <Link
      to={href("/yonetim/siparisler/:orderNumber", { orderNumber: encodeURIComponent(o.orderNumber) })}
      className="font-bold text-brand-700 hover:underline"
    >
      {o.orderNumber}
    </Link>
  );
  const status = (o: MemberOrderRow) => (o.isOffline && o.storeName ? `${o.statusLabel} (${o.storeName})` : o.statusLabel);
  return (
    <>
      {/* Phone width: one card per order; wider: the table. */}
      <ul className="flex flex-col gap-2 md:hidden" aria-label="Siparişler">
        {orders.map((o) => (
          <li key={o.orderNumber} className="rounded-xl border border-slate-100 p-3 text-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              {orderLink(o)}
              <span className="font-bold whitespace-nowrap text-ink">{formatMoney(o.totalKurus)}</span>
            </p>
            <p className="text-slate-700">{o.dateText}</p>
            <p className="text-ink">
              {status(o)} · {o.paymentLabel}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Üyenin siparişleri, en yenisi üstte</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3">
                Sipariş No
              </th>
              <th scope="col" className="py-2 pr-3">
                Tarih
              </th>
              <th scope="col" className="py-2 pr-3">
                Durum
              </th>
              <th scope="col" className="py-2 pr-3">
                Ödeme
              </th>
              <th scope="col" className="py-2 text-right">
                Tutar
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.orderNumber} className="border-b border-slate-100">
                <td className="py-2 pr-3">{orderLink(o)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{o.dateText}</td>
                <td className="py-2 pr-3">{status(o)}</td>
                <td className="py-2 pr-3">{o.paymentLabel}</td>
                <td className="py-2 text-right whitespace-nowrap">{formatMoney(o.totalKurus)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > orders.length && (
        <p className="mt-2 text-xs text-slate-600">
          En yeni {orders.length} sipariş gösteriliyor; toplam {total}.
        </p>
      )}
    </>
  );
}

export function MemberConsents({ consents }: { consents: MemberConsentRow[] }) {
  if (consents.length === 0) return <p className="text-sm text-slate-700">Kayıtlı onay yok.</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm" aria-label="Onaylar">
      {consents.map((c, i) => (
        <li key={i} className="flex flex-wrap items-center gap-2 border-b border-slate-100 pb-2">
          <span className="font-bold text-ink">{c.kindLabel}</span>
          <Badge tone={c.granted ? "green" : "grey"}>{c.granted ? "Verdi" : "Vermedi / geri aldı"}</Badge>
          <span className="text-slate-600">
            {c.dateText} · {c.source}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The KVKK erasure: step 1 a link to the warning, step 2 the form that asks for the e-mail again. */
export function ErasureBox({
  member,
  confirming,
  errors,
  busy,
}: {
  member: MemberDetail;
  confirming: boolean;
  errors: Record<string, string>;
  busy: boolean;
}) {
  if (member.erasedText)
    return (
      <p className="text-sm text-slate-700">
        Bu üyenin kişisel verileri {member.erasedText} tarihinde silindi. Siparişleri ve faturaları yasal süre boyunca saklanır.
      </p>
    );
  if (!confirming) {
    return (
      <>
        <p className="mb-3 text-sm text-slate-700">
          Üye, KVKK kapsamında kişisel verilerinin silinmesini istediyse kullanın. Geri alınamaz.
        </p>
        <Link to="?silme=onay#kvkk" className="btn-secondary inline-flex h-11 items-center px-5">
          Kişisel Verileri Sil…
        </Link>
      </>
    );
  }
  return (
    <div className="rounded-xl border-2 border-red-300 bg-red-50/60 p-4">
      <h3 className="text-base font-extrabold text-red-800">Emin misiniz? Bu işlem geri alınamaz.</h3>
      <ul className="mt-2 list-disc pl-5 text-sm text-ink">
        <li>
          Ad, e-posta, telefon, şifre, adresler, çocuk ve bebek bilgileri, favoriler, alarmlar, karşılaştırmalar, hediye listeleri, kayıtlı
          kartlar, sepetler, kulüp üyeliği ve mesajları silinir; oturumları kapanır, abonelikleri iptal edilir.
        </li>
        <li>Yorumları “Anonim” olarak kalır. Onay kayıtları kişiyi göstermeden saklanır.</li>
        <li>Siparişleri, faturaları ve siparişteki adres bilgileri vergi mevzuatı gereği 10 yıl saklanır.</li>
        <li>Üye bu e-postayla yeniden üye olabilir.</li>
      </ul>
      <CheckedForm schema={eraseSchema} errors={errors} label="Kişisel verileri sil" className="mt-4 flex flex-col gap-3">
        {(shown) => (
          <>
            <input type="hidden" name="intent" value="erase" />
            <TextField
              id="silme-onay"
              name="confirmEmail"
              type="email"
              label={`Onaylamak için üyenin e-posta adresini yazın (${member.email})`}
              error={shown.confirmEmail}
              maxLength={320}
            />
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                className="h-11 rounded-xl bg-red-700 px-5 font-bold text-white hover:bg-red-800 disabled:opacity-60"
                disabled={busy}
              >
                Kalıcı Olarak Sil
              </button>
              <Link to="?" className="btn-secondary inline-flex h-11 items-center px-5">
                Vazgeç
              </Link>
            </div>
          </>
        )}
      </CheckedForm>
    </div>
  );
}
