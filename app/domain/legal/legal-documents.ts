/**
 * The shop's legal texts (generic versions). The order-specific pre-information form and
 * distance sales contract shown at checkout are filled with the order's data; these pages show
 * the general terms.
 */
import { WITHDRAWAL_REFUND_TERMS } from "./withdrawal-terms";
import { RETENTION_TABLE } from "./retention-periods";

/** A table in a text: its column headings and rows of cells (the KVKK notice's retention periods). */
export type LegalTable = { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };
export type LegalSection = { heading: string; paragraphs: string[]; list?: string[]; table?: LegalTable };
export type LegalDocument = { slug: string; title: string; summary: string; updated: string; sections: LegalSection[] };

const SELLER = [
  'Unvan: Minik Dünya Bebek ve Çocuk Ürünleri Ticaret A.Ş. ("Minik Dünya")',
  "Adres: Minik Dünya Genel Müdürlüğü, İstanbul, Türkiye",
  "İletişim: Bize Ulaşın formu (/bize-ulasin) ve müşteri hizmetleri",
];

export const COOKIE_POLICY: LegalDocument = {
  slug: "cerezler",
  title: "Çerez Politikası",
  summary: "Sitemizde hangi çerezleri, hangi amaçlarla kullandığımızı ve tercihlerinizi nasıl yönetebileceğinizi açıklar.",
  updated: "1 Ocak 2025",
  sections: [
    {
      heading: "Çerez nedir?",
      paragraphs: [
        "Çerezler, bir internet sitesini ziyaret ettiğinizde tarayıcınız aracılığıyla cihazınıza kaydedilen küçük metin dosyalarıdır. Çerezler sayesinde site, tercihlerinizi hatırlar ve size daha iyi bir alışveriş deneyimi sunar.",
      ],
    },
    {
      heading: "Hangi çerezleri kullanıyoruz?",
      paragraphs: ["Minik Dünya internet sitesinde aşağıdaki çerez türleri kullanılmaktadır:"],
      list: [
        "Zorunlu çerezler: Oturumunuzun açık kalması, sepetinizin saklanması ve güvenli alışveriş için gereklidir; kapatılamaz.",
        "İşlevsel çerezler: Dil, çerez tercihi ve son gezdiğiniz ürünler gibi seçimlerinizi hatırlar.",
        "Performans ve analiz çerezleri: Sitenin nasıl kullanıldığını anonim olarak ölçerek hizmetimizi iyileştirmemize yardımcı olur.",
        "Pazarlama çerezleri: Yalnızca izin vermeniz hâlinde, ilgi alanlarınıza uygun kampanyaları göstermek için kullanılır.",
      ],
    },
    {
      heading: "Çerez tercihiniz",
      paragraphs: [
        "Siteye ilk girişinizde gösterilen çerez bildiriminde 'Tamam' veya 'Çerezleri kabul et' seçeneğini seçebilir ya da 'Reddet' ile zorunlu olmayan çerezleri reddedebilirsiniz. Tercihiniz cookieconsent_status adlı çerezde 365 gün saklanır.",
        "Tercihinizi dilediğiniz zaman sayfanın sol alt köşesindeki 'Çerez Tercihleri' düğmesiyle değiştirebilirsiniz. Ayrıca tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz; bu durumda sitenin bazı bölümleri beklendiği gibi çalışmayabilir.",
      ],
    },
    {
      heading: "Kişisel verileriniz",
      paragraphs: [
        "Çerezler aracılığıyla elde edilen kişisel veriler, 6698 sayılı Kişisel Verilerin Korunması Kanunu'na uygun olarak işlenir. Ayrıntılı bilgi için KVKK Aydınlatma Metni'ni inceleyebilirsiniz.",
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS: Record<string, LegalDocument> = {
  "uyelik-sozlesmesi": {
    slug: "uyelik-sozlesmesi",
    title: "Üyelik Sözleşmesi",
    summary: "Minik Dünya üyeliğinin koşullarını, tarafların hak ve yükümlülüklerini düzenler.",
    updated: "1 Ocak 2025",
    sections: [
      {
        heading: "1. Taraflar",
        paragraphs: [
          'Bu sözleşme, Minik Dünya ile internet sitesine üye olan kullanıcı ("Üye") arasında, üyelik formunun onaylanmasıyla elektronik ortamda kurulmuştur.',
        ],
        list: SELLER,
      },
      {
        heading: "2. Sözleşmenin konusu",
        paragraphs: [
          "Sözleşmenin konusu, Üye'nin Minik Dünya internet sitesindeki hizmetlerden yararlanma koşullarının ve tarafların hak ve yükümlülüklerinin belirlenmesidir.",
        ],
      },
      {
        heading: "3. Üye'nin hak ve yükümlülükleri",
        paragraphs: ["Üye, üyelik sırasında verdiği bilgilerin doğru ve güncel olduğunu kabul eder."],
        list: [
          "Üye, şifresini gizli tutmakla ve hesabı üzerinden yapılan işlemlerden sorumludur.",
          "Üye, siteyi hukuka ve genel ahlaka aykırı amaçlarla kullanmayacağını kabul eder.",
          "Üye, dilediği zaman üyeliğini sonlandırabilir ve ticari elektronik ileti iznini geri alabilir.",
        ],
      },
      {
        heading: "4. Minik Dünya'nın hak ve yükümlülükleri",
        paragraphs: [
          "Minik Dünya, sitede sunulan hizmetleri ve içerikleri önceden bildirmeksizin değiştirme hakkını saklı tutar. Üye'nin kişisel verileri KVKK Aydınlatma Metni'nde belirtilen amaçlarla ve mevzuata uygun olarak işlenir.",
        ],
      },
      {
        heading: "5. Yürürlük",
        paragraphs: [
          "Bu sözleşme, Üye'nin üyelik formunu onaylamasıyla yürürlüğe girer ve üyelik sona erene kadar geçerlidir. Uyuşmazlıklarda Türkiye Cumhuriyeti kanunları uygulanır.",
        ],
      },
    ],
  },
  "on-bilgilendirme-formu": {
    slug: "on-bilgilendirme-formu",
    title: "Ön Bilgilendirme Formu",
    summary:
      "6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca siparişten önce sunulan bilgiler.",
    updated: "30 Kasım 2026",
    sections: [
      { heading: "1. Satıcı bilgileri", paragraphs: [], list: SELLER },
      {
        heading: "2. Ürün ve ödeme bilgileri",
        paragraphs: [
          "Sipariş edilen ürünlerin temel nitelikleri, adedi, KDV dahil satış fiyatı, kargo ücreti ve ödeme şekli sipariş özetinde yer alır ve ödeme adımında bu formun siparişe özel kopyası gösterilir.",
          "Tüm fiyatlara KDV dahildir. Kampanyalı fiyatlar kampanya süresince geçerlidir.",
        ],
      },
      {
        heading: "3. Teslimat",
        paragraphs: [
          "Ürünler, sipariş onayından itibaren en geç 30 gün içinde alıcının bildirdiği adrese kargo ile gönderilir veya seçilen mağazada teslime hazır edilir.",
        ],
      },
      {
        heading: "4. Cayma hakkı",
        paragraphs: [
          "Alıcı, ürünü teslim aldığı tarihten itibaren 14 gün içinde herhangi bir gerekçe göstermeksizin ve cezai şart ödemeksizin cayma hakkını kullanabilir. Cayma talebi Siparişlerim sayfasından veya Bize Ulaşın formuyla iletilebilir.",
          "Hijyen açısından ambalajı açılmış iç giyim, emzik, biberon ucu gibi ürünlerde cayma hakkı kullanılamaz.",
          ...WITHDRAWAL_REFUND_TERMS,
        ],
      },
      {
        heading: "5. Şikâyet ve itirazlar",
        paragraphs: [
          "Alıcı, şikâyet ve itirazlarını Bakanlıkça belirlenen parasal sınırlar dahilinde tüketici hakem heyetine veya tüketici mahkemesine iletebilir.",
        ],
      },
    ],
  },
  "mesafeli-satis-sozlesmesi": {
    slug: "mesafeli-satis-sozlesmesi",
    title: "Mesafeli Satış Sözleşmesi",
    summary: "İnternet sitesinden verilen siparişlerde satıcı ile alıcı arasındaki satış koşullarını düzenler.",
    updated: "30 Kasım 2026",
    sections: [
      {
        heading: "Madde 1 - Taraflar",
        paragraphs: ["Satıcı aşağıda, alıcı ise siparişi veren kişi olarak sipariş özetinde belirtilmiştir."],
        list: SELLER,
      },
      {
        heading: "Madde 2 - Konu",
        paragraphs: [
          "Bu sözleşmenin konusu, alıcının Minik Dünya internet sitesinden elektronik ortamda sipariş verdiği ürünlerin satışı ve teslimi ile ilgili olarak tarafların hak ve yükümlülüklerinin belirlenmesidir.",
        ],
      },
      {
        heading: "Madde 3 - Ürün, fiyat ve ödeme",
        paragraphs: [
          "Ürünlerin cinsi, adedi, KDV dahil satış bedeli, kargo ücreti, ödeme şekli ve taksit bilgileri siparişe özel olarak düzenlenen sözleşme kopyasında yer alır ve alıcıya e-posta ile gönderilir.",
        ],
      },
      {
        heading: "Madde 4 - Teslimat",
        paragraphs: [
          "Ürün, alıcının belirttiği teslimat adresine veya seçtiği mağazaya yasal 30 günlük süreyi aşmamak kaydıyla teslim edilir. Teslimat sırasında ambalajın hasarlı olması hâlinde alıcının tutanak tutturması önerilir.",
        ],
      },
      {
        heading: "Madde 5 - Cayma hakkı ve iade",
        paragraphs: ["Alıcı, teslim tarihinden itibaren 14 gün içinde cayma hakkını kullanabilir.", ...WITHDRAWAL_REFUND_TERMS],
      },
      {
        heading: "Madde 6 - Yetkili mahkeme",
        paragraphs: ["Bu sözleşmeden doğan uyuşmazlıklarda tüketici hakem heyetleri ve tüketici mahkemeleri yetkilidir."],
      },
    ],
  },
  "kvkk-aydinlatma-metni": {
    slug: "kvkk-aydinlatma-metni",
    title: "KVKK Aydınlatma Metni",
    summary: "6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında kişisel verilerinizin nasıl işlendiğini açıklar.",
    updated: "1 Ocak 2025",
    sections: [
      {
        heading: "1. Veri sorumlusu",
        paragraphs: ["Kişisel verileriniz, veri sorumlusu sıfatıyla Minik Dünya tarafından aşağıda açıklanan kapsamda işlenmektedir."],
        list: SELLER,
      },
      {
        heading: "2. İşlenen kişisel veriler",
        paragraphs: [
          "Kimlik (ad, soyad), iletişim (e-posta, telefon, adres), müşteri işlem (sipariş, iade, sepet), pazarlama izinleri ve işlem güvenliği (IP adresi, oturum bilgisi) verileriniz işlenmektedir.",
        ],
      },
      {
        heading: "3. İşleme amaçları",
        paragraphs: ["Kişisel verileriniz aşağıdaki amaçlarla işlenir:"],
        list: [
          "Siparişlerinizin alınması, teslimi, iade ve faturalandırma süreçlerinin yürütülmesi,",
          "Üyelik, Aile Kulübü ve hediye listesi hizmetlerinin sunulması,",
          "Açık rızanız bulunması hâlinde kampanya ve etkinliklerden haberdar edilmeniz,",
          "Yasal yükümlülüklerin yerine getirilmesi ve bilgi güvenliğinin sağlanması.",
        ],
      },
      {
        heading: "4. Aktarım",
        paragraphs: [
          "Kişisel verileriniz; kargo şirketleri, ödeme kuruluşları ve bankalar, yetkili kamu kurumları ile iş ortaklarımıza yalnızca yukarıdaki amaçlarla sınırlı olarak aktarılabilir.",
        ],
      },
      {
        heading: "5. Haklarınız",
        paragraphs: [
          "KVKK'nın 11. maddesi uyarınca kişisel verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya silinmesini isteme, işlemeye itiraz etme ve zararın giderilmesini talep etme haklarına sahipsiniz. Üyeyseniz Hesabım > Kişisel Verilerim sayfasında hakkınızda tuttuğumuz tüm verileri görebilir ve indirebilir, SMS ile gönderilen kodla hesabınızın silinmesini isteyebilirsiniz. Diğer başvurularınızı Bize Ulaşın formu aracılığıyla iletebilirsiniz.",
        ],
      },
      {
        heading: "6. Saklama süreleri",
        paragraphs: [
          "Kişisel verileriniz, işlendikleri amaç için gereken süre kadar saklanır; süresi dolan veriler her gün çalışan bir işle kendiliğinden silinir (KVKK md. 7).",
        ],
        table: {
          caption: "Veri türlerine göre saklama süreleri",
          head: ["Veri", "Saklama süresi", "Neden"],
          rows: RETENTION_TABLE.map((row) => [row.data, row.period, row.reason]),
        },
      },
    ],
  },
};
