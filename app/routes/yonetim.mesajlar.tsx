/**
 * /yonetim/mesajlar: the contact form's messages as an inbox (permission
 * messages.write): newest first, 50 a page ('Daha eski mesajlar' by keyset, `?once=`), all of them
 * or only those waiting for an answer (`?durum=bekleyen`: neither answered nor closed; a partial
 * index holds exactly those). Each opens at /yonetim/mesajlar/{id}.
 */
import { data } from "react-router";
import type { Route } from "./+types/yonetim.mesajlar";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { InboxFilter, InboxRows } from "#app/components/back-office/inbox-views";
import { KeysetNav } from "#app/components/back-office/keyset-nav";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { inboxPage } from "#app/domain/contact/contact-inbox.server";
import { NO_STORE } from "#app/lib/cache-control";
import { parseId } from "#app/lib/ids";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "messages.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Mesajlar");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const search = new URL(request.url).searchParams;
  const open = search.get("durum") === "bekleyen";
  const page = await inboxPage(context.db, { open, before: parseId(search.get("once")) });
  const older = page.older != null ? `?${new URLSearchParams({ ...(open ? { durum: "bekleyen" } : {}), once: String(page.older) })}` : null;
  return data({ open, rows: page.rows, older, paged: search.has("once") }, { headers: NO_STORE });
}

export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { open, rows, older, paged } = loaderData;
  return (
    <>
      <BackOfficeHeading title="Mesajlar" intro="Bize Ulaşın formundan gelen mesajlar, en yenisi üstte." />
      <InboxFilter open={open} />
      {rows.length === 0 ? (
        <p className="text-slate-700">{open ? "Yanıt bekleyen mesaj yok." : "Henüz mesaj yok."}</p>
      ) : (
        <InboxRows rows={rows} />
      )}
      <KeysetNav
        label="Mesaj sayfaları"
        newer={paged ? { to: open ? "?durum=bekleyen" : "?", text: "En yeniler" } : null}
        older={older ? { to: older, text: "Daha eski mesajlar" } : null}
      />
    </>
  );
}
