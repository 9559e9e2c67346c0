/**
 * Today's plain-text message (every message has a subject and a body of text) read as blocks the
 * e-mail layout draws: paragraphs (separated by a blank line), lists (lines starting '- '), and in
 * each line the words and the links. Pure: no HTML is written here, React escapes every string it
 * renders, so a name like '<script>' stays text.
 *
 * - A link becomes a link only when it points at the shop's own address (PUBLIC_URL's origin): a
 *   shopper's name, a comment or a gift-list note holding 'https://elsewhere' stays text, so no
 *   message of the shop carries someone else's clickable link.
 * - A run of letters without a space longer than MAX_WORD (a 10,000-character "name") is cut there
 *   with '…': no real word or name is that long, and a phone's screen would scroll sideways. A line
 *   is cut at MAX_LINE. Links of the shop are kept whole up to MAX_LINK. The text part gets the
 *   same cuts (cutText), so both parts say the same.
 */

export const MAX_WORD = 60;
export const MAX_LINK = 2_000;
export const MAX_LINE = 5_000;
export const MAX_SUBJECT = 200;

export type Segment = { kind: "text"; text: string } | { kind: "link"; href: string; text: string };
export type Line = Segment[];
export type Block = { kind: "paragraph"; lines: Line[] } | { kind: "list"; items: Line[] };

const ELLIPSIS = "…";
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than a link: 'bakabilirsiniz: https://…/siparis.' */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** `text` cut to `max` characters (the last one '…'), never splitting a surrogate pair. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max - 1).join("") + ELLIPSIS;
}

/** Every space-free run longer than MAX_WORD cut there; an http(s) address may be MAX_LINK long. */
const cutWords = (text: string) => text.replace(/\S+/g, (word) => (/^https?:\/\//.test(word) ? cut(word, MAX_LINK) : cut(word, MAX_WORD)));

/** The links of a line that point at `origin`, and the text between them. */
export function segments(whole: string, origin: string): Line {
  const line = cut(whole, MAX_LINE);
  const out: Line = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = out.at(-1);
    if (previous?.kind === "text") previous.text += cutWords(text);
    else out.push({ kind: "text", text: cutWords(text) });
  };
  for (const match of line.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, "");
    const start = match.index;
    pushText(line.slice(last, start));
    if (isOwnLink(href, origin) && href.length <= MAX_LINK) out.push({ kind: "link", href, text: href });
    else pushText(href);
    last = start + href.length;
  }
  pushText(line.slice(last));
  return out;
}

/** Whether `href` is an address of the shop: the same scheme, host and port as PUBLIC_URL. */
export function isOwnLink(href: string, origin: string): boolean {
  if (!URL.canParse(href)) return false;
  return new URL(href).origin === origin;
}

/** The body read as paragraphs and lists. */
export function blocksOf(body: string, origin: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    const lines = chunk.split("\n").filter((l) => l.trim() !== "");
    if (lines.length === 0) continue;
    // A chunk of lines that all start '- ' is a list; a paragraph may end in one ('Ürünler:' then '- …').
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", lines: paragraph.map((l) => segments(l, origin)) });
      if (list.length) blocks.push({ kind: "list", items: list.map((l) => segments(l, origin)) });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (/^\s*[-•]\s+/.test(line)) list.push(line.replace(/^\s*[-•]\s+/, ""));
      else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** The text part: the body with the same cuts as the HTML part. */
export const cutText = (body: string) =>
  body
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => cutWords(cut(line, MAX_LINE)))
    .join("\n");

/** A subject on one line, at most MAX_SUBJECT characters. */
export const subjectLine = (subject: string) => cut(subject.replace(/\s+/g, " ").trim(), MAX_SUBJECT);
