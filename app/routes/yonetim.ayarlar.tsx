/**
 * /yonetim/ayarlar (permission settings.write: the owner): the shop's business
 * values (free-shipping threshold, standard shipping fee, pay-at-the-door fee in TL; Joker points
 * per 100 TL paid and the store pickup bonus). POST checks the schema (settings-form.ts, the page
 * ran it too) and saves what changed with one audit row (shop-settings.server.ts), then goes back
 * to the page (`?sonuc=kaydedildi|degisiklik-yok`); a JSON caller gets `{success, message,
 * changed, values}`. A refusal answers 422 with every field as typed.
 */
import { data, href, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.ayarlar";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import { PostNotice } from "#app/components/back-office/fields";
import { SettingsForm } from "#app/components/back-office/settings-form";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { SETTINGS_INTRO, SETTINGS_SAVED, SETTINGS_UNCHANGED } from "#app/domain/settings/messages";
import { settingsFormValues, settingsSchema, typedSettingsValues } from "#app/domain/settings/settings-form";
import { loadShopSettings, saveShopSettings } from "#app/domain/settings/shop-settings.server";
import { readBody, validate, wantsJson } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "settings.write" } satisfies BackOfficeHandle;

export const meta = backOfficeMeta("Ayarlar");

const OUTCOMES: Record<string, string> = { kaydedildi: SETTINGS_SAVED, "degisiklik-yok": SETTINGS_UNCHANGED };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireManager(request, context.db, handle.permission);
  const settings = await loadShopSettings(context.db);
  const outcome = OUTCOMES[new URL(request.url).searchParams.get("sonuc") ?? ""] ?? "";
  return data({ values: settingsFormValues(settings), settings, notice: outcome }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const body = await readBody(request);
  const checked = validate(settingsSchema, body);
  if (!checked.ok) {
    return data(
      {
        success: false,
        reason: checked.reason,
        message: checked.reason,
        errors: checked.errors,
        values: typedSettingsValues(body),
        changed: [] as string[],
      },
      { status: 422, headers: NO_STORE },
    );
  }
  const { changed } = await saveShopSettings(context.db, manager, checked.data);
  if (wantsJson(request)) {
    const message = changed.length > 0 ? SETTINGS_SAVED : SETTINGS_UNCHANGED;
    return data(
      { success: true, reason: "", message, errors: {}, values: settingsFormValues(checked.data), changed: changed as string[] },
      { headers: NO_STORE },
    );
  }
  throw redirect(`${href("/yonetim/ayarlar")}?sonuc=${changed.length > 0 ? "kaydedildi" : "degisiklik-yok"}`, { headers: NO_STORE });
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const refused = actionData && !actionData.success ? actionData : null;
  return (
    <>
      <BackOfficeHeading title="Ayarlar" intro={SETTINGS_INTRO} />
      {!refused && loaderData.notice && <PostNotice success text={loaderData.notice} />}
      {refused && <PostNotice success={false} text={refused.reason} />}
      <SettingsForm
        key={refused ? "gonderildi" : JSON.stringify(loaderData.values)}
        values={refused?.values ?? loaderData.values}
        errors={refused?.errors ?? {}}
        busy={busy}
      />
      <p className="mt-6 text-sm">
        <Link to={`${href("/yonetim/kayitlar")}?tur=settings`} className="font-bold text-brand-700 hover:underline">
          Ayar değişikliklerinin kayıtları
        </Link>
      </p>
    </>
  );
}
