/**
 * One basket line (spec sections 2, 3 and 9): image (46x55 or larger, same proportions), name
 * linking to the product, size, unit and line price, quantity stepper and a remove button. Gift
 * lines come from someone's gift list: their quantity is fixed, they can only be removed.
 *
 * The line's buttons are a plain form posted to the basket page (without JavaScript: '−' and '+'
 * post the new number, the remove button `intent=sil`); with JavaScript they call the basket's
 * JSON calls instead (use-cart-actions.ts), removing after a confirmation.
 */
import { useState } from "react";
import { href, Link } from "react-router";
import { CloseIcon } from "#app/components/icons";
import { QuantityStepper } from "#app/components/product/quantity-stepper";
import type { CartLine } from "#app/domain/cart/cart-view.server";
import { formatMoney } from "#app/lib/money";
import type { useCartActions } from "./use-cart-actions";

export const BASKET_FORM_ID = "basket-form";

/** What a shopper checks on a line: its size and colour. */
const SHOWN_ATTRIBUTES = new Set(["beden", "renk"]);

export const lineLabel = (line: Pick<CartLine, "name" | "size">) => (line.size ? `${line.name}, ${line.size}` : line.name);

export function CartLineRow({ line, actions }: { line: CartLine; actions: ReturnType<typeof useCartActions> }) {
  // The answer's quantity shows at once; the reload a second later brings prices and totals.
  const [quantity, setQuantity] = useState(line.quantity);
  const label = lineLabel(line);
  const stepTo = async (next: number) => {
    if (await actions.step({ ...line, quantity }, next)) setQuantity(next);
  };
  const discounted = line.originalUnitPriceKurus > line.unitPriceKurus;
  const shownAttributes = line.attributes.filter((a) => SHOWN_ATTRIBUTES.has(a.name.toLocaleLowerCase("tr-TR")));

  return (
    <li
      aria-label={label}
      className="grid grid-cols-[69px_minmax(0,1fr)] gap-x-3 gap-y-3 py-4 sm:grid-cols-[92px_minmax(0,1fr)_auto] sm:items-center sm:gap-x-5"
    >
      <Link to={line.url} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={line.image}
          alt=""
          width={92}
          height={110}
          loading="lazy"
          className="h-[82px] w-[69px] rounded-xl border border-slate-100 bg-slate-50 object-cover sm:h-[110px] sm:w-[92px]"
        />
      </Link>
      <div className="min-w-0">
        <Link to={line.url} className="line-clamp-2 leading-snug font-bold text-ink hover:text-brand-700 hover:underline">
          {line.name}
        </Link>
        {shownAttributes.length > 0 && (
          <p className="mt-1 text-sm text-slate-600">
            {shownAttributes.map((a) => (
              <span key={a.name} className="mr-3">
                {a.name}: <span className="font-semibold text-ink">{a.value}</span>
              </span>
            ))}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-600">
          Birim fiyat: <span className="font-semibold text-ink">{formatMoney(line.unitPriceKurus)}</span>
          {discounted && (
            <s className="ml-2 text-slate-500">
              <span className="sr-only">Eski fiyat: </span>
              {formatMoney(line.originalUnitPriceKurus)}
            </s>
          )}
        </p>
        {line.campaignDiscountKurus > 0 && quantity === line.quantity && (
          <p className="mt-1 text-sm font-semibold text-emerald-700" data-testid="line-campaign-price">
            {line.payKurus === 0 ? "Kampanyayla ücretsiz" : `Kampanyalı tutar: ${formatMoney(line.payKurus)}`}
          </p>
        )}
      </div>
      <form
        method="post"
        action={`${href("/cart")}/`}
        className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:justify-end sm:gap-5"
      >
        <input type="hidden" name="productId" value={line.productId} />
        {line.isGift ? (
          <>
            <input type="hidden" name="isGift" value="1" />
            <p className="text-sm font-semibold text-slate-700">Adet: {quantity}</p>
          </>
        ) : (
          <fieldset disabled={actions.busy} className="m-0 min-w-0 border-0 p-0">
            <legend className="sr-only">{label} adedi</legend>
            <QuantityStepper
              id={`adet-${line.productId}`}
              value={quantity}
              max={line.max}
              onChange={(next) => void stepTo(next)}
              compact
              submitName="quantity"
            />
            <input type="hidden" form={BASKET_FORM_ID} name={`quantity[${line.productId}]`} value={quantity} />
          </fieldset>
        )}
        <p className="min-w-24 text-right text-lg font-black text-ink">
          <span className="sr-only">Tutar: </span>
          {formatMoney(line.unitPriceKurus * quantity)}
        </p>
        <button
          type="submit"
          name="intent"
          value="sil"
          aria-label={`${label} ürününü sepetten çıkar`}
          title="Sepetten çıkar"
          disabled={actions.busy}
          onClick={(e) => {
            e.preventDefault();
            void actions.remove(line);
          }}
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
        >
          <CloseIcon size={20} />
        </button>
      </form>
    </li>
  );
}
