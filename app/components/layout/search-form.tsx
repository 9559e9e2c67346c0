/**
 * The search box: a plain GET form to /arama?keyword=…, so it works before and without JavaScript.
 * With JavaScript it also suggests products, categories and brands while the shopper types
 * (GET /arama/suggest/?term=…, 300 ms after the last key, from 2 characters), as an ARIA
 * combobox: the text box keeps the focus, ArrowDown/ArrowUp move through the options, Enter opens
 * the active one (or searches), Escape and a click outside close the list.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { SearchIcon } from "#app/components/icons";
import { callApi } from "#app/lib/api-client";
import { foldForSearch } from "#app/lib/turkish";
import { stemWord } from "#app/domain/search/turkish-stem";
import {
  SUGGEST_MAX_LENGTH,
  SUGGEST_MIN_LENGTH,
  highlightPieces,
  highlightRanges,
  type SuggestAnswer,
  type SuggestGroup,
  type SuggestItem,
} from "#app/domain/search/suggest";

/** Spec section 9: suggestions after 300 ms of no typing, from 2 characters; the bar looks active from 3. */
export const SUGGEST_DELAY_MS = 300;
const ACTIVE_STYLE_LENGTH = 3;
const CACHE_SIZE = 40;

type Props = {
  /** Accessible name of the text box. */
  label?: string;
  defaultValue?: string;
  className?: string;
  size?: "md" | "lg";
  /** Suggestions while typing (on by default). */
  suggestions?: boolean;
};

type Option = { id: string; item: SuggestItem; group: number } | { id: string; item: null; group: -1 };

const noSubscription = () => () => {};
const termOf = (value: string) => value.trim().slice(0, SUGGEST_MAX_LENGTH);

export function SearchForm({ label = "Ara", defaultValue, className = "", size = "md", suggestions = true }: Props) {
  const id = useId();
  const listboxId = `${id}-oneriler`;
  const navigate = useNavigate();
  const location = useLocation();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [typed, setTyped] = useState(defaultValue ?? "");
  // Only what the shopper types asks for suggestions (not a search page's prefilled keyword).
  const [dirty, setDirty] = useState(false);
  const [result, setResult] = useState<{ term: string; groups: SuggestGroup[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const cache = useRef(new Map<string, SuggestGroup[]>());
  // The combobox exists only once JavaScript runs: before (and without) it, a plain search box.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const live = suggestions && hydrated;

  const term = termOf(typed);
  const enough = Array.from(term).length >= SUGGEST_MIN_LENGTH;

  // Ask for suggestions 300 ms after the last change; a newer term aborts the older request.
  useEffect(() => {
    if (!live || !dirty) return;
    if (!enough) {
      setResult(null);
      setOpen(false);
      setActive(-1);
      return;
    }
    const known = cache.current.get(term);
    if (known) {
      setResult({ term, groups: known });
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const answer = await callApi<SuggestAnswer & { success: boolean }>(`/arama/suggest/?term=${encodeURIComponent(term)}`, {
          signal: controller.signal,
          timeoutMs: 10_000,
        });
        const groups = answer.success && Array.isArray(answer.groups) ? answer.groups : [];
        cache.current.set(term, groups);
        if (cache.current.size > CACHE_SIZE) cache.current.delete(cache.current.keys().next().value!);
        setResult({ term, groups });
        setActive(-1);
      } catch {
        // Aborted by a newer term, or the call failed: suggestions are optional, the search still works.
      }
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, enough, live, dirty]);

  // A new answer opens the list while the box has the focus.
  useEffect(() => {
    if (result && document.activeElement === inputRef.current) setOpen(result.groups.length > 0);
  }, [result]);

  // Leaving the page (a suggestion or the search was followed) closes the list.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.key]);

  const groups = useMemo(() => (result && enough ? result.groups : []), [result, enough]);
  const options = useMemo<Option[]>(() => {
    const list: Option[] = [];
    groups.forEach((g, gi) => g.items.forEach((item, i) => list.push({ id: `${id}-${g.type}-${i}`, item, group: gi })));
    if (list.length) list.push({ id: `${id}-tumu`, item: null, group: -1 });
    return list;
  }, [groups, id]);
  const expanded = open && options.length > 0;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  // A press outside the search closes the list.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [expanded, close]);

  // Keep the active option in view when the list scrolls.
  useEffect(() => {
    if (active >= 0) document.getElementById(options[active]?.id ?? "")?.scrollIntoView({ block: "nearest" });
  }, [active, options]);

  const searchLink = `/arama?keyword=${encodeURIComponent(term)}`;
  const linkOf = (option: Option) => option.item?.link ?? searchLink;

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
        if (!options.length) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(0);
        } else setActive((i) => (i + 1 >= options.length ? 0 : i + 1));
        break;
      case "ArrowUp":
        if (!options.length) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(options.length - 1);
        } else setActive((i) => (i <= 0 ? (i === 0 ? -1 : options.length - 1) : i - 1));
        break;
      case "Enter":
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          const link = linkOf(options[active]);
          close();
          navigate(link);
        } else close(); // the form searches
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      case "Tab":
        close();
        break;
    }
  }

  const styled = Array.from(term).length >= ACTIVE_STYLE_LENGTH;
  const formProps = live
    ? {
        onBlur: (event: React.FocusEvent) => {
          if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) close();
        },
      }
    : {};

  return (
    <Form method="get" action="/arama" role="search" className={`relative ${className}`} onSubmit={close} {...formProps}>
      <div ref={wrapperRef} className="relative" data-active={styled ? "" : undefined}>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="keyword"
          defaultValue={defaultValue}
          placeholder="Ürün, marka veya kategori ara"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SUGGEST_MAX_LENGTH}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setDirty(true);
            setOpen(true);
          }}
          onFocus={() => {
            if (groups.length) setOpen(true);
          }}
          onKeyDown={live ? onKeyDown : undefined}
          {...(live
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": expanded,
                "aria-controls": listboxId,
                "aria-activedescendant": expanded && active >= 0 ? options[active]?.id : undefined,
              }
            : {})}
          className={`w-full rounded-full border-2 pr-12 pl-4 text-base text-ink transition-[border-color,background-color,box-shadow] duration-150 placeholder:text-slate-500 focus:outline-none md:text-[15px] ${
            size === "lg" ? "h-13" : "h-11"
          } ${
            styled
              ? "border-brand-500 bg-white shadow-[0_0_0_4px_var(--color-brand-100)]"
              : "border-brand-100 bg-brand-50/60 hover:border-brand-200 focus:border-brand-500 focus:bg-white"
          }`}
        />
        <button
          type="submit"
          aria-label="Aramayı başlat"
          className={`absolute top-1/2 right-1.5 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-white transition-colors ${
            styled ? "bg-brand-600 hover:bg-brand-700" : "bg-brand-500 hover:bg-brand-600"
          }`}
        >
          <SearchIcon size={18} />
        </button>

        {live && (
          <>
            <div
              id={listboxId}
              role="listbox"
              aria-label="Arama önerileri"
              hidden={!expanded}
              className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[min(70vh,34rem)] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white py-2 text-left shadow-xl shadow-slate-900/10 max-md:fixed max-md:top-auto max-md:max-h-[calc(100dvh-9rem)] max-md:rounded-none max-md:border-x-0"
            >
              {expanded &&
                groups.map((group, gi) => (
                  <div key={group.type} role="group" aria-labelledby={`${id}-baslik-${group.type}`} className="pb-1">
                    <div
                      role="presentation"
                      id={`${id}-baslik-${group.type}`}
                      className="px-4 pt-2 pb-1 text-[11px] font-extrabold tracking-wider text-slate-500 uppercase"
                    >
                      {group.title}
                    </div>
                    {options.map((option, index) =>
                      option.group === gi && option.item ? (
                        <SuggestionOption
                          key={option.id}
                          id={option.id}
                          item={option.item}
                          term={result?.term ?? term}
                          active={index === active}
                          onHover={() => setActive(index)}
                          onChoose={close}
                        />
                      ) : null,
                    )}
                  </div>
                ))}
              {expanded && (
                <Link
                  to={searchLink}
                  id={`${id}-tumu`}
                  role="option"
                  aria-selected={active === options.length - 1}
                  tabIndex={-1}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(options.length - 1)}
                  onClick={close}
                  className={`mx-2 mt-1 flex items-center gap-3 rounded-xl border-t border-slate-100 px-3 py-2.5 text-sm font-bold text-brand-700 ${
                    active === options.length - 1 ? "bg-brand-50" : ""
                  }`}
                >
                  <SearchIcon size={16} />
                  <span className="min-w-0 truncate">“{term}” için tüm sonuçları gör</span>
                </Link>
              )}
            </div>
            <div role="status" aria-live="polite" className="sr-only">
              {expanded ? `${options.length - 1} öneri var. Seçmek için yukarı ve aşağı ok tuşlarını kullanın.` : ""}
            </div>
          </>
        )}
      </div>
    </Form>
  );
}

type OptionProps = { id: string; item: SuggestItem; term: string; active: boolean; onHover: () => void; onChoose: () => void };

function SuggestionOption({ id, item, term, active, onHover, onChoose }: OptionProps) {
  const ranges = Array.isArray(item.highlight) ? item.highlight : clientHighlight(item.title, term);
  const pieces = highlightPieces(item.title, ranges);
  const subtitle = item.subtitle ?? (item.type === "brand" ? "Marka" : item.type === "category" ? "Kategori" : "");
  return (
    <Link
      to={item.link}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={active ? undefined : onHover}
      onClick={onChoose}
      className={`mx-2 flex items-center gap-3 rounded-xl px-2 py-1.5 ${active ? "bg-brand-50 outline-2 outline-brand-200" : "hover:bg-slate-50"}`}
    >
      <OptionImage item={item} />
      <span className="flex min-w-0 flex-col">
        <span className="line-clamp-2 text-sm leading-snug text-ink">
          {pieces.map((p, i) =>
            p.match ? (
              <mark key={i} className="bg-transparent font-extrabold text-brand-700">
                {p.text}
              </mark>
            ) : (
              <span key={i}>{p.text}</span>
            ),
          )}
        </span>
        {subtitle && <span className="truncate text-xs text-slate-500">{subtitle}</span>}
      </span>
    </Link>
  );
}

function OptionImage({ item }: { item: SuggestItem }) {
  if (item.type === "brand" || !item.image) {
    return (
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-black text-brand-700"
      >
        {item.title.slice(0, 1).toLocaleUpperCase("tr-TR")}
      </span>
    );
  }
  const round = item.type === "category";
  return (
    <img
      src={item.image}
      alt=""
      width={round ? 40 : 48}
      height={round ? 40 : 48}
      decoding="async"
      className={`shrink-0 bg-slate-50 ${round ? "size-10 rounded-full object-cover" : "size-12 rounded-lg border border-slate-100 object-contain"}`}
    />
  );
}

/** When an answer carries no ranges: mark the title's words that start with the term's words. */
function clientHighlight(title: string, term: string) {
  const words = foldForSearch(term).split(" ").filter(Boolean);
  return highlightRanges(title, { words, stems: words.map(stemWord) });
}
