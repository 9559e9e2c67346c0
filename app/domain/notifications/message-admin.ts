/**
 * The back office's words for outgoing messages (/yonetim/bildirimler, message-admin.server.ts
 * reads them): a message's state, channel and kind in Turkish, and the list's filters as its
 * address carries them (`?durum=gonderilemedi&kanal=sms&tur=order.confirmation&baslangic=&bitis=`),
 * so the dashboard can link to a filtered list and a list can be bookmarked. Pure: the page and the
 * server share it.
 */
import { istanbulDayStart } from "#app/lib/dates";
import { parseId } from "#app/lib/ids";
import { isMessageKind, LEGACY_KIND, MESSAGE_KINDS, type Channel } from "./kinds";

export type MessageState = "pending" | "sent" | "failed" | "skipped";

/** States as the list names them, with their address values. */
export const MESSAGE_STATES: Record<MessageState, { label: string; param: string }> = {
  pending: { label: "Bekliyor", param: "bekliyor" },
  sent: { label: "Gönderildi", param: "gonderildi" },
  failed: { label: "Gönderilemedi", param: "gonderilemedi" },
  skipped: { label: "Gönderilmedi (izin yok)", param: "izin-yok" },
};

export const CHANNELS: Record<Channel, { label: string; param: string }> = {
  email: { label: "E-posta", param: "eposta" },
  sms: { label: "SMS", param: "sms" },
};

/** A row written before kinds existed (migrated as sent). */
export const LEGACY_KIND_LABEL = "Eski kayıt";

export const isMessageState = (value: string): value is MessageState => Object.hasOwn(MESSAGE_STATES, value);

export const stateLabel = (state: string) => (isMessageState(state) ? MESSAGE_STATES[state].label : state);
export const channelLabel = (channel: string) => (Object.hasOwn(CHANNELS, channel) ? CHANNELS[channel as Channel].label : channel);
export const kindLabel = (kind: string) =>
  isMessageKind(kind) ? MESSAGE_KINDS[kind].label : kind === LEGACY_KIND ? LEGACY_KIND_LABEL : kind;

export type MessageFilters = { state: MessageState | ""; channel: Channel | ""; kind: string; from: string; to: string };

export const NO_FILTERS: MessageFilters = { state: "", channel: "", kind: "", from: "", to: "" };

const byParam = <K extends string>(labels: Record<K, { param: string }>, value: string | null): K | "" =>
  ((Object.keys(labels) as K[]).find((key) => labels[key].param === value) ?? "") as K | "";

const day = (value: string | null) => {
  const text = (value ?? "").trim().slice(0, 10);
  return istanbulDayStart(text) ? text : "";
};

/** The list's filters and page from its address; anything unknown or malformed is left out. */
export function readMessageQuery(search: URLSearchParams): { filters: MessageFilters; before: number | null } {
  const kind = (search.get("tur") ?? "").trim();
  return {
    filters: {
      state: byParam(MESSAGE_STATES, search.get("durum")),
      channel: byParam(CHANNELS, search.get("kanal")),
      kind: isMessageKind(kind) || kind === LEGACY_KIND ? kind : "",
      from: day(search.get("baslangic")),
      to: day(search.get("bitis")),
    },
    before: parseId(search.get("once")),
  };
}

/** The filters (and page) as the list's query string, '' when there are none; the inverse of readMessageQuery. */
export function messageQueryString(filters: Partial<MessageFilters>, before?: number): string {
  const params = new URLSearchParams();
  if (filters.state) params.set("durum", MESSAGE_STATES[filters.state].param);
  if (filters.channel) params.set("kanal", CHANNELS[filters.channel].param);
  if (filters.kind) params.set("tur", filters.kind);
  if (filters.from) params.set("baslangic", filters.from);
  if (filters.to) params.set("bitis", filters.to);
  if (before != null) params.set("once", String(before));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export type Choice = { value: string; label: string };

/** The filter form's choices: the address values with their labels; kinds by their Turkish name, the old rows last. */
export const MESSAGE_FILTER_CHOICES = {
  states: (Object.keys(MESSAGE_STATES) as MessageState[]).map((s) => ({ value: MESSAGE_STATES[s].param, label: MESSAGE_STATES[s].label })),
  channels: (Object.keys(CHANNELS) as Channel[]).map((c) => ({ value: CHANNELS[c].param, label: CHANNELS[c].label })),
  kinds: [
    ...Object.entries(MESSAGE_KINDS)
      .map(([value, info]) => ({ value, label: info.label }))
      .sort((a, b) => a.label.localeCompare(b.label, "tr")),
    { value: LEGACY_KIND, label: LEGACY_KIND_LABEL },
  ],
} satisfies Record<string, Choice[]>;

/** Answers of the resend actions. */
export const RESENT_ONE = "Mesaj yeniden gönderilmek üzere sıraya alındı.";
export const resentMany = (count: number) =>
  count === 0
    ? "Yeniden gönderilecek başarısız mesaj yok."
    : `${count.toLocaleString("tr-TR")} mesaj yeniden gönderilmek üzere sıraya alındı.`;
export const MESSAGE_NOT_FOUND = "Mesaj bulunamadı.";
export const ONLY_FAILED_RESENT = "Yalnızca gönderilemeyen mesajlar yeniden gönderilebilir; bu mesaj gönderildi ya da zaten sırada.";

/** The dashboard's warning: failed messages of the last day, and pending ones long past their time (a backlog). */
export type DeliveryWarning = {
  /** Per channel: messages given up in the last FAILED_WINDOW_HOURS. */
  failed: Record<Channel, number>;
  /** Per channel: pending messages whose try is more than OVERDUE_MINUTES late. */
  overdue: Record<Channel, number>;
  /** Per channel: pending messages whose last try failed (the provider is refusing or down now: they wait for their next try). */
  retrying: Record<Channel, number>;
  /** A count reaching this reads 'N+' (the count stops there: it stays cheap however large the outbox). */
  cap: number;
};

export const FAILED_WINDOW_HOURS = 24;
export const OVERDUE_MINUTES = 10;
