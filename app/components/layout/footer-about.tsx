/**
 * The footer's about text (spec sections 4 and 9): cut at 286 characters with '…' and a
 * 'Devamını Oku' button that expands and collapses it. The whole text stays in the page for
 * search engines; the rest is hidden until expanded.
 */
import { useState } from "react";

export const FOOTER_TEXT_LIMIT = 286;

export const FOOTER_ABOUT_TEXT =
  "Minik Dünya, bebeğinizin ilk gününden okul çağına kadar ihtiyaç duyacağı her şeyi tek çatı altında sunan bir aile mağazasıdır. Bebek arabası, oto koltuğu, mama sandalyesi, biberon ve emzik gibi bebek ürünlerinden çocuk giyimine, eğitici oyuncaklardan ev gereçlerine kadar binlerce ürünü güvenle inceleyebilir, beden ve yaş seçenekleriyle kolayca sipariş verebilirsiniz. Türkiye'nin dört bir yanındaki mağazalarımızdan siparişinizi teslim alabilir, kapıda ödeme ve taksit seçeneklerinden yararlanabilirsiniz. Aile Kulübü üyeliğiyle etkinliklere katılabilir, kampanyalardan ilk siz haberdar olabilirsiniz. Tüm fiyatlarımıza KDV dahildir; 14 gün içinde cayma hakkınız saklıdır.";

export function FooterAbout({ text = FOOTER_ABOUT_TEXT, limit = FOOTER_TEXT_LIMIT }: { text?: string; limit?: number }) {
  const [expanded, setExpanded] = useState(false);
  const cut = text.length > limit;
  const head = cut ? text.slice(0, limit) : text;
  const tail = cut ? text.slice(limit) : "";
  return (
    <div className="rounded-2xl bg-white/70 p-5">
      <h2 className="mb-2 text-base font-extrabold text-ink">Minik Dünya ile Mutlu Çocuklar, Mutlu Aileler</h2>
      <p id="footer-about-text" data-state={expanded ? "expanded" : "collapsed"} className="text-sm leading-relaxed text-slate-600">
        {head}
        {cut && <span hidden={!expanded}>{tail}</span>}
        {cut && !expanded && <span data-cut="true">…</span>}
      </p>
      {cut && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="footer-about-text"
          onClick={() => setExpanded((v) => !v)}
          className="mt-2 rounded-md text-sm font-bold text-brand-700 underline-offset-4 hover:underline"
        >
          {expanded ? "Daha Az Göster" : "Devamını Oku"}
        </button>
      )}
    </div>
  );
}
