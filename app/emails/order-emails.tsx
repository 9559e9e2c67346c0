/**
 * The templates of an order's e-mails, one per kind (order-words.ts ORDER_EMAIL_KINDS), in the
 * shop's layout: the order confirmation (the products with the page's prices, the totals with the
 * VAT, the addresses, the payment, the contracts attached), the parcel's news (shipped with its
 * carrier and tracking code, delivered with a 'Değerlendir' link per product and the return link,
 * not delivered with its reason), and the e-Arşiv invoice (its number, date and amount, the PDF
 * attached). The words are order-words.ts's, the order's rows order-view.ts's: the text part
 * (order-text.ts) prints the same.
 */
import { EmailLayout } from "./layout";
import {
  Action,
  Blocks,
  Facts,
  Highlight,
  Lead,
  Lines,
  Note,
  NoteBlock,
  PartTitle,
  ShopLink,
  Small,
  Steps,
  Title,
  Totals,
} from "./order-parts";
import type { OrderView } from "./order-view";
import type { OrderEmailKind, Words } from "./order-words";
import { Text } from "@react-email/components";
import { EMAIL_THEME as T } from "./theme";

function Notes({ words }: { words: Words }) {
  return words.notes.map((note) => (
    <Note key={note.title} tone="plain">
      <NoteBlock block={note} />
      {note.link && (
        <Text style={{ fontSize: "15px", lineHeight: "22px", margin: "8px 0 0" }}>
          <ShopLink href={note.link.href}>{note.link.label}</ShopLink>
        </Text>
      )}
    </Note>
  ));
}

/** What the kind shows of the order itself, under the heading, facts and button. */
function OrderBody({ kind, view }: { kind: OrderEmailKind; view: OrderView }) {
  switch (kind) {
    case "order.confirmation":
      return (
        <>
          <PartTitle note={`(${view.units} ürün)`}>Sipariş Özeti</PartTitle>
          <Lines lines={view.lines} />
          <Totals view={view} />
          {view.pointsNote && <Highlight>{view.pointsNote}</Highlight>}
          <Blocks blocks={[view.delivery, view.billing]} />
          <Blocks blocks={[view.payment]} />
        </>
      );
    case "order.shipped":
      return (
        <>
          <PartTitle note={`(${view.units} ürün)`}>Gönderideki Ürünler</PartTitle>
          <Lines lines={view.lines} prices={false} />
          <Blocks blocks={[view.delivery]} />
        </>
      );
    case "order.delivered":
      return (
        <>
          <PartTitle>Ürünlerinizi değerlendirin</PartTitle>
          <Text className="md-muted" style={{ color: T.muted, fontSize: "14px", lineHeight: "21px", margin: "0 0 4px" }}>
            Deneyiminizi paylaşarak diğer anne babalara yol gösterin.
          </Text>
          <Lines lines={view.lines} prices={false} review />
        </>
      );
    case "order.notDelivered":
      return <Blocks blocks={[view.delivery]} />;
    case "order.invoice":
      return null;
  }
}

export function OrderEmail({ kind, view, words, origin }: { kind: OrderEmailKind; view: OrderView; words: Words; origin: string }) {
  return (
    <EmailLayout preview={words.preview} origin={origin}>
      <Title mood={words.mood}>{words.title}</Title>
      <Lead>{words.lead}</Lead>
      {words.ask && kind === "order.notDelivered" && (
        <Note>
          <NoteBlock block={words.ask} />
        </Note>
      )}
      {words.steps !== null && <Steps step={words.steps} />}
      <Facts items={words.facts} />
      <Action href={words.action.href}>{words.action.label}</Action>
      {words.ask && kind !== "order.notDelivered" && (
        <Note>
          <NoteBlock block={words.ask} />
        </Note>
      )}
      <OrderBody kind={kind} view={view} />
      <Notes words={words} />
      {words.small.map((line) => (
        <Small key={line}>{line}</Small>
      ))}
    </EmailLayout>
  );
}
