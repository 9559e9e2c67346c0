/** Everything around a page: skip link, header, main, footer, cookie banner, scroll-to-top, notices, the visitor. */
import { FeedbackProvider } from "#app/components/feedback";
import { CookieBanner } from "./cookie-banner";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";
import type { ShellData } from "./shell-data";
import { VisitorProvider } from "./visitor-state";

export function SiteShell({ shell, children }: { shell: ShellData; children: React.ReactNode }) {
  return (
    <FeedbackProvider>
      <VisitorProvider hasSession={shell.hasSession}>
        <a
          href="#icerik"
          className="sr-only z-[60] rounded-b-xl bg-brand-600 px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:top-0 focus:left-4"
        >
          İçeriğe geç
        </a>
        <div className="flex min-h-dvh flex-col">
          <Header shell={shell} />
          <main id="icerik" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer menu={shell.menu} />
        </div>
        <ScrollToTop />
        <CookieBanner initial={shell.consent} />
      </VisitorProvider>
    </FeedbackProvider>
  );
}
