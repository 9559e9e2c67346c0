/**
 * The price range: a two-thumb slider over the result's own price range (labels like
 * '12 500 TL', spec section 9) that applies when a thumb is let go, and two boxes for typing.
 */
import { useEffect, useId, useState } from "react";
import { Slider } from "radix-ui";
import { formatSliderLira } from "#app/lib/money";
import { priceStep } from "./listing-state";

type Props = {
  range: { min: number; max: number };
  min: number | null;
  max: number | null;
  onCommit: (min: number | null, max: number | null) => void;
};

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

export function PriceFilter({ range, min, max, onCommit }: Props) {
  const step = priceStep(range.max - range.min);
  // The slider's top is the range's maximum rounded up to a whole step, so the last step reaches it.
  const top = range.min + Math.ceil((range.max - range.min) / step) * step;
  const lo = clamp(min ?? range.min, range.min, top);
  const hi = clamp(max ?? top, lo, top);

  const [value, setValue] = useState<[number, number]>([lo, hi]);
  const [texts, setTexts] = useState<[string, string]>([String(lo), String(Math.min(hi, range.max))]);
  useEffect(() => {
    setValue([lo, hi]);
    setTexts([String(lo), String(Math.min(hi, range.max))]);
  }, [lo, hi, range.max]);

  const id = useId();
  const shownMax = (n: number) => formatSliderLira(Math.min(n, range.max));

  const commitTexts = (event: React.FormEvent) => {
    event.preventDefault();
    const read = (s: string) => (/^\s*\d{1,9}\s*$/.test(s) ? Number(s) : null);
    onCommit(read(texts[0]), read(texts[1]));
  };

  if (range.max <= range.min) {
    return <p className="text-sm text-slate-600">Tüm ürünler {formatSliderLira(range.min)}</p>;
  }

  return (
    <div>
      <p className="mb-3 flex items-center justify-between text-sm font-bold text-ink" aria-hidden="true">
        <span>{formatSliderLira(value[0])}</span>
        <span>{shownMax(value[1])}</span>
      </p>
      <Slider.Root
        className="relative mx-2 flex h-6 touch-none items-center select-none"
        min={range.min}
        max={top}
        step={step}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(v) => {
          const next: [number, number] = [v[0], v[1]];
          setValue(next);
          setTexts([String(next[0]), String(Math.min(next[1], range.max))]);
        }}
        onValueCommit={(v) => onCommit(v[0], v[1])}
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-500" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="En düşük fiyat"
          aria-valuetext={formatSliderLira(value[0])}
          className="block size-6 rounded-full border-[3px] border-brand-500 bg-white shadow-md transition-transform hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        />
        <Slider.Thumb
          aria-label="En yüksek fiyat"
          aria-valuetext={shownMax(value[1])}
          className="block size-6 rounded-full border-[3px] border-brand-500 bg-white shadow-md transition-transform hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        />
      </Slider.Root>

      <form onSubmit={commitTexts} className="mt-4 flex items-center gap-1.5" aria-label="Fiyat aralığı">
        {(["min", "max"] as const).map((which, i) => (
          <label key={which} htmlFor={`${id}-${which}`} className="flex min-w-0 flex-1 items-center gap-1.5">
            {i === 1 && (
              <span aria-hidden="true" className="text-slate-400">
                –
              </span>
            )}
            <span className="sr-only">{which === "min" ? "En düşük fiyat (TL)" : "En yüksek fiyat (TL)"}</span>
            <input
              id={`${id}-${which}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={texts[i]}
              placeholder={which === "min" ? "En az" : "En çok"}
              onChange={(e) => setTexts((t) => (i === 0 ? [e.target.value, t[1]] : [t[0], e.target.value]))}
              className="h-10 w-full min-w-0 [appearance:textfield] rounded-xl border border-slate-300 bg-white px-2 text-sm font-semibold text-ink focus:border-brand-500 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
            />
          </label>
        ))}
        <button type="submit" className="ml-0.5 h-10 shrink-0 rounded-xl bg-ink px-3 text-sm font-extrabold text-white hover:bg-slate-700">
          Uygula
        </button>
      </form>
    </div>
  );
}
