/** The footer's about text as the server renders it (spec sections 4 and 9: cut at 286 characters). */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FOOTER_ABOUT_TEXT, FooterAbout } from "./footer-about";

const text = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("the footer's about text", () => {
  const html = renderToStaticMarkup(createElement(FooterAbout));
  const parts =
    /<p id="footer-about-text" data-state="collapsed"[^>]*>(.*?)<span hidden="">(.*?)<\/span><span data-cut="true">…<\/span><\/p>/s.exec(
      html,
    );

  it("shows its first 286 characters and '…', the rest in the page but hidden", () => {
    expect(parts, html).not.toBeNull();
    const [, head, tail] = parts!;
    expect(text(head)).toBe(FOOTER_ABOUT_TEXT.slice(0, 286));
    expect(text(tail).length).toBeGreaterThan(0);
    expect(text(head) + text(tail)).toBe(FOOTER_ABOUT_TEXT);
  });

  it("offers 'Devamını Oku', collapsed, for the hidden rest", () => {
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="footer-about-text"[^>]*>Devamını Oku<\/button>/);
  });
});
