/**
 * /yonetim/kargo (permission settings.write: the owner): the shipping companies
 * checkout offers, active ones first, each with its price and service fee, the payment methods it
 * takes, its tracking address and state, and 'Düzenle'; 'Yeni Kargo Firması' adds one
 * (/yonetim/kargo/duzenle; carrier-admin.server.ts). Checkout reads them fresh: a change holds for
 * the next shopper's request.
 */
import { data, href, Link } from "react-router";
import type { Route } from "./+types/yonetim.kargo";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { CarrierCards } from "#app/components/back-office/carrier-views";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { listCarriers } from "#app/domain/shipping/carrier-admin.server";
import { NO_STORE } from "#app/lib/cache-control";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "settings.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Kargo Firmaları");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  return data({ carriers: await listCarriers(context.db) }, { headers: NO_STORE });
}

export default function CarriersAdminPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackOfficeHeading
        title="Kargo firmaları"
        intro="Ödeme sayfasının sunduğu kargo seçenekleri. Fiyat, ödeme yöntemi ya da durum değişikliği ödeme sayfasına hemen yansır; verilmiş siparişler kendi kargo ücretiyle kalır."
      />
      <p className="mb-6">
        <Link to={href("/yonetim/kargo/duzenle")} className="btn-primary h-11 px-6">
          Yeni Kargo Firması
        </Link>
      </p>
      <CarrierCards carriers={loaderData.carriers} />
    </>
  );
}
