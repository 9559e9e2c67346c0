import { describe, expect, it } from "vitest";
import { SELLER } from "#app/domain/legal/seller";
import { blocksOf, cut, MAX_WORD } from "./message-text";
import { renderMessageEmail } from "./render.server";

const ORIGIN = "http://localhost:3000";

describe("renderMessageEmail", () => {
  it("lays a plain message out in the shop's e-mail, with the same words in the text part", async () => {
    const body = [
      "Merhaba Ayşe,",
      "",
      "260612123456 numaralı siparişiniz alındı. Teşekkür ederiz!",
      "",
      "- Oyuncak Ayı × 2: 199,80 TL",
      "- Bebek Tulumu × 1: 149,90 TL",
      "",
      "Siparişinizi buradan izleyebilirsiniz: http://localhost:3000/kullanici/siparislerim.",
    ].join("\n");
    const { subject, html, text } = await renderMessageEmail({ subject: "Siparişiniz alındı (260612123456)", body }, ORIGIN);
    expect(subject).toBe("Siparişiniz alındı (260612123456)");
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('lang="tr"');
    expect(html).toContain("Minik Dünya");
    expect(html).toContain("<li");
    expect(html).toContain("Oyuncak Ayı × 2: 199,80 TL");
    expect(html).toContain('href="http://localhost:3000/kullanici/siparislerim"');
    expect(html).toContain('name="color-scheme" content="light dark"');
    expect(html).toContain("prefers-color-scheme: dark");
    expect(html).toContain("max-width:600px");
    for (const part of [html, text]) {
      expect(part).toContain(SELLER.title);
      expect(part).toContain(SELLER.phone);
    }
    expect(text.startsWith(body)).toBe(true);
  });

  it("makes a link only of the shop's own address", async () => {
    const { html, text } = await renderMessageEmail(
      { subject: "Not", body: "Bakın: https://kotu.example/kampanya ve http://localhost:3000/urun/ayi-12 ve javascript:alert(1)" },
      ORIGIN,
    );
    expect(html).toContain('href="http://localhost:3000/urun/ayi-12"');
    expect(html).not.toContain('href="https://kotu.example');
    expect(html).toContain("https://kotu.example/kampanya");
    expect(html).not.toContain('href="javascript');
    expect(text).toContain("https://kotu.example/kampanya");
    expect(blocksOf("a http://localhost:3000.evil.example/x", ORIGIN)[0]).toEqual({
      kind: "paragraph",
      lines: [[{ kind: "text", text: "a http://localhost:3000.evil.example/x" }]],
    });
  });

  it("keeps a hostile name text and cuts a huge one", async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const huge = "Ş".repeat(10_000);
    const { html, text, subject } = await renderMessageEmail(
      { subject: `Merhaba ${hostile} ${huge}`, body: `Merhaba ${hostile} ${huge},\n\nSiparişiniz alındı.` },
      ORIGIN,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("Ş".repeat(MAX_WORD));
    expect(html).toContain(`${"Ş".repeat(MAX_WORD - 1)}…`);
    expect(html.length).toBeLessThan(20_000);
    expect(text).toContain(`${"Ş".repeat(MAX_WORD - 1)}…`);
    expect(text).not.toContain("Ş".repeat(MAX_WORD));
    expect(text).toContain(hostile);
    expect(Array.from(subject).length).toBeLessThanOrEqual(200);
    expect(subject.endsWith("…")).toBe(true);
    expect(cut("😀😀😀", 2)).toBe("😀…");
  });
});
