/**
 * The help collapsibles of /kullanici/yardim: native details/summary, readable without JavaScript.
 * Shipping, door fee and points answers name the owner's business values (/yonetim/ayarlar).
 */
import { href, Link } from "react-router";
import type { ReactNode } from "react";
import { pickupPointsLabel } from "#app/domain/rewards/pickup-points-label";
import type { ShopSettings } from "#app/domain/settings/shop-settings";
import { formatMoney } from "#app/lib/money";

type Question = { q: string; a: ReactNode };

const link = "font-bold text-brand-700 underline underline-offset-2";

/** What shipping costs, as the answer says it. */
function shippingAnswer({ freeShippingThresholdKurus: free, shippingKurus: fee }: ShopSettings): string {
  const cost =
    free === 0 || fee === 0
      ? "Tüm siparişlerde kargo ücretsizdir."
      : `${formatMoney(free)} ve üzeri siparişlerde kargo ücretsizdir. ${formatMoney(free)} altındaki siparişlerde kargo ücreti ${formatMoney(fee)}'dir.`;
  return `${cost} Siparişleriniz Yurtiçi, Aras, MNG veya PTT Kargo ile genellikle 1-3 iş günü içinde teslim edilir.`;
}

/** The pickup bonus, as the answers say it (nothing when there is none). */
const pickupSentence = (points: number) => (points > 0 ? ` Mağazadan teslim alınan siparişlerde ${pickupPointsLabel(points)} edilir.` : "");

/** Joker points earned, as the answer says it. */
function pointsAnswer({ pointsPer100Lira, pickupBonusPoints }: ShopSettings): string {
  const earned =
    pointsPer100Lira > 0
      ? `Üye olarak verdiğiniz siparişlerde her 100 TL'lik alışverişiniz ${pointsPer100Lira} Joker puan kazandırır; puanlar ödemeniz onaylandığında hesabınıza eklenir.`
      : "Süren Joker puan kampanyalarını Joker Puanlarım sayfasında bulabilirsiniz.";
  return `${earned}${pickupSentence(pickupBonusPoints)} Puanlarınızı ödeme adımında kullanabilirsiniz (1 puan = 1 TL).`;
}

export const helpQuestions = (settings: ShopSettings): Question[] => [
  {
    q: "Siparişimi nasıl takip edebilirim?",
    a: (
      <>
        Üye iseniz tüm siparişlerinizi ve kargo durumlarını{" "}
        <Link to={href("/kullanici/siparislerim")} className={link}>
          Siparişlerim
        </Link>{" "}
        sayfasından izleyebilirsiniz. Üye olmadan verdiğiniz siparişleri{" "}
        <Link to={href("/siparis-takip")} className={link}>
          Sipariş Takip
        </Link>{" "}
        sayfasında sipariş numaranız ve e-posta adresinizle sorgulayabilirsiniz.
      </>
    ),
  },
  {
    q: "Ürünü nasıl iade edebilirim?",
    a: "Teslim aldığınız tarihten itibaren 14 gün içinde cayma hakkınızı kullanabilirsiniz. Siparişlerim sayfasında siparişi açıp iade talebi oluşturun; ürünü kullanılmamış ve orijinal ambalajıyla anlaşmalı kargoya ücretsiz teslim edin. İade onaylandığında ödemeniz, ödeme yaptığınız yönteme en geç 14 gün içinde geri aktarılır.",
  },
  {
    q: "Kargo ücreti ne kadar, ne zaman ücretsiz?",
    a: shippingAnswer(settings),
  },
  {
    q: "Siparişimi mağazadan teslim alabilir miyim?",
    a: `Evet. Ödeme adımında 'Mağazadan Teslim Al' seçeneğini seçip size en yakın mağazamızı belirleyin. Ürünleriniz hazır olduğunda SMS ile haber veririz; kargo ücreti alınmaz.${pickupSentence(settings.pickupBonusPoints)}`,
  },
  {
    q: "Joker puan nasıl kazanırım, nasıl kullanırım?",
    a: pointsAnswer(settings),
  },
  {
    q: "Hangi ödeme yöntemlerini kullanabilirim, taksit yapılıyor mu?",
    a: `Kredi kartı ve banka kartı, kapıda ödeme (seçili kargo firmalarıyla${settings.podFeeKurus > 0 ? `, ${formatMoney(settings.podFeeKurus)} hizmet bedeliyle` : ""}), havale/EFT ve anında banka ödemesiyle ödeyebilirsiniz. Kredi kartlarında bankanıza göre 12 aya varan taksit seçenekleri ödeme sayfasında gösterilir. Kart bilgileriniz tarafımızda saklanmaz; tüm ödemeler 3D Secure ile korunur.`,
  },
  {
    q: "Üyelik bilgilerimi ve şifremi nasıl değiştiririm?",
    a: (
      <>
        Ad, soyad, e-posta ve cinsiyet bilgilerinizi{" "}
        <Link to={href("/kullanici/profil")} className={link}>
          Üyelik Bilgilerim
        </Link>
        , şifrenizi{" "}
        <Link to={href("/kullanici/sifre-degistir")} className={link}>
          Şifre Değiştir
        </Link>{" "}
        sayfasından güncelleyebilirsiniz. Şifrenizi unuttuysanız giriş sayfasındaki &apos;Şifremi Unuttum&apos; bağlantısını kullanın.
      </>
    ),
  },
  {
    q: "Kişisel verilerim nasıl korunuyor (KVKK)?",
    a: (
      <>
        Kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu&apos;na uygun olarak yalnızca siparişlerinizi ve üyeliğinizi
        yönetmek için işlenir. Ayrıntılar{" "}
        <Link to={href("/sozlesmeler/:slug", { slug: "kvkk-aydinlatma-metni" })} className={link}>
          KVKK Aydınlatma Metni
        </Link>
        &apos;nde yer alır.
      </>
    ),
  },
  {
    q: "Kampanya SMS ve e-postalarından nasıl çıkabilirim?",
    a: "Kampanya iletilerini yalnızca açık onayınızla göndeririz. İstemediğinizde SMS'lerdeki talimatla RET yazıp 3434'e göndererek ya da e-postalardaki bağlantıyla onayınızı dilediğiniz an geri alabilirsiniz.",
  },
];

export function HelpQuestions({ settings }: { settings: ShopSettings }) {
  return (
    <div className="grid gap-3">
      {helpQuestions(settings).map(({ q, a }) => (
        <details key={q} className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:border-brand-200">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-[15px] font-extrabold text-ink marker:hidden [&::-webkit-details-marker]:hidden">
            {q}
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-lg leading-none text-brand-700 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="px-5 pb-5 text-[15px] leading-relaxed text-slate-700">{a}</div>
        </details>
      ))}
    </div>
  );
}
