/**
 * The search box: a plain GET form to /arama?keyword=…, so it works before and without JavaScript.
 * With JavaScript it also suggests products, categories and brands while the shopper types
 * (GET /arama/suggest/?term=…, 300 ms after the last key, from 2 characters), as an ARIA
 * combobox: the text box keeps the focus, ArrowDown/ArrowUp move through the options, Enter opens
 * the active one (or searches), Escape and a click outside close the list. The list's options
 * (search-suggestions.tsx, with the highlighting rules) load when the box first gets the focus:
 * every page has this box, few visits use it.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useHydrated } from "#app/components/use-hydrated";
import { Form, href, useLocation, useNavigate } from "react-router";
import { SearchIcon } from "#app/components/icons";
import { callApi } from "#app/lib/api-client";
import {
  SUGGEST_MAX_LENGTH,
  SUGGEST_MIN_LENGTH,
  type SuggestAnswer,
  type SuggestGroup,
  type SuggestItem,
} from "#app/domain/search/suggest";

const loadSuggestions = () => import("./search-suggestions");
const SuggestionGroups = lazy(loadSuggestions);

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

export type Option = { id: string; item: SuggestItem; group: number } | { id: string; item: null; group: -1 };

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
  const hydrated = useHydrated();
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
        const answer = await callApi<SuggestAnswer & { success: boolean }>(`${href("/arama/suggest")}/?term=${encodeURIComponent(term)}`, {
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

  const searchLink = `${href("/arama")}?keyword=${encodeURIComponent(term)}`;
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
    <Form method="get" action={href("/arama")} role="search" className={`relative ${className}`} onSubmit={close} {...formProps}>
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
            if (live) void loadSuggestions();
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
              {expanded && (
                <Suspense fallback={null}>
                  <SuggestionGroups
                    id={id}
                    groups={groups}
                    options={options}
                    term={term}
                    answeredTerm={result?.term ?? term}
                    searchLink={searchLink}
                    active={active}
                    onHover={setActive}
                    onChoose={close}
                  />
                </Suspense>
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
