/**
 * The home page's campaign banners: one slide at a time, autoplay every 5000 ms, paused while
 * the visitor hovers or focuses it, and resumed 5000 ms after the last click on the arrows or
 * dots (spec section 9). Server-rendered with the first slide showing.
 */
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { campaignBackground } from "#app/components/campaigns/campaign-background";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/icons";
import type { HomeBanner } from "#app/domain/campaigns/home-banners.server";
import { readableOnWhite } from "#app/lib/colour";
import { campaignEndLabel } from "./campaign-end-label";

export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_RESUME_MS = 5000;

/** A slide is a home banner as the server loads it (campaign, colours, end). */
export type CampaignSlide = HomeBanner;

function useNow(serverNow: string) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Slide({ slide, now, index, total, active }: { slide: CampaignSlide; now: Date; index: number; total: number; active: boolean }) {
  const label = campaignEndLabel(new Date(slide.endsAt), now);
  return (
    <div
      role="group"
      aria-roledescription="slayt"
      aria-label={`${index + 1} / ${total}: ${slide.title}`}
      hidden={!active}
      className="relative h-full overflow-hidden"
      style={{ background: campaignBackground(slide.colorFrom, slide.colorTo) }}
    >
      <span aria-hidden="true" className="absolute -top-16 -right-10 size-64 rounded-full bg-white/15 md:size-96" />
      <span aria-hidden="true" className="absolute -bottom-24 left-1/3 size-56 rounded-full bg-white/10" />
      <span aria-hidden="true" className="absolute top-8 right-1/3 size-6 rounded-full bg-white/30" />
      <div className="relative flex h-full flex-col justify-center gap-3 px-5 pt-6 pb-16 text-white md:px-24 md:py-8 md:pr-72">
        <p className="flex flex-wrap items-center gap-2 text-xs font-bold">
          <span className="rounded-full bg-white/25 px-3 py-1 backdrop-blur-sm">Kampanya</span>
          {slide.discountPercent > 0 && (
            <span className="rounded-full bg-white px-3 py-1 text-ink md:hidden">%{slide.discountPercent} indirim</span>
          )}
          <span className={`rounded-full px-3 py-1 ${label.ended ? "bg-slate-900/40" : "bg-slate-900/25"}`}>
            <span className="sr-only">Kalan süre: </span>
            <span className={label.ticking ? "tabular-nums" : ""}>{label.text}</span>
          </span>
        </p>
        <h2 className="max-w-2xl text-2xl leading-tight font-black drop-shadow-sm md:text-5xl">{slide.title}</h2>
        {slide.description && <p className="line-clamp-2 max-w-xl text-sm font-semibold text-white/95 md:text-lg">{slide.description}</p>}
        <p>
          <Link
            to={slide.link}
            className="inline-flex h-11 items-center rounded-full bg-white px-6 text-sm font-extrabold text-ink shadow-md hover:bg-brand-50 md:h-12 md:text-base"
          >
            Hemen İncele
            <span className="sr-only">: {slide.title}</span>
          </Link>
        </p>
      </div>
      {slide.discountPercent > 0 && (
        <p
          aria-label={`Yüzde ${slide.discountPercent}'e varan indirim`}
          className="absolute top-1/2 right-16 hidden size-44 -translate-y-1/2 rotate-6 flex-col items-center justify-center rounded-full bg-white text-center shadow-xl md:flex"
        >
          <span className="text-sm font-bold text-slate-500">varan</span>
          {/* A campaign's colour is a manager's pick: shaded as far as the big figure needs to read on white (WCAG large text). */}
          <span className="text-5xl font-black" style={{ color: readableOnWhite(slide.colorFrom, 3) }}>
            %{slide.discountPercent}
          </span>
          <span className="text-sm font-extrabold text-ink">indirim</span>
        </p>
      )}
    </div>
  );
}

export function CampaignCarousel({ slides, serverNow }: { slides: CampaignSlide[]; serverNow: string }) {
  const [index, setIndex] = useState(0);
  const [hovering, setHovering] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Bumped by every click on arrows or dots: restarts the 5000 ms wait before autoplay goes on. */
  const [interaction, setInteraction] = useState(0);
  const now = useNow(serverNow);
  const total = slides.length;

  useEffect(() => {
    if (total < 2 || hovering || focused) return;
    const wait = interaction > 0 ? CAROUSEL_RESUME_MS : CAROUSEL_INTERVAL_MS;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % total), wait);
    return () => clearTimeout(timer);
  }, [index, hovering, focused, interaction, total]);

  const go = useCallback(
    (next: number) => {
      setIndex(((next % total) + total) % total);
      setInteraction((n) => n + 1);
    },
    [total],
  );

  if (total === 0) return null;

  return (
    <section
      aria-roledescription="karusel"
      aria-label="Kampanyalar"
      className="relative mx-auto max-w-7xl px-0 md:px-4 md:pt-5"
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => {
        setHovering(false);
        setInteraction((n) => n + 1);
      }}
      onFocus={(e) => {
        // Keyboard focus holds the slide; a mouse click only restarts the 5000 ms wait.
        if ((e.target as HTMLElement).matches?.(":focus-visible")) setFocused(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          setFocused(false);
          setInteraction((n) => n + 1);
        }
      }}
      data-autoplay={total > 1 && !hovering && !focused ? "on" : "paused"}
    >
      <div className="relative h-[300px] overflow-hidden md:h-[380px] md:rounded-3xl" aria-live={hovering || focused ? "polite" : "off"}>
        {slides.map((slide, i) => (
          <Slide key={slide.id} slide={slide} now={now} index={i} total={total} active={i === index} />
        ))}
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            aria-label="Önceki"
            onClick={() => go(index - 1)}
            className="absolute bottom-2 left-3 flex size-10 items-center justify-center rounded-full bg-white/85 text-ink shadow-md hover:bg-white md:top-1/2 md:bottom-auto md:left-7 md:size-12 md:-translate-y-1/2"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            aria-label="Sonraki"
            onClick={() => go(index + 1)}
            className="absolute right-3 bottom-2 flex size-10 items-center justify-center rounded-full bg-white/85 text-ink shadow-md hover:bg-white md:top-1/2 md:right-7 md:bottom-auto md:size-12 md:-translate-y-1/2"
          >
            <ChevronRightIcon />
          </button>
          {/* Each dot sits in a 24 px target (WCAG 2.5.8), the dots themselves stay small. */}
          <div className="absolute inset-x-16 bottom-[19px] flex justify-center md:bottom-[9px]">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={`${i + 1}. kampanya: ${slide.title}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
                className="group flex h-6 min-w-6 items-center justify-center px-[3px]"
              >
                <span
                  aria-hidden="true"
                  className={`h-2.5 rounded-full transition-all ${i === index ? "w-8 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90"}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
