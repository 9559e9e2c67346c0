import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/_index.tsx"),
  route("kategori/:slug", "routes/kategori.$slug.tsx"),
  route("arama", "routes/arama.tsx"),
  route("arama/ajax/urunler", "routes/arama.ajax.urunler.ts"),
  route("arama/suggest", "routes/arama.suggest.ts"),
  route("gorsel/urun/:file", "routes/gorsel.urun.$file.ts"),
  route("gorsel/kategori/:file", "routes/gorsel.kategori.$file.ts"),
  route("address/ajax/get-district-by-city/:cityId", "routes/address.ajax.get-district-by-city.$cityId.ts"),
  route("address/ajax/get-town-by-district/:districtId", "routes/address.ajax.get-town-by-district.$districtId.ts"),
  route("cart/add", "routes/cart.add.ts"),
  route("kullanici/giris-yapti-mi", "routes/kullanici.giris-yapti-mi.ts"),
  route("cerezler", "routes/cerezler.tsx"),
  route("sozlesmeler/:slug", "routes/sozlesmeler.$slug.tsx"),
  route("__dev/outbox", "routes/__dev.outbox.ts"),
  route("__dev/giden-kutusu", "routes/__dev.giden-kutusu.tsx"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("sitemap-pages.xml", "routes/sitemap-pages[.]xml.ts"),
  // Product sitemaps of 40,000 addresses each: /sitemap-products-1.xml … (25 cover a million products).
  ...Array.from({ length: 25 }, (_, i) => route(`sitemap-products-${i + 1}.xml`, "routes/sitemap-products.ts", { id: `sitemap-products-${i + 1}` })),
  route("urun/hizli-kontrol/:catalogId", "routes/urun.hizli-kontrol.$catalogId.ts"),
  route("urun/:slug", "routes/urun.$slug.tsx"),
  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
