/**
 * The product page's member buttons under the buy box (spec sections 2, 4, 5, 7, 8):
 * 'Hediye Listeme Ekle', 'Favorilerime Ekle', 'Fiyat / Stok Alarmı' and 'Karşılaştır'.
 *
 * - A guest pressing any of them gets 'Bu işlemi gerçekleştirebilmek için giriş yapmanız
 *   gerekmektedir.' with a 'Giriş Yap' link that comes back to this page (the server refuses too).
 * - A member's button states come from GET /kullanici/urun/check-button on mount and whenever the
 *   variant changes; each press calls its route and shows the answer as a notice.
 * - Comparison success opens a popup linking to the comparisons page; the wish list button opens a
 *   picker of the member's gift lists.
 *
 *   <MemberActions productId={variant?.productId ?? null} />
 */
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { href, useLocation } from "react-router";
import { useFeedback } from "#app/components/feedback";
import { DisclosureMenu } from "#app/components/disclosure-menu";
import { BellIcon, CompareIcon, GiftIcon, HeartIcon } from "#app/components/icons";
import { useIsLoggedIn } from "#app/components/product/quick-add";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import { CHOOSE_PRODUCT, COMPARISON_ERROR, LOGIN_REQUIRED, type AlertType } from "#app/domain/member-lists/product-buttons.messages";
import type { WishList } from "./member-action-dialogs";

// The popups load the first time one of them opens.
const dialogs = () => import("./member-action-dialogs");
const LoginRequiredDialog = lazy(() => dialogs().then((m) => ({ default: m.LoginRequiredDialog })));
const ComparisonDialog = lazy(() => dialogs().then((m) => ({ default: m.ComparisonDialog })));
const GiftListPicker = lazy(() => dialogs().then((m) => ({ default: m.GiftListPicker })));

type ButtonState = {
  wishLists: WishList[];
  favoriteProducts: number[];
  priceAlerts: { productId: number; alertType: AlertType }[];
  comparison: { count: number; limit: number; hasProduct: boolean };
};
type CheckAnswer = CallAnswer & { code: number; result?: ButtonState };

const ALERT_LABEL: Record<AlertType, { off: string; on: string }> = {
  price: { off: "Fiyatı düşünce haber ver", on: "Fiyat alarmı kuruldu" },
  stock: { off: "Stoğa girince haber ver", on: "Talebiniz alındı" },
};

const buttonClass = (active: boolean) =>
  `flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border px-2 py-2 text-[13px] leading-tight font-bold transition-colors sm:flex-col sm:gap-1 ${
    active
      ? "border-brand-300 bg-brand-50 text-brand-700"
      : "border-slate-200 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700"
  }`;

export function MemberActions({ productId }: { productId: number | null }) {
  const loggedIn = useIsLoggedIn();
  const feedback = useFeedback();
  const location = useLocation();
  const [state, setState] = useState<ButtonState | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [compared, setCompared] = useState<{
    message: string;
    count: number;
  } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!loggedIn || productId == null) {
        setState(null);
        return;
      }
      try {
        const answer = await callApi<CheckAnswer>(`${href("/kullanici/urun/check-button")}?id=${productId}`, { signal });
        setState(answer.code === 200 && answer.result ? answer.result : null);
      } catch {
        // The buttons still work without their checked states.
      }
    },
    [loggedIn, productId],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  /** The variant to act on, or null after asking a guest to log in / a member to pick a size. */
  const ready = (): number | null => {
    if (!loggedIn) {
      setLoginOpen(true);
      return null;
    }
    if (productId == null) feedback.notify({ type: "info", message: CHOOSE_PRODUCT });
    return productId;
  };

  /** POSTs a member call; shows a refusal or failure and resolves to the answer only on success. */
  async function post<T extends CallAnswer>(url: string, body: Record<string, unknown>, failure?: string): Promise<T | null> {
    setBusy(true);
    try {
      const answer = await callApi<T>(url, { method: "POST", body });
      if (answer.success) return answer;
      if (answer.reason === LOGIN_REQUIRED) setLoginOpen(true);
      else feedback.notify({ type: "error", message: answerText(answer) });
      return null;
    } catch (error) {
      if (!(error instanceof CallError)) throw error;
      void feedback.error({ message: failure ?? error.message });
      return null;
    } finally {
      setBusy(false);
    }
  }

  const done = (answer: CallAnswer) => {
    feedback.notify({ type: "success", message: answerText(answer) });
    void load();
  };

  const favourite = async () => {
    const id = ready();
    if (id == null) return;
    const answer = await post(`${href("/urun/favorite")}/`, { productId: id });
    if (answer) done(answer);
  };

  const alert = async (alertType: AlertType) => {
    const id = ready();
    if (id == null) return;
    const answer = await post(`${href("/urun/alarm")}/`, { productId: id, alertType });
    if (answer) done(answer);
  };

  const compare = async () => {
    const id = ready();
    if (id == null) return;
    const answer = await post<CallAnswer & { count: number }>(`${href("/urun/karsilastir")}/`, { productId: id }, COMPARISON_ERROR);
    if (!answer) return;
    setCompared({ message: answerText(answer), count: answer.count });
    void load();
  };

  const openPicker = () => {
    if (ready() == null) return;
    void load();
    setPickerOpen(true);
  };

  const addToList = async (listId: number) => {
    const id = ready();
    if (id == null) return;
    const answer = await post(href("/hediye-listesi/urun-ekle/:listId?", { listId: String(listId) }), {
      productId: id,
    });
    if (!answer) return;
    setPickerOpen(false);
    done(answer);
  };

  const isFavourite = productId != null && Boolean(state?.favoriteProducts.includes(productId));
  const hasAlert = (type: AlertType) => Boolean(state?.priceAlerts.some((a) => a.alertType === type));
  const inList = Boolean(state?.wishLists.some((l) => l.hasProduct));
  const inComparison = Boolean(state?.comparison.hasProduct);

  return (
    <div role="group" aria-label="Üye işlemleri" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <button type="button" onClick={openPicker} aria-pressed={inList} className={buttonClass(inList)}>
        <GiftIcon size={20} />
        Hediye Listeme Ekle
      </button>
      <button type="button" onClick={favourite} disabled={busy} aria-pressed={isFavourite} className={buttonClass(isFavourite)}>
        <HeartIcon size={20} fill={isFavourite ? "currentColor" : "none"} className={isFavourite ? "text-pink-600" : undefined} />
        Favorilerime Ekle
      </button>
      <DisclosureMenu
        label="Fiyat / Stok Alarmı"
        open={menuOpen}
        onOpenChange={(open) => setMenuOpen(open && ready() != null)}
        buttonClassName={`${buttonClass(hasAlert("price") || hasAlert("stock"))} w-full`}
        button={
          <>
            <BellIcon size={20} fill={hasAlert("price") || hasAlert("stock") ? "currentColor" : "none"} />
            Fiyat / Stok Alarmı
          </>
        }
        panelClassName="absolute top-full left-1/2 z-[80] mt-1.5 min-w-56 -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
      >
        {(close) => (
          <>
            {(["price", "stock"] as const).map((type) => (
              <button
                key={type}
                type="button"
                disabled={busy}
                role="menuitemcheckbox"
                aria-checked={hasAlert(type)}
                onClick={() => {
                  close();
                  void alert(type);
                }}
                className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-ink outline-none hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:text-brand-700 disabled:opacity-60"
              >
                <span aria-hidden="true" className="w-4 text-brand-600">
                  {hasAlert(type) ? "✓" : ""}
                </span>
                {hasAlert(type) ? ALERT_LABEL[type].on : ALERT_LABEL[type].off}
              </button>
            ))}
          </>
        )}
      </DisclosureMenu>
      <button type="button" onClick={compare} disabled={busy} aria-pressed={inComparison} className={buttonClass(inComparison)}>
        <CompareIcon size={20} />
        Karşılaştır
      </button>

      <Suspense fallback={null}>
        {loginOpen && (
          <LoginRequiredDialog open onOpenChange={setLoginOpen} returnTo={`${location.pathname}${location.search}${location.hash}`} />
        )}
        {compared && <ComparisonDialog result={compared} onClose={() => setCompared(null)} />}
        {pickerOpen && <GiftListPicker open onOpenChange={setPickerOpen} lists={state?.wishLists ?? null} busy={busy} onPick={addToList} />}
      </Suspense>
    </div>
  );
}
