/**
 * The pieces an order's e-mails are made of (order-emails.tsx), drawn from the order's view
 * (order-view.ts) inside the shop's layout (layout.tsx). Phone first: the products are one column
 * (name, details, then 'adet × fiyat' and the amount on one line), so nothing scrolls sideways at
 * 390 px; two blocks side by side (the addresses) stack below 480 px. Tables and inline styles, as
 * mail clients need; every coloured part carries an `md-` class for dark mode (layout.tsx).
 */
import { Button, Column, Link, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { InfoBlock, LineView, OrderView, TotalsRow } from "./order-view";
import { EMAIL_THEME as T } from "./theme";

const noWrap = { whiteSpace: "nowrap" } as const;

/** The panels' colours: the plain grey one, the amber one that asks something of the buyer, the brand's tint for good news. */
const PANELS = {
  box: { className: "md-box", backgroundColor: T.box, rule: T.line },
  ask: { className: "md-note", backgroundColor: T.note, rule: T.noteRule },
  brand: { className: "md-box", backgroundColor: T.page, rule: T.rule },
} as const;

/** A rounded panel (dark mode: the dark box, layout.tsx); `padding` is inside it, `margin` around it. */
function Panel({
  tone,
  padding = "12px 16px",
  margin,
  children,
}: {
  tone: keyof typeof PANELS;
  padding?: string;
  margin: string;
  children: ReactNode;
}) {
  const panel = PANELS[tone];
  return (
    <Section
      className={panel.className}
      style={{ backgroundColor: panel.backgroundColor, border: `1px solid ${panel.rule}`, borderRadius: "8px", padding, margin }}
    >
      {children}
    </Section>
  );
}

const BADGES = {
  ok: { mark: "✓", colour: T.plus, background: "#d1fae5" },
  wait: { mark: "…", colour: "#b45309", background: "#fef3c7" },
  problem: { mark: "!", colour: "#be123c", background: "#ffe4e6" },
} as const;
export type Mood = keyof typeof BADGES;

/** The e-mail's heading: what happened, in a few words, after a round mark of its mood (text: it shows with images blocked). */
export function Title({ children, mood }: { children: ReactNode; mood: Mood }) {
  const badge = BADGES[mood];
  return (
    <Row style={{ margin: "12px 0 8px" }}>
      <Column style={{ width: "48px", verticalAlign: "middle" }}>
        <div
          aria-hidden="true"
          style={{
            width: "40px",
            height: "40px",
            lineHeight: "40px",
            borderRadius: "20px",
            textAlign: "center",
            fontSize: "22px",
            fontWeight: 900,
            color: badge.colour,
            backgroundColor: badge.background,
          }}
        >
          {badge.mark}
        </div>
      </Column>
      <Column style={{ verticalAlign: "middle" }}>
        <Text className="md-title" style={{ fontSize: "26px", lineHeight: "32px", fontWeight: 800, margin: 0 }}>
          {children}
        </Text>
      </Column>
    </Row>
  );
}

/** A short line of good news in the brand's tint ('Bu siparişten 43 Joker puan kazandınız'). */
export function Highlight({ children }: { children: ReactNode }) {
  return (
    <Panel tone="brand" padding="10px 16px" margin="12px 0 0">
      <Text className="md-brand" style={{ color: T.brand, fontSize: "15px", lineHeight: "22px", fontWeight: 800, margin: 0 }}>
        {children}
      </Text>
    </Panel>
  );
}

export function Lead({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" }}>{children}</Text>;
}

/** A heading of a part of the e-mail ('Sipariş Özeti'). */
export function PartTitle({ children, note }: { children: ReactNode; note?: string }) {
  return (
    <Text style={{ fontSize: "18px", lineHeight: "24px", fontWeight: 800, margin: "28px 0 4px" }}>
      {children}
      {note && (
        <span className="md-muted" style={{ color: T.muted, fontSize: "14px", fontWeight: 600 }}>
          {" "}
          {note}
        </span>
      )}
    </Text>
  );
}

/** The columns of one to three facts: the first (a number: 'MDA2026000000123') gets the most room. */
const FACT_WIDTHS = [["100%"], ["50%", "50%"], ["42%", "29%", "29%"]];

/** Facts side by side in a panel ('Sipariş No', 'Sipariş Tarihi'); one under the other on a phone. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Panel tone="box" padding="0" margin="0 0 16px">
      <Row>
        {items.map(([label, value], i) => (
          <Column
            key={label}
            className="md-col"
            style={{ padding: "12px 16px", verticalAlign: "top", width: FACT_WIDTHS[items.length - 1]?.[i] }}
          >
            <Text className="md-muted" style={{ color: T.muted, fontSize: "13px", lineHeight: "18px", margin: 0 }}>
              {label}
            </Text>
            <Text style={{ fontSize: "16px", lineHeight: "22px", fontWeight: 800, margin: "2px 0 0", letterSpacing: "0.2px" }}>
              {value}
            </Text>
          </Column>
        ))}
      </Row>
    </Panel>
  );
}

/** The e-mail's one call to action: a wide button, a link underneath for clients that drop the button's colour. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "4px 0 8px", textAlign: "center" }}>
      <Button
        href={href}
        style={{
          backgroundColor: T.brand,
          color: T.onBrand,
          borderRadius: "8px",
          fontSize: "16px",
          fontWeight: 800,
          lineHeight: "24px",
          padding: "12px 28px",
          textDecoration: "none",
          display: "inline-block",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** The spec's progress steps (received, preparing, shipped, delivered): `step` 0…3 reached. */
const STEPS = ["Sipariş Alındı", "Hazırlanıyor", "Kargoya Verildi", "Teslim Edildi"] as const;

export function Steps({ step }: { step: number }) {
  return (
    <Section style={{ margin: "8px 0 20px" }}>
      <Row>
        {STEPS.map((label, i) => (
          <Column key={label} style={{ width: "25%", padding: "0 2px", verticalAlign: "top", textAlign: "center" }}>
            <div
              className={i <= step ? undefined : "md-bar-off"}
              style={{
                height: "6px",
                lineHeight: "6px",
                fontSize: "1px",
                borderRadius: "3px",
                backgroundColor: i <= step ? T.brand : T.line,
              }}
            >
              &nbsp;
            </div>
            <Text
              className={i <= step ? undefined : "md-muted"}
              style={{
                fontSize: "12px",
                lineHeight: "16px",
                fontWeight: i === step ? 800 : 600,
                color: i <= step ? undefined : T.muted,
                margin: "6px 0 0",
              }}
            >
              {label}
            </Text>
          </Column>
        ))}
      </Row>
    </Section>
  );
}

function LineRow({ line, prices, review }: { line: LineView; prices: boolean; review: boolean }) {
  return (
    <Section className="md-line" style={{ borderBottom: `1px solid ${T.line}`, padding: "12px 0" }}>
      <Text style={{ fontSize: "15px", lineHeight: "21px", fontWeight: 700, margin: 0 }}>{line.name}</Text>
      {line.details.length > 0 && (
        <Text className="md-muted" style={{ color: T.muted, fontSize: "13px", lineHeight: "19px", margin: "2px 0 0" }}>
          {line.details.join(" · ")}
        </Text>
      )}
      {line.notes.map((n) => (
        <Text
          key={n}
          className="md-brand"
          style={{ color: T.brand, fontSize: "12px", lineHeight: "18px", fontWeight: 700, margin: "2px 0 0" }}
        >
          {n}
        </Text>
      ))}
      <Row style={{ marginTop: "6px" }}>
        <Column className="md-muted" style={{ color: T.muted, fontSize: "14px", lineHeight: "20px", verticalAlign: "bottom" }}>
          {prices ? line.unit : `${line.quantity} adet`}
        </Column>
        {prices && (
          <Column align="right" style={{ fontSize: "15px", lineHeight: "20px", fontWeight: 800, verticalAlign: "bottom", ...noWrap }}>
            {line.total}
          </Column>
        )}
        {review && line.reviewHref && (
          <Column align="right" style={{ fontSize: "14px", lineHeight: "20px", fontWeight: 700, verticalAlign: "bottom", ...noWrap }}>
            <Link href={line.reviewHref} className="md-link" style={{ color: T.brand, textDecoration: "underline" }}>
              Değerlendir
            </Link>
          </Column>
        )}
      </Row>
    </Section>
  );
}

/** The order's products, one under the other; `prices`: with 'adet × birim fiyat' and the amount; `review`: a 'Değerlendir' link each. */
export function Lines({ lines, prices = true, review = false }: { lines: LineView[]; prices?: boolean; review?: boolean }) {
  return (
    <Section className="md-line" style={{ borderTop: `1px solid ${T.line}` }}>
      {lines.map((line, i) => (
        <LineRow key={i} line={line} prices={prices} review={review} />
      ))}
    </Section>
  );
}

function Amount({ row, strong = false }: { row: TotalsRow; strong?: boolean }) {
  const green = row.tone !== "plain";
  return (
    <Row>
      <Column
        className={green ? "md-plus" : "md-muted"}
        style={{
          color: green ? T.plus : T.muted,
          fontSize: "15px",
          lineHeight: "22px",
          padding: "3px 12px 3px 0",
          fontWeight: green ? 700 : 400,
        }}
      >
        {row.label}
      </Column>
      <Column
        align="right"
        className={green ? "md-plus" : undefined}
        style={{
          color: green ? T.plus : undefined,
          fontSize: "15px",
          lineHeight: "22px",
          fontWeight: strong || green ? 800 : 700,
          ...noWrap,
        }}
      >
        {row.value}
      </Column>
    </Row>
  );
}

/** The totals as the order's page prints them, then the grand total with 'KDV Dahil', the VAT per rate, an installment's charge. */
export function Totals({ view }: { view: OrderView }) {
  return (
    <Panel tone="box" margin="12px 0 0">
      {view.totals.map((row, i) => (
        <Amount key={i} row={row} />
      ))}
      <Section className="md-line" style={{ borderTop: `1px solid ${T.line}`, marginTop: "8px", paddingTop: "8px" }}>
        <Row>
          <Column style={{ fontSize: "16px", lineHeight: "22px", fontWeight: 800 }}>
            Genel Toplam
            <span className="md-muted" style={{ display: "block", color: T.muted, fontSize: "12px", lineHeight: "16px", fontWeight: 600 }}>
              KDV Dahil
            </span>
          </Column>
          <Column align="right" style={{ fontSize: "22px", lineHeight: "28px", fontWeight: 900, ...noWrap }}>
            {view.grandTotal}
          </Column>
        </Row>
        {view.vat.map((row) => (
          <Row key={row.label}>
            <Column className="md-muted" style={{ color: T.muted, fontSize: "12px", lineHeight: "18px" }}>
              {row.label}
            </Column>
            <Column align="right" className="md-muted" style={{ color: T.muted, fontSize: "12px", lineHeight: "18px", ...noWrap }}>
              {row.value}
            </Column>
          </Row>
        ))}
      </Section>
      {view.charged.length > 0 && (
        <Section className="md-line" style={{ borderTop: `1px solid ${T.line}`, marginTop: "8px", paddingTop: "6px" }}>
          {view.charged.map((row, i) => (
            <Amount key={i} row={row} strong={i === view.charged.length - 1} />
          ))}
        </Section>
      )}
    </Panel>
  );
}

function Block({ block }: { block: InfoBlock }) {
  return (
    <>
      <Text style={{ fontSize: "15px", lineHeight: "22px", fontWeight: 800, margin: "0 0 4px" }}>{block.title}</Text>
      <Text className="md-muted" style={{ color: T.muted, fontSize: "14px", lineHeight: "21px", margin: 0 }}>
        {block.lines.map((line, i) => (
          <span key={i}>
            {i > 0 && <br />}
            {line}
          </span>
        ))}
      </Text>
    </>
  );
}

/** Two blocks side by side (delivery and billing), or one; stacked on a phone. */
export function Blocks({ blocks }: { blocks: (InfoBlock | null)[] }) {
  const shown = blocks.filter((b): b is InfoBlock => b !== null);
  if (shown.length === 0) return null;
  return (
    <Section style={{ margin: "20px 0 0" }}>
      <Row>
        {shown.map((block, i) => (
          <Column
            key={block.title}
            className={i < shown.length - 1 ? "md-col md-col-gap" : "md-col"}
            style={{ width: `${Math.floor(100 / shown.length)}%`, verticalAlign: "top", padding: i < shown.length - 1 ? "0 16px 0 0" : 0 }}
          >
            <Block block={block} />
          </Column>
        ))}
      </Row>
    </Section>
  );
}

/** A panel that asks something of the buyer (amber), or says something to keep (`plain`). */
export function Note({ children, tone = "ask" }: { children: ReactNode; tone?: "ask" | "plain" }) {
  return (
    <Panel tone={tone === "ask" ? "ask" : "box"} margin="16px 0">
      {children}
    </Panel>
  );
}

/** A block inside a Note: its title and lines. */
export function NoteBlock({ block }: { block: InfoBlock }) {
  return <Block block={block} />;
}

export function Small({ children }: { children: ReactNode }) {
  return (
    <Text className="md-muted" style={{ color: T.muted, fontSize: "13px", lineHeight: "20px", margin: "8px 0 0" }}>
      {children}
    </Text>
  );
}

export function ShopLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="md-link" style={{ color: T.brand, textDecoration: "underline", fontWeight: 700 }}>
      {children}
    </Link>
  );
}
