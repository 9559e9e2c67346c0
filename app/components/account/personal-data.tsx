/**
 * Kişisel Verilerim (KVKK 6698 art. 11): what the shop holds about the member, section by section
 * as the JSON download holds it (every field with its Turkish name), the download link, and
 * 'Hesabımı Sil' in two steps (an SMS code to the verified phone, then the code), with what the
 * erasure keeps and why. Plain forms: they work without JavaScript.
 */
import { Form, href, Link, useNavigation } from "react-router";
import type { MemberData } from "#app/domain/members/member-data.server";
import { ERASURE_DONE } from "#app/domain/members/erasure-keeps";
import { CODE_LENGTH } from "#app/domain/accounts/verification-codes.messages";
import { TR_DATE_TIME } from "#app/lib/dates";
import { formatMoney } from "#app/lib/money";
import { formatPhone } from "#app/lib/phone";

type Keeps = readonly { what: string; why: string }[];
export type ErasureAnswer =
  | { ok: false; step: "ask" | "code"; message: string }
  | { ok: true; step: "code"; message: string; phone: string; remainingSeconds: number }
  | undefined;

/** The Turkish name of each field of the data (the JSON file keeps the English keys). */
const FIELD_LABELS: Record<string, string> = {
  firstname: "Ad",
  lastname: "Soyad",
  email: "E-posta",
  phone: "Telefon",
  gender: "Cinsiyet",
  emailVerifiedAt: "E-posta doğrulandı",
  phoneVerifiedAt: "Telefon doğrulandı",
  jokerPoints: "Joker puan",
  rewardCampaign: "Ödül kampanyası",
  memberSince: "Üyelik tarihi",
  title: "Adres başlığı",
  personName: "Ad soyad",
  city: "İl",
  district: "İlçe",
  town: "Mahalle",
  address: "Adres",
  billingType: "Fatura türü",
  identityNumber: "T.C. Kimlik No",
  company: "Firma",
  taxOffice: "Vergi dairesi",
  taxNumber: "Vergi no",
  createdAt: "Tarih",
  deletedAt: "Silindi",
  name: "Ad",
  birthDate: "Doğum tarihi",
  orderNumber: "Sipariş no",
  status: "Durum",
  payment: "Ödeme",
  totalKurus: "Toplam",
  shipmentPriceKurus: "Kargo",
  totalDiscountKurus: "İndirim",
  jokerPointsUsed: "Kullanılan puan",
  jokerPointsEarned: "Kazanılan puan",
  deliveryAddress: "Teslimat adresi",
  billingAddress: "Fatura adresi",
  giftNote: "Hediye notu",
  lines: "Ürünler",
  sku: "Ürün kodu",
  attributes: "Seçenek",
  quantity: "Adet",
  unitPriceKurus: "Birim fiyat",
  totalPriceKurus: "Tutar",
  returnQuantity: "İade adedi",
  kind: "Tür",
  granted: "Onay",
  source: "Nereden",
  textVersion: "Metin sürümü",
  ip: "IP adresi",
  channel: "Kanal",
  to: "Alıcı",
  subject: "Konu",
  state: "Gönderim durumu",
  sentAt: "Gönderildi",
  product: "Ürün",
  rating: "Puan",
  body: "Yorum",
  showName: "Adım görünsün",
  type: "Alarm türü",
  notifiedAt: "Son bildirim",
  expireDate: "Son tarih",
  items: "Ürünler",
  purchased: "Alınan",
  last4: "Son 4 hane",
  bank: "Banka",
  family: "Kart ailesi",
  weekInterval: "Kaç haftada bir",
  nextSendDate: "Sonraki gönderim",
  newsletterConsent: "Bülten izni",
  agreementAcceptedAt: "Sözleşme onayı",
  message: "Mesaj",
  answer: "Yanıt",
  answeredAt: "Yanıt tarihi",
  signedInAt: "Giriş",
  validUntil: "Geçerlilik sonu",
  failures: "Hatalı deneme",
  lastFailureAt: "Son hatalı deneme",
  lockedUntil: "Kilit bitişi",
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

function Value({ name, value }: { name: string; value: unknown }) {
  if (value === null || value === undefined || value === "") return <>—</>;
  if (typeof value === "boolean") return <>{value ? "Evet" : "Hayır"}</>;
  if (typeof value === "number") return <>{name.endsWith("Kurus") ? formatMoney(value) : value}</>;
  if (typeof value === "string" && name === "phone") return <>{formatPhone(value)}</>;
  if (typeof value === "string") return <>{ISO_TIME.test(value) ? TR_DATE_TIME.format(new Date(value)) : value}</>;
  if (Array.isArray(value)) return <Rows rows={value as Record<string, unknown>[]} nested />;
  // An address as the order keeps it: its parts in one line.
  return (
    <>
      {Object.values(value as Record<string, unknown>)
        .filter((v) => typeof v === "string" && v)
        .join(", ")}
    </>
  );
}

function Fields({ row }: { row: Record<string, unknown> }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {Object.entries(row).map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-bold text-slate-600">{FIELD_LABELS[name] ?? name}</dt>
          <dd className="min-w-0 break-words text-ink">
            <Value name={name} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Rows({ rows, nested = false }: { rows: readonly Record<string, unknown>[]; nested?: boolean }) {
  if (rows.length === 0) return <p className="text-sm text-slate-500">Kayıt yok.</p>;
  return (
    <ul className={`grid gap-2 ${nested ? "mt-1" : ""}`}>
      {rows.map((row, i) => (
        <li key={i} className={`rounded-xl border border-slate-100 p-3 ${nested ? "bg-slate-50" : "bg-white"}`}>
          <Fields row={row} />
        </li>
      ))}
    </ul>
  );
}

/** One list within a section, under its own heading. */
function Part({ title, rows }: { title: string; rows: readonly Record<string, unknown>[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-black text-ink">{title}</h3>
      <Rows rows={rows} />
    </div>
  );
}

function Section({
  id,
  title,
  count,
  open = false,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  open?: boolean;
  children: React.ReactNode;
}) {
  return (
    <details id={id} open={open} className="rounded-2xl border border-slate-200 bg-white p-4 open:pb-5">
      <summary className="cursor-pointer text-base font-black text-ink">
        {title}
        {count !== undefined && <span className="ml-2 text-sm font-bold text-slate-500">({count})</span>}
      </summary>
      <div className="mt-3 grid gap-3">{children}</div>
    </details>
  );
}

function Keeps({ keeps }: { keeps: Keeps }) {
  return (
    <ul className="mt-2 grid gap-2 text-sm">
      {keeps.map((k) => (
        <li key={k.what} className="rounded-xl bg-slate-50 p-3">
          <p className="font-bold text-ink">{k.what}</p>
          <p className="mt-0.5 text-slate-700">{k.why}</p>
        </li>
      ))}
    </ul>
  );
}

export function PersonalData({ held, keeps, answer }: { held: MemberData; keeps: Keeps; answer: ErasureAnswer }) {
  const busy = useNavigation().state !== "idle";
  const lists = held.lists;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="verileriniz" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="verileriniz" className="text-lg font-black text-ink">
          Hakkınızda tuttuğumuz veriler
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          6698 sayılı KVKK'nın 11. maddesi uyarınca hesabınızla ilgili sakladığımız tüm bilgiler aşağıdadır. Aynı bilgileri makinece
          okunabilir bir dosya (JSON) olarak indirebilirsiniz. Ne kadar süre sakladığımızı{" "}
          <Link to={href("/sozlesmeler/:slug", { slug: "kvkk-aydinlatma-metni" })} className="font-bold text-brand-700 underline">
            KVKK Aydınlatma Metni
          </Link>
          'nde bulabilirsiniz.
        </p>
        <a href={href("/kullanici/kisisel-verilerim/indir")} download className="btn-primary mt-4 inline-flex">
          Verilerimi İndir (JSON)
        </a>
      </section>

      <div className="grid gap-3">
        <Section id="profil" title="Üyelik bilgileri" open>
          <Fields row={held.profile} />
        </Section>
        {(
          [
            ["adresler", "Adresler", held.addresses],
            ["cocuklar", "Çocuklar", [...held.children, ...held.expectedBaby]],
            ["siparisler", "Siparişler", held.orders],
            ["izinler", "İzinler (e-posta, SMS, sözleşmeler)", held.consents],
            ["mesajlar", "Size gönderilen mesajlar", held.messages],
            ["yorumlar", "Yorumlar", held.comments],
          ] as const
        ).map(([id, title, rows]) => (
          <Section key={id} id={id} title={title} count={rows.length}>
            <Rows rows={rows as readonly Record<string, unknown>[]} />
          </Section>
        ))}
        <Section
          id="listeler"
          title="Listeler (favoriler, alarmlar, karşılaştırmalar, hediye listeleri)"
          count={lists.favourites.length + lists.alerts.length + lists.comparisons.length + lists.giftLists.length}
        >
          <Part title="Favoriler" rows={lists.favourites} />
          <Part title="Alarmlar" rows={lists.alerts} />
          <Part title="Karşılaştırmalar" rows={lists.comparisons} />
          <Part title="Hediye listeleri" rows={lists.giftLists} />
        </Section>
        <Section id="diger" title="Kayıtlı kartlar, abonelikler, Aile Kulübü, iletişim mesajları">
          <Part title="Kayıtlı kartlar" rows={held.savedCards} />
          <Part title="Abonelikler" rows={held.subscriptions} />
          <Part title="Aile Kulübü" rows={held.club} />
          <Part title="İletişim mesajları" rows={held.contactMessages} />
        </Section>
        <Section id="girisler" title="Girişler" count={held.logins.sessions.length}>
          <Part title="Oturumlar" rows={held.logins.sessions} />
          <Part title="Hatalı giriş denemeleri" rows={held.logins.failures} />
        </Section>
      </div>

      <section aria-labelledby="hesap-silme" className="rounded-2xl border border-red-200 bg-white p-5">
        <h2 id="hesap-silme" className="text-lg font-black text-ink">
          Hesabımı Sil
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Hesabınızı sildiğinizde üyelik bilgileriniz, adresleriniz, çocuk bilgileriniz, listeleriniz, kayıtlı kartlarınız ve oturumlarınız
          kalıcı olarak silinir; bu işlem geri alınamaz. Yasa gereği saklamamız gerekenler:
        </p>
        <Keeps keeps={keeps} />
        {answer?.message && (
          <p
            role={answer.ok ? "status" : "alert"}
            className={`mt-4 rounded-lg p-3 text-sm font-bold ${answer.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
          >
            {answer.message}
            {answer.ok && ` (${answer.phone})`}
          </p>
        )}
        {answer?.step === "code" ? (
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="sil" />
            <label className="grid gap-1 text-sm font-bold text-ink">
              SMS ile gelen onay kodu
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern={`\\d{${CODE_LENGTH}}`}
                maxLength={CODE_LENGTH}
                required
                className="w-36 rounded-lg border border-slate-300 px-3 py-2 text-lg tracking-widest"
              />
            </label>
            <button
              type="submit"
              disabled={busy}
              className="rounded-full bg-red-700 px-5 py-2.5 text-sm font-bold text-white hover:bg-red-800"
            >
              Hesabımı Kalıcı Olarak Sil
            </button>
          </Form>
        ) : (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="kod-gonder" />
            <button
              type="submit"
              disabled={busy}
              className="rounded-full bg-red-700 px-5 py-2.5 text-sm font-bold text-white hover:bg-red-800"
            >
              Hesabımı Sil
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}

/** After the erasure: the account is gone, and what the law keeps, and why. */
export function ErasedAccount({ keeps }: { keeps: Keeps }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-black text-ink">Hesabınız silindi</h1>
      <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-sm font-bold text-green-800">
        {ERASURE_DONE}
      </p>
      <Keeps keeps={keeps} />
      <Link to={href("/")} className="btn-secondary mt-6 inline-flex">
        Ana sayfaya dön
      </Link>
    </div>
  );
}
