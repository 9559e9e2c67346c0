/**
 * The basket form's gift note (spec sections 2 and 7): at most 250 characters with a counter, saved
 * with the basket's quantities through POST /cart/save (without JavaScript: posted to the basket page
 * as `intent=kaydet`).
 */
import { href } from "react-router";
import { useState } from "react";
import { GiftIcon } from "#app/components/icons";
import { GIFT_NOTE_MAX } from "#app/domain/cart/messages";
import { BASKET_FORM_ID } from "./cart-line-row";

export function GiftNoteForm({ initial, busy, onSave }: { initial: string; busy: boolean; onSave: (form: HTMLFormElement) => void }) {
  const [note, setNote] = useState(initial);
  const left = GIFT_NOTE_MAX - note.length;
  return (
    <form
      id={BASKET_FORM_ID}
      method="post"
      action={`${href("/cart")}/`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(e.currentTarget);
      }}
      className="rounded-2xl border border-slate-200 p-4"
    >
      <input type="hidden" name="intent" value="kaydet" />
      <label htmlFor="gift-note" className="flex items-center gap-2 font-extrabold text-ink">
        <GiftIcon size={20} className="text-brand-600" />
        Hediye Notu
      </label>
      <p className="mt-1 text-sm text-slate-600">Siparişiniz hediye ise paketin içine eklenecek notunuzu yazabilirsiniz.</p>
      <textarea
        id="gift-note"
        name="giftNote"
        rows={3}
        maxLength={GIFT_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        aria-describedby="gift-note-counter"
        className="mt-3 w-full resize-y rounded-xl border-2 border-slate-200 p-3 text-[15px] text-ink focus:border-brand-500"
        placeholder="Örneğin: Yeni kardeşine sevgilerle…"
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <p id="gift-note-counter" aria-live="polite" className={`text-xs font-semibold ${left < 20 ? "text-red-600" : "text-slate-500"}`}>
          {note.length}/{GIFT_NOTE_MAX} karakter
        </p>
        <button type="submit" disabled={busy} className="btn-secondary h-10 px-5 text-sm">
          Notu Kaydet
        </button>
      </div>
    </form>
  );
}
