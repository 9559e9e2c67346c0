/**
 * The quantity stepper (spec section 5): '−', the number ('Adet') and '+'. It reports the wanted
 * value; the caller clamps it between data-min and data-max and says why (useVariantChoice.change).
 */
export function QuantityStepper({
  id,
  value,
  max,
  onChange,
  compact = false,
}: {
  id: string;
  value: number;
  max: number;
  onChange: (next: number) => void;
  compact?: boolean;
}) {
  const box = compact ? "h-11" : "h-12";
  const button = compact ? "size-10" : "size-11";
  return (
    <div className={`inline-flex ${box} shrink-0 items-center rounded-full border-2 border-slate-200 bg-white`}>
      <button type="button" aria-label="Adedi azalt" onClick={() => onChange(value - 1)} className={`${button} rounded-full text-xl font-bold text-ink hover:bg-slate-100`}>
        −
      </button>
      <label className="sr-only" htmlFor={id}>
        Adet
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(e) => {
          const n = Number.parseInt(e.target.value.replace(/\D/g, ""), 10);
          onChange(Number.isFinite(n) ? n : 1);
        }}
        data-min={1}
        data-max={max}
        className="w-10 border-0 bg-transparent text-center font-bold text-ink focus:outline-none"
      />
      <button type="button" aria-label="Adedi artır" onClick={() => onChange(value + 1)} className={`${button} rounded-full text-xl font-bold text-ink hover:bg-slate-100`}>
        +
      </button>
    </div>
  );
}
