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
import { useCallback, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Dialog, DropdownMenu } from "radix-ui";
import { useFeedback } from "#app/components/feedback";
import { GiftIcon, HeartIcon } from "#app/components/icons";
import { loginUrlReturningTo, useIsLoggedIn } from "#app/components/product/quick-add";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import {
  CHOOSE_LIST,
  CHOOSE_PRODUCT,
  COMPARISON_ERROR,
  COMPARISONS_URL,
  GIFT_LISTS_URL,
  LOGIN_REQUIRED,
  NO_GIFT_LISTS,
  type AlertType,
} from "#app/domain/member-lists/product-buttons.messages";

type WishList = { id: number; name: string; expireDate: { date: string }; expired: boolean; hasProduct: boolean };
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
    active ? "border-brand-300 bg-brand-50 text-brand-700" : "border-slate-200 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700"
  }`;

const BellIcon = ({ filled }: { filled: boolean }) => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);
const CompareIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M16 3h5v5M21 3l-7 7M8 21H3v-5M3 21l7-7" />
  </svg>
);

export function MemberActions({ productId }: { productId: number | null }) {
  const loggedIn = useIsLoggedIn();
  const feedback = useFeedback();
  const location = useLocation();
  const [state, setState] = useState<ButtonState | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [compared, setCompared] = useState<{ message: string; count: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!loggedIn || productId == null) {
        setState(null);
        return;
      }
      try {
        const answer = await callApi<CheckAnswer>(`/kullanici/urun/check-button?id=${productId}`, { signal });
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
    const answer = await post("/urun/favorite/", { productId: id });
    if (answer) done(answer);
  };

  const alert = async (alertType: AlertType) => {
    const id = ready();
    if (id == null) return;
    const answer = await post("/urun/alarm/", { productId: id, alertType });
    if (answer) done(answer);
  };

  const compare = async () => {
    const id = ready();
    if (id == null) return;
    const answer = await post<CallAnswer & { count: number }>("/urun/karsilastir/", { productId: id }, COMPARISON_ERROR);
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
    const answer = await post(`/hediye-listesi/urun-ekle/${listId}`, { productId: id });
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
      <DropdownMenu.Root open={menuOpen} onOpenChange={(open) => setMenuOpen(open && ready() != null)}>
        <DropdownMenu.Trigger className={buttonClass(hasAlert("price") || hasAlert("stock"))}>
          <BellIcon filled={hasAlert("price") || hasAlert("stock")} />
          Fiyat / Stok Alarmı
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="center" sideOffset={6} className="z-[80] min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl">
            {(["price", "stock"] as const).map((type) => (
              <DropdownMenu.CheckboxItem
                key={type}
                checked={hasAlert(type)}
                disabled={busy}
                onSelect={() => void alert(type)}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm font-semibold text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700"
              >
                <span aria-hidden="true" className="w-4 text-brand-600">
                  <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                </span>
                {hasAlert(type) ? ALERT_LABEL[type].on : ALERT_LABEL[type].off}
              </DropdownMenu.CheckboxItem>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <button type="button" onClick={compare} disabled={busy} aria-pressed={inComparison} className={buttonClass(inComparison)}>
        <CompareIcon />
        Karşılaştır
      </button>

      <LoginRequiredDialog open={loginOpen} onOpenChange={setLoginOpen} returnTo={`${location.pathname}${location.search}${location.hash}`} />
      <ComparisonDialog result={compared} onClose={() => setCompared(null)} />
      <GiftListPicker open={pickerOpen} onOpenChange={setPickerOpen} lists={state?.wishLists ?? null} busy={busy} onPick={addToList} />
    </div>
  );
}

function ModalFrame({ open, onOpenChange, title, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; children: React.ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/50" />
        <Dialog.Content className="modal-panel">
          <Dialog.Title className="text-lg font-extrabold text-ink">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const actionsRow = "mt-6 grid gap-2 sm:flex sm:justify-end";

function LoginRequiredDialog({ open, onOpenChange, returnTo }: { open: boolean; onOpenChange: (open: boolean) => void; returnTo: string }) {
  return (
    <ModalFrame open={open} onOpenChange={onOpenChange} title="Üye Girişi">
      <Dialog.Description className="mt-2 text-[15px] text-slate-700">{LOGIN_REQUIRED}</Dialog.Description>
      <div className={actionsRow}>
        <Dialog.Close className="btn-secondary h-11 px-5">Vazgeç</Dialog.Close>
        <Link to={loginUrlReturningTo(returnTo)} className="btn-primary h-11 px-5" onClick={() => onOpenChange(false)}>
          Giriş Yap
        </Link>
      </div>
    </ModalFrame>
  );
}

function ComparisonDialog({ result, onClose }: { result: { message: string; count: number } | null; onClose: () => void }) {
  return (
    <ModalFrame open={result !== null} onOpenChange={(open) => !open && onClose()} title="Karşılaştırma">
      <Dialog.Description className="mt-2 text-[15px] text-slate-700">{result?.message}</Dialog.Description>
      {result && <p className="mt-1 text-sm text-slate-500">Karşılaştırma listenizde {result.count} ürün var (en fazla 4).</p>}
      <div className={actionsRow}>
        <Dialog.Close className="btn-secondary h-11 px-5">Alışverişe Devam Et</Dialog.Close>
        <Link to={COMPARISONS_URL} className="btn-primary h-11 px-5" onClick={onClose}>
          Karşılaştırmalarım
        </Link>
      </div>
    </ModalFrame>
  );
}

function GiftListPicker({
  open,
  onOpenChange,
  lists,
  busy,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lists: WishList[] | null;
  busy: boolean;
  onPick: (listId: number) => void;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState("");
  const change = (next: boolean) => {
    setChosen(null);
    setError("");
    onOpenChange(next);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen == null) return setError(CHOOSE_LIST);
    onPick(chosen);
  };
  return (
    <ModalFrame open={open} onOpenChange={change} title="Hediye Listeme Ekle">
      {lists && lists.length === 0 ? (
        <>
          <Dialog.Description className="mt-2 text-[15px] text-slate-700">{NO_GIFT_LISTS}</Dialog.Description>
          <div className={actionsRow}>
            <Dialog.Close className="btn-secondary h-11 px-5">Kapat</Dialog.Close>
            <Link to={GIFT_LISTS_URL} className="btn-primary h-11 px-5" onClick={() => change(false)}>
              Hediye Listesi Oluştur
            </Link>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Dialog.Description className="mt-2 text-[15px] text-slate-700">Ürünü eklemek istediğiniz listeyi seçiniz.</Dialog.Description>
          <fieldset className="mt-4 grid max-h-72 gap-2 overflow-y-auto">
            <legend className="sr-only">Hediye listeleriniz</legend>
            {(lists ?? []).map((l) => (
              <label
                key={l.id}
                className={`flex items-center gap-3 rounded-xl border-2 px-3 py-2.5 text-sm ${
                  chosen === l.id ? "border-brand-500 bg-brand-50" : "border-slate-200"
                } ${l.expired ? "opacity-50" : "cursor-pointer hover:border-brand-300"}`}
              >
                <input
                  type="radio"
                  name="wishList"
                  value={l.id}
                  disabled={l.expired}
                  checked={chosen === l.id}
                  onChange={() => {
                    setChosen(l.id);
                    setError("");
                  }}
                  className="size-4 accent-brand-500"
                />
                <span className="flex-1">
                  <span className="block font-bold text-ink">{l.name}</span>
                  <span className="block text-xs text-slate-500">
                    {l.expired ? "Süresi doldu" : `Son gün: ${l.expireDate.date.split("-").reverse().join(".")}`}
                  </span>
                </span>
                {l.hasProduct && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-700">Listede</span>}
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="mt-3 text-sm font-semibold text-red-600">
              {error}
            </p>
          )}
          <div className={actionsRow}>
            <Dialog.Close className="btn-secondary h-11 px-5">Vazgeç</Dialog.Close>
            <button type="submit" disabled={busy || lists === null} className="btn-primary h-11 px-5">
              Listeye Ekle
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
