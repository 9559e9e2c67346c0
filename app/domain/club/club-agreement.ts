/**
 * The Aile Kulübü membership agreement (the sign-up form's 'üyelik sözleşmesi', spec section 5),
 * shown at /aile-kulubu/uyelik-sozlesmesi. Its version is recorded with every acceptance
 * (consents.text_version): change CLUB_AGREEMENT.version when the text changes.
 */
import type { LegalDocument } from "#app/domain/legal/legal-documents";

export const CLUB_AGREEMENT: LegalDocument & { version: string } = {
  slug: "aile-kulubu-uyelik-sozlesmesi",
  version: "1",
  title: "Aile Kulübü Üyelik Sözleşmesi",
  summary: "Minik Dünya Aile Kulübü üyeliğinin koşullarını, etkinliklere katılımı ve kişisel verilerin kullanımını düzenler.",
  updated: "1 Kasım 2026",
  sections: [
    {
      heading: "1. Taraflar ve konu",
      paragraphs: [
        'Bu sözleşme, Minik Dünya Bebek ve Çocuk Ürünleri Ticaret A.Ş. ("Minik Dünya") ile Aile Kulübü üyelik formunu doldurarak onaylayan ebeveyn ("Üye") arasında elektronik ortamda kurulmuştur.',
        "Aile Kulübü ücretsizdir; üyelik, Minik Dünya internet sitesi üyeliğinden ayrıdır ve alışveriş yapma zorunluluğu getirmez.",
      ],
    },
    {
      heading: "2. Üyenin bildirdiği bilgiler",
      paragraphs: [
        "Üye; adını, soyadını, e-posta adresini, cep telefonunu, ilini ve en fazla dört çocuğunun adını, cinsiyetini ve doğum tarihini doğru ve güncel olarak bildirir. Bir e-posta adresiyle tek bir kulüp üyeliği oluşturulabilir.",
        "Çocuk bilgileri, çocuğun yaşına uygun etkinlik ve kampanyaların belirlenmesi amacıyla kullanılır; üye bu bilgileri yalnızca velisi olduğu çocuklar için paylaşır.",
      ],
    },
    {
      heading: "3. Etkinlikler",
      paragraphs: ["Kulüp etkinliklerine, sitede oturum açmış üyeler etkinlik sayfasındaki 'Katıl' düğmesiyle kaydolur."],
      list: [
        "Her etkinliğin bir kontenjanı vardır; kontenjan dolduğunda yeni kayıt alınmaz.",
        "Bir etkinliğe aynı üyelik ile bir kez kaydolunabilir; tarihi geçmiş etkinliklere kayıt alınmaz.",
        "Etkinlikten bir gün önce, üyenin kayıtlı cep telefonuna SMS ile hatırlatma gönderilir.",
        "Minik Dünya, zorunlu hâllerde bir etkinliğin yerini, saatini değiştirme veya etkinliği iptal etme hakkını saklı tutar ve kayıtlı üyeleri bilgilendirir.",
      ],
    },
    {
      heading: "4. Ticari elektronik ileti izni",
      paragraphs: [
        "'Etkinlik, İndirim ve Kampanyalardan haberdar olmak istiyorum' seçeneğini işaretleyen üyeye, 6563 sayılı Kanun uyarınca etkinlik, indirim ve kampanyalar hakkında SMS ve e-posta gönderilir. Bu izin isteğe bağlıdır; verilmemesi kulüp üyeliğini etkilemez.",
        "Üye, iznini dilediği zaman iletilerdeki ret bağlantısıyla, kısa numaraya ret mesajı göndererek ya da müşteri hizmetlerine başvurarak geri alabilir.",
      ],
    },
    {
      heading: "5. Kişisel verilerin korunması",
      paragraphs: [
        "Üyenin ve çocuklarının kişisel verileri, 6698 sayılı Kişisel Verilerin Korunması Kanunu'na ve KVKK Aydınlatma Metni'ne uygun olarak, kulüp hizmetlerinin sunulması amacıyla işlenir ve bu amaç dışında üçüncü kişilerle paylaşılmaz.",
      ],
    },
    {
      heading: "6. Üyeliğin sona ermesi",
      paragraphs: [
        "Üye, Bize Ulaşın formu aracılığıyla kulüp üyeliğini dilediği zaman sonlandırabilir. Minik Dünya, sözleşmeye aykırı kullanım hâlinde üyeliği sona erdirebilir.",
      ],
    },
  ],
};
