/**
 * 'Alışverişi Tamamla' after the page's own checks (spec sections 3, 4, 7, 8): POST /payment/make-pay
 * with the form and one idempotency key per attempt, then the pay response's outcome:
 *   - threeDsUrl / threeDsContent, bkm + ticket: the bank's page in the modal; fastpay: a form with
 *     formData posted to the endpoint inside the modal's frame. The bank's answer comes back as a
 *     postMessage from /payment/callback: approved → the summary; declined → the modal closes, the
 *     reason shows, the button is 'Alışverişi Tamamla' again and everything typed stays;
 *   - success without an online payment → redirectUrl (the summary);
 *   - refused → the reason and each field's message (nothing typed is lost).
 * A failed attempt gets a new key; a retry of an unchanged form (after closing the modal, or a
 * call that never answered) sends the same key, so it goes on where it was. Either way the basket
 * has one order: the server pays the same unpaid order with each new attempt (pay.server.ts).
 */
import { href } from "react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { PAYMENT_ERROR } from "#app/domain/checkout/messages";
import type { PayResponse } from "#app/domain/checkout/pay.server";
import { callApi, CallError, type CallAnswer } from "#app/lib/api-client";
import type { PaymentMessage } from "#app/routes/payment.callback";
import type { FormErrors } from "./checkout-rules";
import { PAYMENT_FRAME_NAME, type PaymentFrame } from "./payment-dialog";

/** The callback page's message type (routes/payment.callback.tsx PAYMENT_MESSAGE). */
const PAYMENT_MESSAGE_TYPE: PaymentMessage["type"] = "minik-dunya-payment";
export const PAYMENT_NOT_FINISHED = "Ödeme işleminiz tamamlanmadı. Tekrar denemek için 'Alışverişi Tamamla'ya basınız.";

/** What make-pay answers (pay.server's PayResponse) with the refused fields' messages. */
type PayAnswer = CallAnswer & PayResponse & { errors?: FormErrors };

export type Refusal = { reason: string; errors: FormErrors; field?: string };

function newKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const frameElement = () => document.querySelector<HTMLIFrameElement>(`iframe[name="${PAYMENT_FRAME_NAME}"]`);

/** Posts the fast-pay form into the modal's frame once the frame is there. */
function postIntoFrame(endpoint: string, formData: Record<string, string>, tries = 40) {
  if (!frameElement()) {
    if (tries > 0) setTimeout(() => postIntoFrame(endpoint, formData, tries - 1), 50);
    return;
  }
  const form = document.createElement("form");
  form.method = "POST";
  form.action = endpoint;
  form.target = PAYMENT_FRAME_NAME;
  form.hidden = true;
  for (const [name, value] of Object.entries(formData)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

export function usePayment(onRefused: (refusal: Refusal) => void, onCancelled: () => void) {
  const [busy, setBusy] = useState(false);
  const [frame, setFrame] = useState<PaymentFrame | null>(null);
  const [key, setKey] = useState("");
  const lastForm = useRef("");
  const refused = useRef(onRefused);
  refused.current = onRefused;

  useEffect(() => setKey((k) => k || newKey()), []);

  const fail = useCallback((refusal: Refusal, renew: boolean) => {
    setFrame(null);
    setBusy(false);
    if (renew) {
      setKey(newKey());
      lastForm.current = "";
    }
    refused.current(refusal);
  }, []);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const data = event.data as Partial<PaymentMessage> | null;
      if (!data || typeof data !== "object" || data.type !== PAYMENT_MESSAGE_TYPE) return;
      const own = frameElement();
      if (own && event.source !== own.contentWindow) return;
      if (data.ok && data.redirectUrl) {
        window.location.assign(data.redirectUrl);
        return;
      }
      fail({ reason: data.reason || PAYMENT_ERROR, errors: {} }, true);
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [fail]);

  async function pay(form: Record<string, string>) {
    if (busy) return;
    const signature = JSON.stringify(form);
    let attemptKey = key || newKey();
    if (lastForm.current && lastForm.current !== signature) attemptKey = newKey();
    lastForm.current = signature;
    setKey(attemptKey);
    setBusy(true);
    let answer: PayAnswer;
    try {
      answer = await callApi<PayAnswer>(href("/payment/make-pay"), { method: "POST", body: { ...form, idempotencyKey: attemptKey } });
    } catch (error) {
      // No answer: the same key is sent again next time, so a retry cannot make a second order.
      fail({ reason: error instanceof CallError ? PAYMENT_ERROR : String(error), errors: {} }, false);
      return;
    }
    if (!answer.success) {
      if (answer.redirectMyOrders) return window.location.assign(href("/kullanici/siparislerim"));
      fail({ reason: answer.reason || answer.message || PAYMENT_ERROR, errors: answer.errors ?? {}, field: answer.field }, true);
      return;
    }
    if (answer.threeDsPayment && (answer.threeDsUrl || answer.threeDsContent)) {
      setFrame(answer.threeDsContent ? { kind: "threeDs", content: answer.threeDsContent } : { kind: "threeDs", url: answer.threeDsUrl });
      return;
    }
    if (answer.bkm && answer.ticket?.path) {
      setFrame({ kind: "bkm", url: answer.ticket.path });
      return;
    }
    if (answer.fastpay && answer.endpoint) {
      setFrame({ kind: "fastpay" });
      postIntoFrame(answer.endpoint, answer.formData ?? {});
      return;
    }
    if (answer.redirectUrl) {
      window.location.assign(answer.redirectUrl);
      return;
    }
    fail({ reason: PAYMENT_ERROR, errors: {} }, true);
  }

  /** The buyer closed the bank's page without an answer: try again with the same key. */
  function cancel() {
    setFrame(null);
    setBusy(false);
    onCancelled();
  }

  return { busy, frame, idempotencyKey: key, pay, cancel };
}
