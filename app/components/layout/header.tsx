/** The header on every page: logo, search, account, mini-basket and the category menus. */
import { pickupPointsLabel } from "#app/domain/rewards/pickup-points-label";
import type { ShopOffers } from "#app/domain/settings/shop-settings";
import { href, Link, useSubmit } from "react-router";
import { LoginPopupLink } from "#app/components/account/login-popup-link";
import { DisclosureMenu } from "#app/components/disclosure-menu";
import { BagIcon, StoreIcon, TruckIcon, UserIcon } from "#app/components/icons";
import { DesktopMenu } from "./desktop-menu";
import { Logo } from "./logo";
import { MiniBasket } from "./mini-basket";
import { MobileMenu } from "./mobile-menu";
import { SearchForm } from "./search-form";
import type { ShellData } from "./shell-data";
import { useVisitor, type VisitorState } from "./visitor-state";
import { formatMoney } from "#app/lib/money";

/** The top bar's offer: the owner's pickup bonus, else free shipping from the threshold (settings at /yonetim/ayarlar). */
function offerOf(offers: ShopOffers | null): { Icon: typeof StoreIcon; text: string } | null {
  if (!offers) return null;
  if (offers.pickupBonusPoints > 0)
    return { Icon: StoreIcon, text: `Mağazadan Teslim Al seçeneğinde ${pickupPointsLabel(offers.pickupBonusPoints)}!` };
  const threshold = offers.freeShippingThresholdKurus;
  return {
    Icon: TruckIcon,
    text: threshold > 0 ? `${formatMoney(threshold)} ve üzeri alışverişlerde kargo bedava!` : "Tüm siparişlerde kargo bedava!",
  };
}

function TopBar({ offers }: { offers: ShopOffers | null }) {
  const offer = offerOf(offers);
  return (
    <div className="hidden bg-brand-700 text-white md:block">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-4 text-[13px] font-semibold">
        <p className="flex items-center gap-2">
          {offer && <offer.Icon size={16} />}
          {offer?.text}
        </p>
        <ul className="flex items-center gap-5">
          <li>
            <Link to={href("/siparis-takip")} className="flex items-center gap-1.5 hover:underline">
              <TruckIcon size={16} />
              Sipariş Takibi
            </Link>
          </li>
          <li>
            <Link to={href("/magazalar")} className="hover:underline">
              Mağazalarımız
            </Link>
          </li>
          <li>
            <Link to={href("/kullanici/yardim")} className="hover:underline">
              Yardım
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

function AccountLink({ visitor }: { visitor: VisitorState }) {
  const submit = useSubmit();
  const base = "flex items-center gap-2 rounded-xl px-2 py-1.5 text-ink hover:bg-brand-50 hover:text-brand-700";
  const { user } = visitor;
  if (user === undefined) {
    // A session not asked about yet: the account's place, neither greeting nor offering to log in.
    return (
      <Link to={href("/kullanici/siparislerim")} aria-busy="true" className={base}>
        <UserIcon />
        <span className="flex flex-col text-left leading-tight max-md:sr-only">
          <span className="text-sm font-bold">Hesabım</span>
          <span aria-hidden="true" className="h-3.5" />
        </span>
      </Link>
    );
  }
  if (user) {
    return (
      <DisclosureMenu
        label={`Hesabım: ${user.firstname}`}
        buttonClassName={base}
        button={
          <>
            <UserIcon />
            <span className="flex flex-col text-left leading-tight">
              <span className="text-[11px] font-semibold text-slate-500 max-md:sr-only">Hesabım</span>{" "}
              <span className="max-w-28 truncate text-sm font-bold max-md:sr-only">{user.firstname}</span>
            </span>
          </>
        }
        panelClassName="absolute top-full right-0 z-50 mt-1.5 min-w-44 rounded-xl border border-slate-100 bg-white p-1.5 shadow-xl"
      >
        {(close) => (
          <>
            <p className="truncate px-3 pt-1.5 pb-1 text-xs font-bold text-slate-500 md:hidden">Merhaba, {user.firstname}</p>
            <Link
              role="menuitem"
              to={href("/kullanici/siparislerim")}
              onClick={close}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-ink outline-none hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              Hesabım
            </Link>
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close();
                void submit(null, { method: "post", action: href("/kullanici/cikis") });
              }}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-ink outline-none hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              Çıkış Yap
            </button>
          </>
        )}
      </DisclosureMenu>
    );
  }
  return (
    <LoginPopupLink className={base}>
      <UserIcon />
      <span className="flex flex-col text-left leading-tight max-md:sr-only">
        <span className="text-sm font-bold">Giriş Yap</span>
        <span className="text-[11px] font-semibold text-slate-500">veya Üye Ol</span>
      </span>
    </LoginPopupLink>
  );
}

function CartLink({ count }: { count: number | undefined }) {
  const shown = count ?? 0;
  return (
    <Link
      to={`${href("/cart")}/`}
      className="relative flex items-center gap-3.5 rounded-xl px-2 py-1.5 text-ink hover:bg-brand-50 hover:text-brand-700"
    >
      <span className="relative">
        <BagIcon />
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className={`absolute -top-2 -right-2.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[11px] font-extrabold ${
            shown > 0 ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-600"
          }`}
        >
          {count === undefined ? null : shown > 99 ? "99+" : shown}
        </span>
      </span>
      {/* The link's name is its words, not an aria-label (axe: a name must contain the visible
          text): 'Sepetim, N ürün' for screen readers, with the visible word and badge hidden from
          them (one text, so no stray space before the comma). */}
      <span aria-hidden="true" className="text-sm font-bold max-md:hidden">
        Sepetim
      </span>
      <span className="sr-only">{count === undefined ? "Sepetim" : `Sepetim, ${shown} ürün`}</span>
    </Link>
  );
}

export function Header({ shell }: { shell: ShellData }) {
  const visitor = useVisitor();
  return (
    <header className="sticky top-0 z-30 bg-white shadow-[0_1px_0_rgba(15,23,42,0.06)] lg:static">
      <TopBar offers={shell.offers} />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 md:flex-nowrap md:gap-x-5 md:px-4 md:py-3">
        <MobileMenu menu={shell.menu} user={visitor.user ?? null} />
        <Logo />
        <SearchForm className="order-last w-full md:order-none md:mx-auto md:max-w-xl md:flex-1" />
        <div className="ml-auto flex items-center gap-1 md:ml-0 md:gap-2">
          <AccountLink visitor={visitor} />
          <MiniBasket>
            <CartLink count={visitor.cartCount} />
          </MiniBasket>
        </div>
      </div>
      <DesktopMenu menu={shell.menu} />
    </header>
  );
}
