import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/_index.tsx"),
  route("kategori/:slug", "routes/kategori.$slug.tsx"),
  route("gorsel/urun/:file", "routes/gorsel.urun.$file.ts"),
  route("gorsel/kategori/:file", "routes/gorsel.kategori.$file.ts"),
  route("address/ajax/get-district-by-city/:cityId", "routes/address.ajax.get-district-by-city.$cityId.ts"),
  route("address/ajax/get-town-by-district/:districtId", "routes/address.ajax.get-town-by-district.$districtId.ts"),
  route("kullanici/giris-yapti-mi", "routes/kullanici.giris-yapti-mi.ts"),
  route("cerezler", "routes/cerezler.tsx"),
  route("sozlesmeler/:slug", "routes/sozlesmeler.$slug.tsx"),
  route("__dev/outbox", "routes/__dev.outbox.ts"),
  route("__dev/giden-kutusu", "routes/__dev.giden-kutusu.tsx"),
  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
