/** Legal texts: /sozlesmeler/{uyelik-sozlesmesi, on-bilgilendirme-formu, mesafeli-satis-sozlesmesi, kvkk-aydinlatma-metni}. */
import { data, href } from "react-router";
import type { Route } from "./+types/sozlesmeler.$slug";
import { LEGAL_DOCUMENTS } from "#app/domain/legal/legal-documents";
import { LegalPage } from "#app/components/legal/legal-page";
import type { PageCacheHandle } from "#app/lib/page-cache-marker";

/** The same for every visitor (nothing personal in it): served from the page cache (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: true };

export function loader({ params }: Route.LoaderArgs) {
  const doc = Object.hasOwn(LEGAL_DOCUMENTS, params.slug) ? LEGAL_DOCUMENTS[params.slug] : undefined;
  if (!doc) throw data("Sözleşme bulunamadı", { status: 404 });
  return { slug: doc.slug };
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  const doc = page ? LEGAL_DOCUMENTS[page.slug] : undefined;
  return doc ? [{ title: `${doc.title} | Minik Dünya` }, { name: "description", content: doc.summary }] : [];
};

export default function LegalText({ loaderData }: Route.ComponentProps) {
  const doc = LEGAL_DOCUMENTS[loaderData.slug];
  return <LegalPage doc={doc} path={href("/sozlesmeler/:slug", { slug: doc.slug })} />;
}
