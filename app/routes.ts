import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/_index.tsx"),
  route("kategori/:slug", "routes/kategori.$slug.tsx"),
  route("arama", "routes/arama.tsx"),
  route("arama/ajax/urunler", "routes/arama.ajax.urunler.ts"),
  route("arama/suggest", "routes/arama.suggest.ts"),
  route("gorsel/urun/:file", "routes/gorsel.urun.$file.ts"),
  route("gorsel/yuklenen/:file", "routes/gorsel.yuklenen.$file.ts"),
  route("gorsel/kategori/:file", "routes/gorsel.kategori.$file.ts"),
  route("address/ajax/get-district-by-city/:cityId", "routes/address.ajax.get-district-by-city.$cityId.ts"),
  route("address/ajax/get-town-by-district/:districtId", "routes/address.ajax.get-town-by-district.$districtId.ts"),
  route("cart/add", "routes/cart.add.ts"),
  route("cart", "routes/cart._index.tsx"),
  route("cart/save", "routes/cart.save.ts"),
  route("cart/remove", "routes/cart.remove.ts"),
  route("cart/mini", "routes/cart.mini.ts"),
  // The basket page's data, asked for after the (shared) page loads.
  route("cart/view", "routes/cart.view.ts"),
  route("cart/add_wish_list_item/:id", "routes/cart.add_wish_list_item.$id.ts"),
  route("cart/add_gift_card", "routes/cart.add_gift_card.ts"),
  // The gift card page: a card of a chosen amount for a gift list's owner.
  route("hediye-kart-islemleri", "routes/hediye-kart-islemleri.tsx"),
  route("kullanici/giris-yapti-mi", "routes/kullanici.giris-yapti-mi.ts"),
  // The header's signed-in name and basket count, asked for after a shared page loads.
  route("kullanici/oturum-bilgisi", "routes/kullanici.oturum-bilgisi.ts"),
  route("cerezler", "routes/cerezler.tsx"),
  route("sozlesmeler/:slug", "routes/sozlesmeler.$slug.tsx"),
  route("__dev/outbox", "routes/__dev.outbox.ts"),
  route("__dev/giden-kutusu", "routes/__dev.giden-kutusu.tsx"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("sitemap-pages.xml", "routes/sitemap-pages[.]xml.ts"),
  // Product sitemaps of 40,000 addresses each: /sitemap-products-1.xml … (25 cover a million products).
  ...Array.from({ length: 25 }, (_, i) =>
    route(`sitemap-products-${i + 1}.xml`, "routes/sitemap-products.ts", { id: `sitemap-products-${i + 1}` }),
  ),
  route("urun/hizli-kontrol/:catalogId", "routes/urun.hizli-kontrol.$catalogId.ts"),
  // Product page member buttons: favourite, alerts, comparison, gift list, their state.
  route("urun/favorite", "routes/urun.favorite.ts"),
  route("urun/alarm", "routes/urun.alarm.ts"),
  route("urun/yorum/:catalogId", "routes/urun.yorum.$catalogId.ts"),
  route("urun/karsilastir", "routes/urun.karsilastir.ts"),
  route("kullanici/urun/karsilastirma/ekle", "routes/urun.karsilastir.ts", { id: "kullanici-urun-karsilastirma-ekle" }),
  route("kullanici/urun/check-button", "routes/kullanici.urun.check-button.ts"),
  route("hediye-listesi/urun-ekle/:listId?", "routes/hediye-listesi.urun-ekle.$listId.ts"),
  // Gift lists: the member's lists (also the picker's JSON) and a list as anyone sees it.
  route("hediye-listesi", "routes/hediye-listesi._index.tsx"),
  route("hediye-listesi/goster/:id", "routes/hediye-listesi.goster.$id.tsx"),
  // Finding someone's list (after a captcha) and the owner sharing theirs by e-mail.
  route("hediye-listesi/ara", "routes/hediye-listesi.ara.tsx"),
  route("hediye-listesi/ajax/liste-bul", "routes/hediye-listesi.ajax.liste-bul.ts"),
  route("hediye-listesi/ajax/share-with-email/:id", "routes/hediye-listesi.ajax.share-with-email.$id.ts"),
  route("hediye-listesi/ajax/get_wish_list_item_buyer/:itemId", "routes/hediye-listesi.ajax.get_wish_list_item_buyer.$itemId.ts"),
  route("urun/hizli-gorunum", "routes/urun.hizli-gorunum.tsx"),
  // Product page: which store has the chosen variant.
  route("urun/magaza-stok/:sku", "routes/urun.magaza-stok.$sku.ts"),
  route("urun/:slug", "routes/urun.$slug.tsx"),
  // Login, logout, password reset.
  route("kullanici/kullanici-giris", "routes/kullanici.kullanici-giris.tsx"),
  route("kullanici/cikis", "routes/kullanici.cikis.ts"),
  route("kullanici/sifremi-unuttum", "routes/kullanici.sifremi-unuttum.tsx"),
  route("kullanici/sifre-yenile/:token", "routes/kullanici.sifre-yenile.$token.tsx"),
  // Registration with an SMS code.
  route("kullanici/kayit", "routes/kullanici.kayit.tsx"),
  route("kullanici/kayit/dogrula", "routes/kullanici.kayit.dogrula.ts"),
  route("kullanici/kayit/kod-gonder", "routes/kullanici.kayit.kod-gonder.ts"),
  // Account pages part A: profile, e-mail verification, password change, help, social login, app link.
  route("kullanici/profil", "routes/kullanici.profil.tsx"),
  route("kullanici/send-email-confirm", "routes/kullanici.send-email-confirm.ts"),
  route("kullanici/eposta-dogrula/:token", "routes/kullanici.eposta-dogrula.$token.tsx"),
  route("kullanici/sifre-degistir", "routes/kullanici.sifre-degistir.tsx"),
  route("kullanici/yardim", "routes/kullanici.yardim.tsx"),
  route("kullanici/fblogin", "routes/kullanici.fblogin.tsx"),
  route("send-app-link", "routes/send-app-link.ts"),
  // The captcha's proof-of-work challenge.
  route("captcha/challenge", "routes/captcha.challenge.ts"),
  // SMS-code login.
  route("kullanici/sms-giris/kod-gonder", "routes/kullanici.sms-giris.kod-gonder.ts"),
  route("kullanici/sms-giris/dogrula", "routes/kullanici.sms-giris.dogrula.ts"),
  // Kid info and baby info pages, kid deletion.
  route("kullanici/cocuk-bilgilerim", "routes/kullanici.cocuk-bilgilerim.tsx"),
  route("kullanici/bebek-bilgilerim", "routes/kullanici.bebek-bilgilerim.tsx"),
  route("kullanici/cocuk/sil/:id", "routes/kullanici.cocuk.sil.$id.ts"),
  // Payment sandbox: the sandbox bank's 3D Secure, BKM Express and fast-pay pages.
  route("sandbox/3ds/:transactionId", "routes/sandbox.3ds.$transactionId.tsx"),
  route("sandbox/bkm/:transactionId", "routes/sandbox.bkm.$transactionId.tsx"),
  route("sandbox/fast-pay", "routes/sandbox.fast-pay.tsx"),
  // Member address book: page and JSON calls.
  route("kullanici/adreslerim", "routes/kullanici.adreslerim.tsx"),
  route("address/ajax/list", "routes/address.ajax.list.ts"),
  route("address/ajax/add", "routes/address.ajax.add.ts"),
  route("address/ajax/get/:id", "routes/address.ajax.get.$id.ts"),
  route("address/ajax/edit/:id", "routes/address.ajax.edit.$id.ts"),
  route("address/ajax/delete/:id", "routes/address.ajax.delete.$id.ts"),
  // Checkout calls and the bank's way back.
  route("payment/make-pay", "routes/payment.make-pay.ts"),
  route("payment/callback", "routes/payment.callback.tsx"),
  route("payment/3ds/:token", "routes/payment.3ds.$token.ts"),
  // Netgsm's call for an SMS to the shop's number (a 'RET' opt-out), behind NETGSM_INBOUND_TOKEN.
  route("bildirim/netgsm/gelen/:token", "routes/bildirim.netgsm.gelen.$token.ts"),
  // Leaving the commercial e-mail: the link in its foot and its List-Unsubscribe header (RFC 8058 one-click).
  route("bildirim/abonelikten-cik/:token", "routes/bildirim.abonelikten-cik.$token.tsx"),
  route("payment/set-next-url", "routes/payment.set-next-url.ts"),
  route("payment/ajax/delivery-type", "routes/payment.ajax.delivery-type.ts"),
  route("payment/ajax/shipment-company", "routes/payment.ajax.shipment-company.ts"),
  route("payment/ajax/store-availability", "routes/payment.ajax.store-availability.ts"),
  route("payment/ajax/card-info/:bin/:fastShippingValue?", "routes/payment.ajax.card-info.ts"),
  route("payment/ajax/loyalty-check", "routes/payment.ajax.loyalty-check.ts"),
  route("payment/ajax/contract-preview", "routes/payment.ajax.contract-preview.ts"),
  route("payment/ajax/voucher-check", "routes/payment.ajax.voucher-check.ts"),
  // Order summary / thank-you page, and its JSON variant.
  route("payment/checkout/summary", "routes/payment.checkout.summary.tsx"),
  // A paid order's e-Arşiv invoice as a PDF, for whoever placed it.
  route("siparis/fatura/:orderHash", "routes/siparis.fatura.$orderHash.ts"),
  // Checkout pages: the member's and the guest's.
  route("payment/checkout", "routes/payment.checkout.tsx"),
  route("payment/guest-checkout", "routes/payment.guest-checkout.tsx"),
  // Member's orders list: Siparişlerim (my orders).
  route("kullanici/siparislerim", "routes/kullanici.siparislerim.tsx"),
  // The member cancels an order not yet shipped (POST).
  route("kullanici/siparislerim/iptal/:orderHash", "routes/kullanici.siparislerim.iptal.$orderHash.ts"),
  // Returns after delivery: the order's return page (spec section 2 "Return detail").
  route("kullanici/siparislerim/iade/detay/:orderHash", "routes/kullanici.siparislerim.iade.detay.$orderHash.tsx"),
  // A parcel's journey by tracking code and carrier (spec section 7).
  // Guest order tracking: order number and e-mail (PRODUCT.md).
  route("siparis-takip", "routes/siparis-takip.tsx"),
  route("cargo/ajax/cargoTracking", "routes/cargo.ajax.cargoTracking.ts"),
  // One order of the signed-in member, web or store (spec section 7).
  route("ajax/get-order-detail/:orderNo", "routes/ajax.get-order-detail.$orderNo.ts"),
  route("ajax/get-order-detail-by-store/:no", "routes/ajax.get-order-detail-by-store.$no.ts"),
  // Favourites and comparisons of a member (the account menu and the comparison popup link here).
  route("kullanici/favorilerim", "routes/kullanici.favorilerim.tsx"),
  route("kullanici/alarmlarim", "routes/kullanici.alarmlarim.tsx"),
  // The reward programme: the member's points, their ledger and the reward campaign choice.
  route("kullanici/joker-puanlarim", "routes/kullanici.joker-puanlarim.tsx"),
  route("kullanici/odul-kampanyalari", "routes/kullanici.odul-kampanyalari.ts"),
  route("kullanici/karsilastirmalarim", "routes/kullanici.karsilastirmalarim.tsx"),
  // KVKK (art. 11): the member's data as a page and a JSON file, and the erasure request by SMS code.
  route("kullanici/kisisel-verilerim", "routes/kullanici.kisisel-verilerim.tsx"),
  route("kullanici/kisisel-verilerim/indir", "routes/kullanici.kisisel-verilerim.indir.ts"),
  route("kullanici/urun/karsilastirma/sil", "routes/kullanici.urun.karsilastirma.sil.ts"),
  // Contact page and its order-number call for #orderNu=.
  route("bize-ulasin", "routes/bize-ulasin.tsx"),
  route("bize-ulasin/siparis-numarasi", "routes/bize-ulasin.siparis-numarasi.ts"),
  // Parents' club: sign-up with children, events and their registration, the club's agreement.
  route("aile-kulubu/uye-ol", "routes/aile-kulubu.uye-ol.tsx"),
  route("aile-kulubu/uyelik-sozlesmesi", "routes/aile-kulubu.uyelik-sozlesmesi.tsx"),
  route("aile-kulubu/ajax/get-event", "routes/aile-kulubu.ajax.get-event.ts"),
  route("aile-kulubu/ajax/event-registration/:eventId", "routes/aile-kulubu.ajax.event-registration.$eventId.ts"),
  // Campaigns with countdowns, filtered by ?categoryValue=, and the Gülümseten Fırsat form posted to it.
  route("kampanyalar", "routes/kampanyalar.tsx"),
  // The store locator, its list call (spec section 7) and a store's page with its stock search.
  route("magazalar", "routes/magazalar.tsx"),
  route("magazalar/get-store", "routes/magazalar.get-store.ts"),
  route("magaza/:sefUrl", "routes/magaza.$sefUrl.tsx"),
  // Subscriptions / packages: the page, and its calls to subscribe and to pause, resume, cancel or re-address one.
  route("abonelik", "routes/abonelik.tsx"),
  route("abonelik/olustur", "routes/abonelik.olustur.ts"),
  route("abonelik/:id/:islem", "routes/abonelik.$id.$islem.ts"),
  // The back office: managers only, with their own login, sessions, SMS code and roles.
  // One layout; every page below declares its permission (`handle`) and guards itself.
  route("yonetim", "routes/yonetim.tsx", [
    index("routes/yonetim._index.tsx"),
    route("giris", "routes/yonetim.giris.tsx"),
    route("dogrulama", "routes/yonetim.dogrulama.tsx"),
    route("cikis", "routes/yonetim.cikis.tsx"),
    route("siparisler", "routes/yonetim.siparisler.tsx"),
    route("siparisler/disa-aktar", "routes/yonetim.siparisler.disa-aktar.ts"),
    route("siparisler/:orderNumber", "routes/yonetim.siparisler.$orderNumber.tsx"),
    route("siparisler/:orderNumber/irsaliye", "routes/yonetim.siparisler.$orderNumber.irsaliye.tsx"),
    route("uyeler", "routes/yonetim.uyeler.tsx"),
    route("uyeler/iys-izinleri", "routes/yonetim.uyeler.iys-izinleri.ts"),
    route("uyeler/:id", "routes/yonetim.uyeler.$id.tsx"),
    route("mesajlar", "routes/yonetim.mesajlar.tsx"),
    route("mesajlar/:id", "routes/yonetim.mesajlar.$id.tsx"),
    route("bildirimler", "routes/yonetim.bildirimler.tsx"),
    route("kampanyalar", "routes/yonetim.kampanyalar.tsx"),
    route("kampanyalar/duzenle", "routes/yonetim.kampanyalar.duzenle.tsx"),
    route("kampanyalar/secenekler", "routes/yonetim.kampanyalar.secenekler.tsx"),
    route("odul-kampanyalari", "routes/yonetim.odul-kampanyalari.tsx"),
    route("magazalar", "routes/yonetim.magazalar.tsx"),
    route("magazalar/duzenle", "routes/yonetim.magazalar.duzenle.tsx"),
    route("kulup", "routes/yonetim.kulup.tsx"),
    route("kulup/duzenle", "routes/yonetim.kulup.duzenle.tsx"),
    route("kulup/:id/kayitlar", "routes/yonetim.kulup.$id.kayitlar.tsx"),
    route("kulup/:id/disa-aktar", "routes/yonetim.kulup.$id.disa-aktar.ts"),
    route("kargo", "routes/yonetim.kargo.tsx"),
    route("kargo/duzenle", "routes/yonetim.kargo.duzenle.tsx"),
    route("yorumlar", "routes/yonetim.yorumlar.tsx"),
    route("kayitlar", "routes/yonetim.kayitlar.tsx"),
    route("ayarlar", "routes/yonetim.ayarlar.tsx"),
    route("yoneticiler", "routes/yonetim.yoneticiler.tsx"),
    route("katalog", "routes/yonetim.katalog._index.tsx"),
    route("katalog/yeni", "routes/yonetim.katalog.yeni.tsx"),
    route("katalog/toplu-guncelleme", "routes/yonetim.katalog.toplu-guncelleme.tsx"),
    route("katalog/:id", "routes/yonetim.katalog.$id.tsx"),
    route("katalog/:id/gorseller", "routes/yonetim.katalog.$id.gorseller.tsx"),
    // Any other /yonetim address: 404 inside the back office, for managers only (a visitor learns nothing).
    route("*", "routes/yonetim.$.tsx"),
  ]),
  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
