/** /__dev/giden-kutusu (demo mode only): the outbox as a page; /__dev/outbox is the same as JSON. */
import { data, href } from "react-router";
import type { Route } from "./+types/__dev.giden-kutusu";
import { listOutbox } from "#app/domain/notifications/messages.server";

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.demo) throw data("Sayfa bulunamadı", { status: 404 });
  return { messages: await listOutbox(context.db) };
}

export const meta: Route.MetaFunction = () => [{ title: "Giden Kutusu (demo) | Minik Dünya" }, { name: "robots", content: "noindex" }];

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Giden Kutusu</h1>
      <p className="mt-1 text-sm text-gray-600">
        Demo modunda gönderilen SMS ve e-postalar burada listelenir (en yenisi üstte). JSON olarak:{" "}
        <a className="underline" href={href("/__dev/outbox")}>
          /__dev/outbox
        </a>
      </p>
      {messages.length === 0 ? (
        <p className="mt-6 rounded-lg bg-gray-50 p-6 text-center text-gray-600">Henüz gönderilmiş bir mesaj yok.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {messages.map((m, i) => (
            <li key={i} className="rounded-lg border border-gray-200 p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className={`rounded px-2 py-0.5 font-semibold text-white ${m.channel === "sms" ? "bg-emerald-600" : "bg-sky-600"}`}>
                  {m.channel === "sms" ? "SMS" : "E-posta"}
                </span>
                <span className="font-medium">{m.to}</span>
                <time className="ml-auto text-gray-500" dateTime={m.createdAt}>
                  {new Date(m.createdAt).toLocaleString("tr-TR", { timeZone: "Europe/Istanbul" })}
                </time>
              </div>
              {m.subject && <p className="mt-2 font-semibold">{m.subject}</p>}
              <p className="mt-1 whitespace-pre-wrap text-gray-800">{m.body}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
