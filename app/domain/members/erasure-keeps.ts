/**
 * What a member's erasure keeps, and why (KVKK 6698 art. 7 with art. 5/2-ç: data the law obliges
 * the shop to keep is not erased), in Turkish for /kullanici/kisisel-verilerim before and after
 * the erasure. It describes member-erasure.server.ts: change one with the other. The periods come
 * from legal/retention-periods.ts, as the KVKK notice's.
 */
import { ORDER_RECORD_YEARS, RETENTION_DAYS } from "#app/domain/legal/retention-periods";

export const ERASURE_KEEPS: readonly { what: string; why: string }[] = [
  {
    what: "Siparişleriniz, satırları, ödeme, iade ve fatura kayıtları ile her siparişin teslimat ve fatura adresi",
    why: `Vergi Usul Kanunu md. 253 ve Türk Ticaret Kanunu md. 82 gereği ${ORDER_RECORD_YEARS} yıl saklanır; fatura yeniden üretilebilmelidir. Hesabınızla bağları kalmaz.`,
  },
  {
    what: "Joker Puan hareketleri",
    why: "Siparişlere bağlı muhasebe kayıtlarıdır; siparişlerle birlikte saklanır.",
  },
  {
    what: "İzin kayıtları (ne zaman, hangi metne onay verildiği)",
    why: "Ticari ileti izinlerinin ispatı için saklanır; e-posta, telefon ve IP adresi çıkarılır, pazarlama izinleriniz geri alınmış olarak kaydedilir.",
  },
  {
    what: "Ürün yorumlarınız",
    why: "Ürünün puanı yorumlarla hesaplanır; adınız çıkarılır ve 'Anonim' olarak görünür.",
  },
  {
    what: "Size gönderilmiş SMS ve e-posta kayıtları",
    why: `Gönderimin ispatı için ${RETENTION_DAYS.sentMessages} gün saklanır, sonra kendiliğinden silinir.`,
  },
];

export const ERASURE_CODE_SENT = "Hesap silme onay kodu telefonunuza gönderildi.";
export const ERASURE_NO_PHONE =
  "Hesabınızda doğrulanmış bir cep telefonu olmadığı için silme isteğinizi buradan onaylayamıyoruz. Lütfen Bize Ulaşın formundan başvurunuz.";
export const ERASURE_DONE =
  "Kişisel verileriniz silindi ve oturumunuz kapatıldı. Yasal olarak saklamamız gerekenler ve nedenleri aşağıdadır.";
