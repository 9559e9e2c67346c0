/**
 * The sandbox bank's pages (3D Secure, BKM Express, fast pay) as whole HTML documents: they are
 * the "bank's" pages, not the shop's, so they carry no shop header and fit in the checkout's modal
 * iframe. Server-rendered, readable and usable without JavaScript: a decision posts a plain form,
 * and the signed result goes back to the shop with a form the tiny inline script submits (or the
 * buyer, by clicking "Devam"). The result form targets `_self`: inside the checkout's modal iframe
 * the shop's callback answers there and tells the checkout page (which keeps what was typed); as a
 * whole page it moves on.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { formatMoney } from "#app/lib/money";
import { groupPan, installmentLabel } from "#app/domain/payments/card-families";
import type { BankPageKind, BankPageState, BankPageTransaction } from "#app/domain/payments/sandbox-pages.server";

export const SANDBOX_BANK_NAME = "Test Bankası — Sanal POS (sandbox)";
export const SANDBOX_NOTICE = "Bu bir deneme (sandbox) sayfasıdır: gerçek bir ödeme yapılmaz, kart bilgileri saklanmaz.";
export const TRANSACTION_NOT_FOUND = "İşlem bulunamadı.";
export const APPROVED_TEXT = "İşlem onaylandı.";
export const RETURNING_TEXT = "Mağazaya yönlendiriliyorsunuz…";
export const NOT_AVAILABLE = "Sayfa bulunamadı";

const TITLES: Record<BankPageKind, string> = { card: "3D Secure Doğrulama", bkm: "BKM Express", fastpay: "Hızlı Ödeme" };
const INTROS: Record<BankPageKind, string> = {
  card: "Minik Dünya'daki ödemenizi onaylamak için Onayla'ya, iptal etmek için Reddet'e basın.",
  bkm: "BKM Express ile Minik Dünya'daki ödemenizi onaylayın ya da reddedin.",
  fastpay: "Hızlı ödeme ile Minik Dünya'daki ödemenizi onaylayın ya da reddedin.",
};

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef2f7;color:#1f2937;font-size:16px;line-height:1.45}
main{max-width:440px;margin:0 auto;padding:16px}
.card{background:#fff;border:1px solid #d6dde8;border-radius:12px;overflow:hidden;box-shadow:0 1px 3px rgba(15,23,42,.08)}
.bank{display:flex;align-items:center;gap:10px;background:#0f3d6e;color:#fff;padding:12px 16px}
.bank svg{flex:none}
.bank p{margin:0;font-weight:700;font-size:15px}
.bank small{display:block;font-weight:400;opacity:.85;font-size:12px}
.body{padding:16px}
h1{font-size:20px;margin:0 0 6px}
.intro{margin:0 0 14px;color:#4b5563;font-size:14px}
dl{margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:15px;align-items:baseline}
dt{color:#6b7280}
dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.amount{font-size:18px}
.buttons{display:flex;gap:10px}
button{flex:1;font:inherit;font-weight:700;border-radius:8px;padding:12px;cursor:pointer;border:1px solid transparent;min-height:48px}
.approve{background:#15803d;color:#fff}
.approve:hover{background:#166534}
.decline{background:#fff;color:#b91c1c;border-color:#b91c1c}
.decline:hover{background:#fef2f2}
.continue{background:#0f3d6e;color:#fff;width:100%}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.result{padding:12px;border-radius:8px;margin:0 0 14px;font-weight:600}
.ok{background:#dcfce7;color:#14532d}
.no{background:#fee2e2;color:#7f1d1d}
.muted{color:#6b7280;font-size:13px;margin:12px 0 0}
.notice{margin:14px 0 0;padding:10px 12px;background:#fef9c3;border-radius:8px;color:#713f12;font-size:13px}
`;

const LOGO = (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
    <rect x="1" y="5" width="26" height="18" rx="3" fill="#fff" opacity=".95" />
    <rect x="1" y="9" width="26" height="3" fill="#0f3d6e" />
    <rect x="4" y="16" width="8" height="3" rx="1" fill="#f59e0b" />
  </svg>
);

function Details({ t }: { t: BankPageTransaction }) {
  return (
    <dl>
      <dt>İşyeri</dt>
      <dd>Minik Dünya</dd>
      <dt>Tutar</dt>
      <dd className="amount">{formatMoney(t.amountKurus)}</dd>
      {t.kind === "card" && (
        <>
          {t.maskedPan && (
            <>
              <dt>Kart</dt>
              <dd>{groupPan(t.maskedPan)}</dd>
            </>
          )}
          {(t.bankName || t.cardFamily) && (
            <>
              <dt>Banka</dt>
              <dd>{[t.bankName, t.cardFamily].filter(Boolean).join(" · ")}</dd>
            </>
          )}
          <dt>Taksit</dt>
          <dd>{installmentLabel(t.installment, t.installmentExtra)}</dd>
          {t.pointsKurus ? (
            <>
              <dt>Kart puanı</dt>
              <dd>{formatMoney(t.pointsKurus)}</dd>
              <dt>Karttan çekilecek</dt>
              <dd>{formatMoney(t.amountKurus - t.pointsKurus)}</dd>
            </>
          ) : null}
        </>
      )}
      <dt>Sipariş</dt>
      <dd>{t.reference}</dd>
    </dl>
  );
}

function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function Page({ state, nonce }: { state: BankPageState; nonce: string }) {
  const kind = state.view === "not-found" ? state.kind : state.transaction.kind;
  const title = TITLES[kind];
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${SANDBOX_BANK_NAME}`}</title>
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </head>
      <body>
        <main>
          <div className="card">
            <header className="bank">
              {LOGO}
              <p>
                {SANDBOX_BANK_NAME}
                <small>{title}</small>
              </p>
            </header>
            <div className="body">
              <h1>{title}</h1>
              {state.view === "not-found" && <p className="result no">{TRANSACTION_NOT_FOUND}</p>}
              {state.view === "pending" && (
                <>
                  <p className="intro">{INTROS[kind]}</p>
                  {state.error && (
                    <p className="result no" role="alert">
                      {state.error}
                    </p>
                  )}
                  <Details t={state.transaction} />
                  <form method="post" action={state.action}>
                    <HiddenFields fields={state.hidden ?? {}} />
                    <div className="buttons">
                      <button type="submit" name="decision" value="approve" className="approve">
                        Onayla
                      </button>
                      <button type="submit" name="decision" value="decline" className="decline">
                        Reddet
                      </button>
                    </div>
                  </form>
                </>
              )}
              {state.view === "decided" && (
                <>
                  {state.note && <p className="intro">{state.note}</p>}
                  <p className={`result ${state.transaction.status === "approved" ? "ok" : "no"}`} role="status">
                    {state.transaction.status === "approved" ? APPROVED_TEXT : state.transaction.reason}
                  </p>
                  <Details t={state.transaction} />
                  <form id="sandbox-callback" method="post" action={state.callback.action} target="_self">
                    <HiddenFields fields={state.callback.fields} />
                    <button type="submit" className="continue">
                      Devam
                    </button>
                  </form>
                  {state.autoSubmit && (
                    <>
                      <p className="muted">{RETURNING_TEXT}</p>
                      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: 'document.getElementById("sandbox-callback").submit();' }} />
                    </>
                  )}
                </>
              )}
              <p className="notice">{SANDBOX_NOTICE}</p>
            </div>
          </div>
        </main>
      </body>
    </html>
  );
}

const HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** A bank page as a whole document. */
export function bankPageResponse(state: BankPageState, nonce: string, status = 200): Response {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<Page state={state} nonce={nonce} />)}`;
  return new Response(html, { status: state.view === "not-found" ? 404 : status, headers: HEADERS });
}

/** What /sandbox/* answers while another provider is active: nothing is there. */
export function sandboxUnavailableResponse(): Response {
  return new Response(
    `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>${NOT_AVAILABLE}</title></head><body><h1>${NOT_AVAILABLE}</h1></body></html>`,
    {
      status: 404,
      headers: HEADERS,
    },
  );
}
