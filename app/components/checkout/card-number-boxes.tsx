/**
 * The card number as four 4-digit boxes (spec section 5): digits only; a full box moves on to the
 * next; Backspace in an empty box goes back and deletes there; arrows, Backspace, Delete, Tab,
 * Home and End work, other keys are blocked; pasting a whole number fills every box. Each change
 * reports the full number (and the form sends it as card[number]).
 */
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";

const BOXES = 4;
const ALLOWED = new Set(["Backspace", "Delete", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Tab", "Home", "End", "Enter"]);

const split = (value: string) => Array.from({ length: BOXES }, (_, i) => value.slice(i * 4, i * 4 + 4));

type Props = { value: string; onChange: (value: string) => void; invalid: boolean; describedBy?: string };

export function CardNumberBoxes({ value, onChange, invalid, describedBy }: Props) {
  const [parts, setParts] = useState(() => split(value));
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const update = (next: string[]) => {
    setParts(next);
    onChange(next.join(""));
  };

  const focusBox = (i: number, at: "start" | "end") => {
    const box = refs.current[i];
    if (!box) return;
    box.focus();
    const pos = at === "start" ? 0 : box.value.length;
    box.setSelectionRange(pos, pos);
  };

  /** Puts digits into the boxes from box `i` on (typing past 4 or pasting). */
  function fill(i: number, digits: string) {
    const next = [...parts];
    let rest = digits;
    let box = i;
    next[box] = rest.slice(0, 4);
    rest = rest.slice(4);
    while (rest && box < BOXES - 1) {
      box++;
      next[box] = rest.slice(0, 4);
      rest = rest.slice(4);
    }
    update(next);
    if (next[box].length === 4 && box < BOXES - 1) focusBox(box + 1, "end");
    else if (box !== i) focusBox(box, "end");
  }

  function keyDown(i: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const box = e.currentTarget;
    const caretAtStart = box.selectionStart === 0 && box.selectionEnd === 0;
    const caretAtEnd = box.selectionStart === box.value.length;
    if (e.key === "Backspace" && i > 0 && (box.value === "" || caretAtStart)) {
      e.preventDefault();
      const next = [...parts];
      next[i - 1] = next[i - 1].slice(0, -1);
      update(next);
      focusBox(i - 1, "end");
      return;
    }
    if (e.key === "ArrowLeft" && i > 0 && caretAtStart) {
      e.preventDefault();
      focusBox(i - 1, "end");
      return;
    }
    if (e.key === "ArrowRight" && i < BOXES - 1 && caretAtEnd) {
      e.preventDefault();
      focusBox(i + 1, "start");
      return;
    }
    if (ALLOWED.has(e.key)) return;
    if (/^\d$/.test(e.key)) {
      // A full box with the caret at its end: the digit starts the next box.
      if (box.value.length === 4 && caretAtEnd && box.selectionStart === box.selectionEnd && i < BOXES - 1) {
        e.preventDefault();
        if (parts[i + 1].length < 4) fill(i + 1, parts[i + 1] + e.key);
        else focusBox(i + 1, "end");
      }
      return;
    }
    e.preventDefault();
  }

  function paste(i: number, e: ClipboardEvent<HTMLInputElement>) {
    const digits = e.clipboardData.getData("text").replace(/\D/g, "");
    e.preventDefault();
    if (digits) fill(i, digits.slice(0, (BOXES - i) * 4));
  }

  return (
    <div className="grid grid-cols-4 gap-2">
      {parts.map((part, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={i === 0 ? "cc-number" : "off"}
          maxLength={4}
          value={part}
          aria-label={`Kart numarası ${i * 4 + 1}-${i * 4 + 4}. haneler`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder="••••"
          className={`h-11 w-full min-w-0 rounded-xl border bg-white px-2 text-center text-[15px] tracking-[0.2em] text-ink tabular-nums placeholder:text-slate-300 focus:border-brand-500 ${invalid ? "border-red-500 bg-red-50/40" : "border-slate-300"}`}
          onKeyDown={(e) => keyDown(i, e)}
          onPaste={(e) => paste(i, e)}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, "");
            if (digits.length > 4) return fill(i, digits);
            const next = [...parts];
            next[i] = digits;
            update(next);
            if (digits.length === 4 && i < BOXES - 1 && (e.target.selectionStart ?? 4) >= 4) focusBox(i + 1, "end");
          }}
        />
      ))}
    </div>
  );
}
