/**
 * The shop's e-mail: one card on the brand's palest tint, the logo text 'Minik Dünya' on top
 * (text, not an image: it shows with images blocked), the message, and the seller's identity and
 * contact at the foot (legal/seller.ts, the same block the invoice prints). React Email's
 * components write the table layout and inline styles mail clients need.
 *
 * - A phone (390 px): the card is at most 600 px wide and fills a narrower screen, with 20 px of
 *   padding; a word that would not fit breaks (`overflow-wrap: anywhere`) instead of scrolling.
 * - Dark mode (React Email's Body puts the page's colour on a cell inside <body>, which the style
 *   block reaches too): `color-scheme: light dark` tells the clients that switch the colours themselves that
 *   the mail is ready for it, and the style block below gives the ones that honour
 *   `prefers-color-scheme` (Apple Mail, iOS) the dark card with light text (theme.ts): every
 *   coloured part of a template carries one of the `md-` classes below.
 * - Side by side, then stacked: cells marked `md-col` (an order's addresses) sit side by side on a
 *   wide screen and one under the other below 480 px, for the clients that read media queries; the
 *   others keep them side by side, which still reads at 390 px.
 */
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { SELLER } from "#app/domain/legal/seller";
import { EMAIL_THEME as T } from "./theme";

const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .md-page, .md-page > table > tbody > tr > td { background-color: ${T.darkPage} !important; }
  .md-card { background-color: ${T.darkCard} !important; border-color: ${T.darkLine} !important; border-top-color: ${T.brand} !important; }
  .md-ink { color: ${T.darkInk} !important; }
  .md-muted { color: ${T.darkMuted} !important; }
  .md-brand, .md-brand a, a.md-link { color: ${T.darkBrand} !important; }
  .md-box, .md-note { background-color: ${T.darkBox} !important; border-color: ${T.darkLine} !important; }
  .md-line { border-color: ${T.darkLine} !important; }
  .md-bar-off { background-color: ${T.darkLine} !important; }
  .md-plus { color: ${T.darkPlus} !important; }
}
@media (max-width: 480px) {
  .md-col { display: block !important; width: 100% !important; box-sizing: border-box; }
  .md-col-gap { padding: 0 0 12px 0 !important; }
  .md-title { font-size: 22px !important; line-height: 28px !important; }
}
`;

const wrap = { overflowWrap: "anywhere", wordBreak: "break-word" } as const;

export function EmailLayout({ preview, origin, children }: { preview: string; origin: string; children: ReactNode }) {
  return (
    <Html lang="tr" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style dangerouslySetInnerHTML={{ __html: DARK_MODE_CSS }} />
      </Head>
      <Preview>{preview}</Preview>
      <Body className="md-page" style={{ backgroundColor: T.page, margin: 0, padding: "16px 0", fontFamily: T.font }}>
        <Container
          className="md-card"
          style={{
            backgroundColor: T.card,
            maxWidth: "600px",
            width: "100%",
            borderRadius: "8px",
            border: `1px solid ${T.rule}`,
            borderTop: `4px solid ${T.brand}`,
          }}
        >
          <Section style={{ padding: "20px 20px 4px" }}>
            <Link href={origin} className="md-brand" style={{ color: T.brand, fontSize: "24px", fontWeight: 800, textDecoration: "none" }}>
              {SELLER.brand}
            </Link>
          </Section>
          <Section className="md-ink" style={{ padding: "4px 20px 12px", color: T.ink, fontSize: "16px", lineHeight: "24px", ...wrap }}>
            {children}
          </Section>
          {/* The rule inside padding: an <hr> is 100 % wide, and a margin beside it would push the card wider than a phone. */}
          <Section style={{ padding: "0 20px" }}>
            <Hr style={{ borderColor: T.rule, margin: 0 }} />
          </Section>
          <Section style={{ padding: "12px 20px 20px" }}>
            <Text className="md-muted" style={{ color: T.muted, fontSize: "13px", lineHeight: "20px", margin: 0, ...wrap }}>
              {SELLER.title}
              <br />
              {SELLER.address}, {SELLER.place}
              <br />
              Tel: {SELLER.phone} · E-posta: {SELLER.email}
              <br />
              Mersis No: {SELLER.mersisNo} ·{" "}
              <Link href={origin} className="md-link" style={{ color: T.brand }}>
                {SELLER.web}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The foot of the text part: the same identity and contact. */
export const TEXT_FOOTER = [
  "--",
  SELLER.title,
  `${SELLER.address}, ${SELLER.place}`,
  `Tel: ${SELLER.phone} · E-posta: ${SELLER.email}`,
  `Mersis No: ${SELLER.mersisNo} · ${SELLER.web}`,
].join("\n");
