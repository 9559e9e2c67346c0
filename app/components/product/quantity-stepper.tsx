/**
 * The quantity stepper (spec section 5): '−', the number ('Adet') and '+'. It reports the wanted
 * value; the caller clamps it between data-min and data-max and says why (useVariantChoice.change).
 *
 * With `submitName` it also works without JavaScript inside a plain form (the basket's lines): '−'
 * and '+' are submit buttons posting the new number under that name ('−' off at 1), and until the
 * page runs its script the number is shown, not typed (so Enter cannot post a '−'). With the
 * script, a click reports the value instead of posting.
 */
import { useHydrated } from "#app/components/use-hydrated";

export function QuantityStepper({
  id,
  value,
  max,
  onChange,
  compact = false,
  submitName,
}: {
  id: string;
  value: number;
  max: number;
  onChange: (next: number) => void;
  compact?: boolean;
  submitName?: string;
}) {
  const scripted = useHydrated();
  const box = compact ? "h-11" : "h-12";
  const button = `${compact ? "size-10" : "size-11"} rounded-full text-xl font-bold text-ink hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent`;
  const step = (next: number) => ({
    ...(submitName ? { type: "submit" as const, name: submitName, value: String(next) } : { type: "button" as const }),
    onClick: (e: React.MouseEvent) => {
      e.preventDefault();
      onChange(next);
    },
  });
  return (
    <div className={`inline-flex ${box} shrink-0 items-center rounded-full border-2 border-slate-200 bg-white`}>
      <button aria-label="Adedi azalt" {...step(value - 1)} disabled={submitName ? value <= 1 : undefined} className={button}>
        −
      </button>
      <label className="sr-only" htmlFor={id}>
        Adet
      </label>
      {submitName && !scripted ? (
        <output id={id} className="w-10 text-center font-bold text-ink">
          {value}
        </output>
      ) : (
        <input
          id={id}
          inputMode="numeric"
          value={value}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value.replace(/\D/g, ""), 10);
            onChange(Number.isFinite(n) ? n : 1);
          }}
          onKeyDown={(e) => {
            // Enter would post the form's first button ('−').
            if (submitName && e.key === "Enter") e.preventDefault();
          }}
          data-min={1}
          data-max={max}
          className="w-10 border-0 bg-transparent text-center font-bold text-ink focus:outline-none"
        />
      )}
      <button aria-label="Adedi artır" {...step(value + 1)} className={button}>
        +
      </button>
    </div>
  );
}
