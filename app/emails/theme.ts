/**
 * The e-mail's colours and type: the shop's Tailwind theme (app/app.css, `@theme`) written out,
 * since a mail client reads no stylesheet of the site. Chosen to read in light and dark mode: dark
 * ink on white and on the brand's palest tint, the brand orange only where its contrast holds on
 * both (brand-700 on white is 5.2:1), and a dark-mode stylesheet (layout.tsx) for the clients that
 * honour `prefers-color-scheme`; the others (Gmail, Outlook) invert these colours themselves.
 */
export const EMAIL_THEME = {
  /** --color-ink */
  ink: "#1f2937",
  /** slate-500: footers and notes */
  muted: "#64748b",
  /** --color-brand-700: the logo, links, headings */
  brand: "#c2410c",
  /** --color-brand-50: the page around the card */
  page: "#fff7ed",
  /** --color-brand-200: the card's rules */
  rule: "#fed7aa",
  card: "#ffffff",
  /** slate-50 and slate-200: the panels of an order's e-mail (its number, totals, addresses) and their rules */
  box: "#f8fafc",
  line: "#e2e8f0",
  /** emerald-700: money taken off and free shipping, as on the order's page (5.5:1 on white) */
  plus: "#047857",
  /** amber-50 and amber-200: a note that asks something of the buyer (a transfer to make, a parcel not delivered) */
  note: "#fffbeb",
  noteRule: "#fde68a",
  /** White on brand-700 (5.2:1): the e-mail's one button. */
  onBrand: "#ffffff",
  /** Dark mode: the card, its text, and a lighter orange that keeps its contrast on dark (brand-400 on #1f2937 is 5.9:1). */
  darkPage: "#111827",
  darkCard: "#1f2937",
  darkInk: "#f3f4f6",
  darkMuted: "#cbd5e1",
  darkBrand: "#fb923c",
  darkBox: "#111827",
  darkLine: "#374151",
  darkPlus: "#6ee7b7",
  /** --font-sans, without the web font (mail clients load none). */
  font: '"Nunito", "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
} as const;
