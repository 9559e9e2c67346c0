/**
 * The parents' club page (/aile-kulubu/uye-ol; spec sections 2, 4, 5): a welcome, then three tabs
 * (Radix Tabs: arrow keys, roles and labels) — 'Üye Ol' (the sign-up form, or the welcome once
 * joined), 'Etkinlikler' (the upcoming events with 'Katıl') and 'Kulüp Hakkında'.
 *
 * Every panel is in the server's page: the chosen one shows (`?sekme=`, or `#etkinlikler` once the
 * page runs), and a browser without JavaScript shows all three one under another (Tailwind's
 * `noscript:` variant: `@media (scripting: none)`), without the tab buttons it could not use.
 */
import { useEffect, useState } from "react";
import { Tabs } from "radix-ui";
import { Breadcrumbs } from "#app/components/breadcrumbs";
import { lazyDialog } from "#app/components/feedback/lazy-dialog";
import type { ClubMessageDialogProps } from "./club-dialogs";
import { BellIcon, CheckIcon, HeartIcon, StoreIcon } from "#app/components/icons";
import type { ClubEventView } from "#app/domain/club/club-events";
import { CLUB_TABS, isClubTab, type ClubTab } from "#app/domain/club/club-tabs";
import type { Ymd } from "#app/lib/birth-date";
import { ClubAbout } from "./club-about";
import { ClubEventsList, type JoinNotice } from "./club-events-list";
import { ClubSignupForm, type ClubAnswer, type ClubPrefill } from "./club-signup-form";

const ClubMessageDialog = lazyDialog<ClubMessageDialogProps>(() =>
  import("./club-dialogs").then((m) => ({ default: m.ClubMessageDialog })),
);

export type ClubPageData = {
  cities: { id: number; name: string }[];
  events: ClubEventView[];
  prefill: ClubPrefill | null;
  /** The signed-in member is a club member already. */
  member: boolean;
  today: Ymd;
  tab: ClubTab;
  notice: JoinNotice;
};

const HIGHLIGHTS = [
  { icon: HeartIcon, text: "Ücretsiz üyelik" },
  { icon: StoreIcon, text: "Mağazalarımızda atölye ve söyleşiler" },
  { icon: BellIcon, text: "Etkinlikten bir gün önce SMS hatırlatma" },
];

const tabClass =
  "flex min-h-12 items-center justify-center rounded-full px-3 text-center text-sm leading-tight font-extrabold text-slate-600 transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:px-6 sm:text-base";
const panelHeading = "text-xl font-black text-ink md:text-2xl";
/**
 * Every panel is drawn (forceMount); the inactive ones are hidden by a class, which `noscript:`
 * overrides (the `hidden` attribute could not be: Tailwind's base layer hides it with !important).
 */
const panelClass = "mt-6 data-[state=inactive]:hidden noscript:!block";

function Welcome({ title, message, onEvents }: { title: string; message: string; onEvents: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center rounded-3xl border border-emerald-200 bg-emerald-50 px-5 py-10 text-center">
      <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckIcon size={32} strokeWidth={2.5} />
      </span>
      <p className="mt-4 text-xl font-black text-ink">{title}</p>
      <p className="mt-2 max-w-md text-slate-700">{message}</p>
      <a
        href="?sekme=etkinlikler"
        className="btn-primary mt-6 h-12 px-8"
        onClick={(event) => {
          event.preventDefault();
          onEvents();
        }}
      >
        Etkinlikleri Gör
      </a>
    </div>
  );
}

export function ClubPage({ data, answer }: { data: ClubPageData; answer?: ClubAnswer }) {
  const [tab, setTab] = useState<ClubTab>(data.tab);
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  // While the events' join popup shows the sign-up form, the tab's own form steps aside (one form of those fields on the page).
  const [joinFormOpen, setJoinFormOpen] = useState(false);
  // A new successful sign-up opens the success popup (adjusted while rendering).
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.success) setWelcomeOpen(true);
  }
  // '#etkinlikler' (and the other tabs' ids) opens that tab.
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (isClubTab(hash)) setTab(hash);
  }, []);

  const showEvents = () => {
    setWelcomeOpen(false);
    setTab("etkinlikler");
    requestAnimationFrame(() => document.getElementById("etkinlikler")?.scrollIntoView({ block: "start" }));
  };
  const joined = answer?.success ? answer : null;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 md:pt-6">
      <Breadcrumbs items={[{ label: "Aile Kulübü" }]} />
      <section
        aria-labelledby="kulup-baslik"
        className="relative mt-5 overflow-hidden rounded-3xl bg-gradient-to-br from-pink-100 via-brand-50 to-amber-100 px-5 py-7 md:px-10 md:py-10"
      >
        <div aria-hidden="true" className="absolute -top-10 -right-10 size-40 rounded-full bg-white/40 md:size-64" />
        <p className="relative text-sm font-extrabold tracking-wide text-pink-700 uppercase">Minik Dünya</p>
        <h1 id="kulup-baslik" className="relative mt-1 text-3xl font-black text-ink md:text-5xl">
          Aile Kulübü
        </h1>
        <p className="relative mt-3 max-w-2xl text-[15px] text-slate-700 md:text-lg">
          Ücretsiz üye olun; atölyeler, masal saatleri ve uzman söyleşileriyle dolu etkinliklerimize katılın, size özel kampanyalardan ilk
          siz haberdar olun.
        </p>
        <ul className="relative mt-5 flex flex-wrap gap-2">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1.5 text-sm font-bold text-slate-700 shadow-sm"
            >
              <Icon size={16} className="text-pink-600" />
              {text}
            </li>
          ))}
        </ul>
      </section>

      <Tabs.Root value={tab} onValueChange={(value) => isClubTab(value) && setTab(value)} className="mt-6">
        <Tabs.List
          aria-label="Aile Kulübü bölümleri"
          className="grid grid-cols-3 gap-1 rounded-full bg-slate-100 p-1 noscript:hidden md:inline-grid"
        >
          {Object.entries(CLUB_TABS).map(([value, label]) => (
            <Tabs.Trigger key={value} value={value} className={tabClass}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="uye-ol" forceMount className={panelClass}>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
            <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm md:p-8">
              <h2 id="uye-ol" className={panelHeading}>
                Aile Kulübü&apos;ne Üye Olun
              </h2>
              <div className="mt-6">
                {joined ? (
                  <Welcome title="Aramıza hoş geldiniz!" message={joined.message} onEvents={showEvents} />
                ) : data.member ? (
                  <Welcome
                    title="Aile Kulübü üyesisiniz"
                    message="Üyeliğiniz devam ediyor. Yaklaşan etkinliklerimize göz atıp yerinizi ayırabilirsiniz."
                    onEvents={showEvents}
                  />
                ) : joinFormOpen ? (
                  <p className="rounded-2xl border border-dashed border-slate-300 px-5 py-8 text-center text-slate-600">
                    Üyelik formunuz açılan pencerede.
                  </p>
                ) : (
                  <ClubSignupForm cities={data.cities} prefill={data.prefill} today={data.today} answer={answer} />
                )}
              </div>
            </div>
            <aside aria-labelledby="kulup-ayricaliklar" className="rounded-3xl bg-pink-50 p-5 md:p-6">
              <h2 id="kulup-ayricaliklar" className="text-lg font-black text-ink">
                Üyelere özel
              </h2>
              <ul className="mt-3 grid gap-3 text-[15px] text-slate-700">
                {[
                  "Mağazalarımızda ücretsiz atölye, masal saati ve söyleşiler",
                  "Çocuklarınızın yaşına uygun etkinlik önerileri",
                  "Etkinlikten bir gün önce SMS ile hatırlatma",
                  "İzin verirseniz indirim ve kampanyalardan ilk siz haberdar olun",
                ].map((line) => (
                  <li key={line} className="flex gap-2">
                    <CheckIcon size={18} strokeWidth={2.5} className="mt-0.5 shrink-0 text-pink-600" />
                    {line}
                  </li>
                ))}
              </ul>
            </aside>
          </div>
        </Tabs.Content>

        <Tabs.Content value="etkinlikler" forceMount className={panelClass}>
          <h2 id="etkinlikler" className={`${panelHeading} mb-4 scroll-mt-24`}>
            Yaklaşan Etkinlikler
          </h2>
          <ClubEventsList
            events={data.events}
            notice={data.notice}
            joiner={{ clubMember: data.member, signUp: { cities: data.cities, prefill: data.prefill, today: data.today } }}
            onJoinFormOpenChange={setJoinFormOpen}
          />
        </Tabs.Content>

        <Tabs.Content value="hakkinda" forceMount className={panelClass}>
          <h2 id="hakkinda" className={`${panelHeading} mb-4`}>
            Kulüp Hakkında
          </h2>
          <ClubAbout />
        </Tabs.Content>
      </Tabs.Root>

      <ClubMessageDialog
        open={welcomeOpen}
        onOpenChange={setWelcomeOpen}
        title="Aramıza hoş geldiniz!"
        message={joined?.message ?? ""}
        tone="success"
        actions={[{ label: "Etkinlikleri Gör", primary: true, onClick: showEvents }, { label: "Kapat" }]}
      />
    </div>
  );
}
