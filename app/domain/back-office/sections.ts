/**
 * The back office's sections, in the order of its nav: the one list. A section shows only to a
 * role with its permission (permissions.ts). A new screen adds itself here with its route in
 * app/routes.ts; tests/integration/back-office-access.test.ts checks that each section's page
 * exists and asks for the same permission. Sections to come, in their place in this order:
 * Ayarlar /yonetim/ayarlar (settings.write) after Kayıtlar, then Yöneticiler.
 */
import { href } from "react-router";
import { can, type ManagerAccess, type Permission } from "#app/domain/permissions/permissions";

export type BackOfficeSection = { to: string; label: string; permission: Permission; /** One line on the panel. */ description: string };

export const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  // The panel: its data request (`/yonetim.data`) is outside the cookie's path (manager-session.server.ts), so links to it reload the document.
  { to: href("/yonetim"), label: "Panel", permission: "dashboard", description: "Genel bakış." },
  {
    to: href("/yonetim/siparisler"),
    label: "Siparişler",
    permission: "orders.read",
    description: "Siparişleri arayın; havaleyi onaylayın, kargoya verin, iptal ve iadeleri yönetin.",
  },
  {
    to: href("/yonetim/katalog"),
    label: "Katalog",
    permission: "catalogue.write",
    description: "Ürünler ve varyantları: fiyat, stok, bilgiler; toplu fiyat ve stok güncelleme.",
  },
  {
    to: href("/yonetim/kampanyalar"),
    label: "Kampanyalar",
    permission: "campaigns.write",
    description: "Kampanyaları planlayın, fiyat önizlemesiyle düzenleyin, erken bitirin.",
  },
  {
    to: href("/yonetim/odul-kampanyalari"),
    label: "Ödül Kampanyaları",
    permission: "campaigns.write",
    description: "Joker puan ödül kampanyalarını ekleyin, düzenleyin, bitirin.",
  },
  {
    to: href("/yonetim/magazalar"),
    label: "Mağazalar",
    permission: "stores.write",
    description: "Mağazaların adresi, çalışma saatleri, konumu ve hizmetleri.",
  },
  {
    to: href("/yonetim/kulup"),
    label: "Aile Kulübü",
    permission: "club.write",
    description: "Kulüp etkinliklerini planlayın, düzenleyin, iptal edin; kayıtlı üyeleri görün ve CSV olarak indirin.",
  },
  {
    to: href("/yonetim/kargo"),
    label: "Kargo Firmaları",
    permission: "settings.write",
    description: "Kargo fiyatı, hizmet bedeli, kabul edilen ödeme yöntemleri, takip adresi; firmayı açın ya da kapatın.",
  },
  {
    to: href("/yonetim/uyeler"),
    label: "Üyeler",
    permission: "members.read",
    description: "Üye arayın; siparişlerini görün, engelleyin, KVKK silme talebini uygulayın.",
  },
  {
    to: href("/yonetim/mesajlar"),
    label: "Mesajlar",
    permission: "messages.write",
    description: "İletişim formundan gelen mesajları okuyun, e-postayla yanıtlayın.",
  },
  {
    to: href("/yonetim/bildirimler"),
    label: "Bildirimler",
    permission: "notifications.write",
    description: "Mağazanın gönderdiği e-posta ve SMS'ler: gidenler, bekleyenler, gönderilemeyenler; yeniden gönderin.",
  },
  {
    to: href("/yonetim/yorumlar"),
    label: "Yorumlar",
    permission: "comments.write",
    description: "Onay bekleyen ürün yorumlarını onaylayın ya da reddedin.",
  },
  {
    to: href("/yonetim/kayitlar"),
    label: "Kayıtlar",
    permission: "audit.read",
    description: "Yöneticilerin yaptığı her değişiklik: kim, ne zaman, ne.",
  },
  {
    to: href("/yonetim/ayarlar"),
    label: "Ayarlar",
    permission: "settings.write",
    description: "Ücretsiz kargo sınırı, kargo ve kapıda ödeme ücretleri, Joker puan kuralları.",
  },
  // Where a locked manager is unlocked (manager-lock.server.ts links here).
  {
    to: href("/yonetim/yoneticiler"),
    label: "Yöneticiler",
    permission: "managers.write",
    description: "Yönetici ekleyin, rollerini değiştirin, pasifleştirin, kilitlenenlerin kilidini açın.",
  },
];

/** The sections this manager may open. */
export const sectionsFor = (manager: ManagerAccess) => BACK_OFFICE_SECTIONS.filter((s) => can(manager, s.permission));

/** Whether a request path is the back office's (a page, a call, or a page's `.data`). */
export function isBackOfficePath(path: string) {
  const panel = href("/yonetim");
  return path === panel || path.startsWith(`${panel}/`) || path.startsWith(`${panel}.`);
}
