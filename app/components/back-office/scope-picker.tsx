/**
 * A campaign scope's list of ids (brands, catalogue items or variants) with a search that never
 * loads the catalogue: the manager types a name, sku or barcode, the page asks
 * /yonetim/kampanyalar/secenekler (at most 20 answers) and 'Ekle' puts the id in the field, its
 * name in the chips below. The field itself is a plain text input of comma-separated numbers, so
 * the form works without JavaScript (the search is hidden then).
 */
import { href } from "react-router";
import { useId, useState } from "react";
import type { PickerKind, ScopeChoice } from "#app/domain/campaigns/campaign-admin";
import { parseIdList } from "#app/domain/campaigns/campaign-form";
import { fieldClass, labelClass } from "./fields";

export function ScopePicker({
  name,
  label,
  kind,
  value,
  known,
  error,
  searchLabel,
}: {
  name: string;
  label: string;
  kind: PickerKind;
  value: string;
  known: ScopeChoice[];
  error?: string;
  searchLabel: string;
}) {
  const [ids, setIds] = useState(value);
  const [labels, setLabels] = useState<ScopeChoice[]>(known);
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<ScopeChoice[] | null>(null);
  const [problem, setProblem] = useState("");
  const base = useId();
  const current = parseIdList(ids) ?? [];

  const search = async () => {
    setProblem("");
    try {
      const response = await fetch(`${href("/yonetim/kampanyalar/secenekler")}?tur=${kind}&q=${encodeURIComponent(query)}`, {
        headers: { Accept: "application/json" },
      });
      const body = (await response.json()) as { success: boolean; items?: ScopeChoice[]; reason?: string };
      if (!body.success) throw new Error(body.reason);
      setFound(body.items ?? []);
    } catch {
      setFound(null);
      setProblem("Arama yapılamadı, lütfen tekrar deneyin.");
    }
  };
  const add = (choice: ScopeChoice) => {
    if (!current.includes(choice.id)) setIds([...current, choice.id].join(", "));
    if (!labels.some((l) => l.id === choice.id)) setLabels([...labels, choice]);
  };
  const remove = (id: number) => setIds(current.filter((i) => i !== id).join(", "));

  return (
    <div className="rounded-xl border border-slate-200 p-3">
      <label htmlFor={`${base}-ids`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${base}-ids`}
        name={name}
        value={ids}
        onChange={(e) => setIds(e.target.value)}
        inputMode="numeric"
        placeholder="ör. 12, 40"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${base}-hata` : undefined}
        className={fieldClass(Boolean(error))}
      />
      {error && (
        <p id={`${base}-hata`} className="mt-1 text-xs font-bold text-red-700">
          {error}
        </p>
      )}
      {current.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label}: seçilenler`}>
          {current.map((id) => (
            <li key={id} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-xs font-bold text-brand-800">
              {labels.find((l) => l.id === id)?.label ?? `#${id}`}
              <button
                type="button"
                onClick={() => remove(id)}
                className="grid size-7 place-items-center rounded-full hover:bg-brand-100 noscript:hidden"
                aria-label={`Çıkar: ${labels.find((l) => l.id === id)?.label ?? id}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex gap-2 noscript:hidden">
        <label htmlFor={`${base}-q`} className="sr-only">
          {searchLabel}
        </label>
        <input
          id={`${base}-q`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void search();
            }
          }}
          placeholder={searchLabel}
          className={fieldClass(false)}
        />
        <button type="button" className="btn-secondary h-11 shrink-0 px-4 text-sm" onClick={() => void search()}>
          Ara
        </button>
      </div>
      {problem && (
        <p role="alert" className="mt-1 text-xs font-bold text-red-700">
          {problem}
        </p>
      )}
      {found && (
        <ul className="mt-2 flex max-h-56 flex-col gap-1 overflow-y-auto" aria-label={`${label}: arama sonuçları`} aria-live="polite">
          {found.length === 0 && <li className="text-xs text-slate-600">Sonuç yok.</li>}
          {found.map((choice) => (
            <li key={choice.id} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-2 py-1 text-sm">
              <span className="min-w-0 break-words">{choice.label}</span>
              <button
                type="button"
                className="btn-secondary h-9 shrink-0 px-3 text-xs"
                onClick={() => add(choice)}
                disabled={current.includes(choice.id)}
                aria-label={`${current.includes(choice.id) ? "Eklendi" : "Ekle"}: ${choice.label}`}
              >
                {current.includes(choice.id) ? "Eklendi" : "Ekle"}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
