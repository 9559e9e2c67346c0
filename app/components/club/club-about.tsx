/** The 'Kulüp Hakkında' tab: what the parents' club is, how joining an event works, questions. */
import { href, Link } from "react-router";
import { MAX_CHILDREN, NEWSLETTER_LABEL } from "#app/domain/club/club.schema";

const STEPS = [
  { title: "Ücretsiz üye olun", text: "Kendi bilgilerinizi ve çocuklarınızın adını, doğum tarihini girin; üyeliğiniz hemen başlasın." },
  {
    title: "Etkinliğinizi seçin",
    text: "Mağazalarımızdaki atölye, masal saati ve uzman söyleşilerinden birine 'Katıl' ile yerinizi ayırın.",
  },
  { title: "Bir gün önce hatırlatalım", text: "Kaydolduğunuz etkinliği, başlamadan bir gün önce cep telefonunuza SMS ile hatırlatırız." },
];

const QUESTIONS = [
  {
    q: "Aile Kulübü üyeliği ücretli mi?",
    a: "Hayır. Aile Kulübü üyeliği ve kulüp etkinlikleri ücretsizdir; üyelik, alışveriş yapma zorunluluğu getirmez.",
  },
  {
    q: "Etkinliklere nasıl katılırım?",
    a: "Etkinlikler sekmesinde dilediğiniz etkinliğin 'Katıl' düğmesine basın. Kayıt için Minik Dünya hesabınızla giriş yapmış olmanız gerekir; her etkinliğe bir kez kaydolabilirsiniz.",
  },
  {
    q: "Kaç çocuğumu ekleyebilirim?",
    a: `En fazla ${MAX_CHILDREN} çocuk ekleyebilirsiniz. 'Çocuk Ekle' ile yeni bir alan açılır; boş bıraktığınız ek alanlar dikkate alınmaz.`,
  },
  {
    q: "Kontenjan dolarsa ne olur?",
    a: "Her etkinliğin sınırlı bir kontenjanı vardır. Kontenjan dolduğunda kayıt alınmaz; yeni etkinlikler için sayfamızı takip edebilirsiniz.",
  },
  {
    q: "Kampanyalardan nasıl haberdar olurum?",
    a: `Üyelik formundaki '${NEWSLETTER_LABEL}' seçeneğini işaretlerseniz etkinlik, indirim ve kampanyalarımızı SMS ve e-posta ile size iletiriz. Bu izni dilediğiniz zaman geri alabilirsiniz.`,
  },
];

export function ClubAbout() {
  return (
    <div className="grid gap-8">
      <p className="max-w-3xl text-[15px] leading-relaxed text-slate-700 md:text-base">
        Minik Dünya Aile Kulübü, bebeğinizin ilk gününden okul çağına kadar ebeveynlerin yanında olan ücretsiz bir topluluktur.
        Mağazalarımızda düzenlediğimiz atölyelerde çocuklar eğlenirken öğrenir; ebeveynler uzmanlarımızdan bebek bakımı, uyku düzeni,
        beslenme ve ilk yardım gibi konularda bilgi alır.
      </p>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-base font-black text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-3 font-extrabold text-ink">{step.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
      <section aria-labelledby="kulup-sorular" className="max-w-3xl">
        <h3 id="kulup-sorular" className="text-lg font-black text-ink">
          Sıkça Sorulan Sorular
        </h3>
        <div className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {QUESTIONS.map(({ q, a }) => (
            <details key={q} className="group px-5 py-4">
              <summary className="cursor-pointer list-none font-bold text-ink marker:hidden">
                <span className="flex items-center justify-between gap-3">
                  {q}
                  <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{a}</p>
            </details>
          ))}
        </div>
        <p className="mt-4 text-sm text-slate-600">
          Üyeliğin koşulları{" "}
          <Link to={href("/aile-kulubu/uyelik-sozlesmesi")} className="font-bold text-brand-700 underline underline-offset-2">
            Aile Kulübü Üyelik Sözleşmesi
          </Link>
          &apos;nde yer alır.
        </p>
      </section>
    </div>
  );
}
