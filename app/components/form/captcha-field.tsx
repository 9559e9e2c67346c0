/**
 * The captcha where the spec has one (after failed logins, before SMS codes are sent): ALTCHA's
 * widget, a checkbox 'Robot olmadığımı doğrula' whose proof of work runs in a web worker of the
 * shop (nothing from another host, no puzzle to see or hear). It needs no action: when its form
 * is sent it does the work first (about a tenth of a second) and sends the form again with the
 * solution in the hidden field `altcha`; it can also be ticked by hand (keyboard: Tab, Space).
 * A status line outside the widget tells screen readers how the check goes.
 *
 * The widget loads after hydration (a custom element from a client-only module), into a box
 * that keeps its place meanwhile. A solution is used once: remount the field (a new `key`) after
 * every answer that used it. `control.solve()` runs the check for buttons that send no form.
 */
import { href } from "react-router";
import { useEffect, useImperativeHandle, useRef, useState, type Ref, type RefObject } from "react";
import { CAPTCHA_FIELD, CAPTCHA_NEEDS_JAVASCRIPT, CAPTCHA_WIDGET_STRINGS } from "#app/domain/captcha/captcha.messages";

type AltchaElement = HTMLElement & {
  getState(): string;
  reset(): void;
  verify(): Promise<{ payload?: string } | null>;
};

export type CaptchaControl = {
  /** The solution: the one already found, or the check run now ("" when it fails). */
  solve(): Promise<string>;
};

let loading: Promise<unknown> | null = null;
const loadWidget = () => (loading ??= import("./altcha-widget.client"));

const SETTINGS = JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false, minDuration: 300 });

const STATUS: Record<string, string> = {
  verifying: CAPTCHA_WIDGET_STRINGS.verifying,
  verified: CAPTCHA_WIDGET_STRINGS.verified,
  error: CAPTCHA_WIDGET_STRINGS.error,
  expired: CAPTCHA_WIDGET_STRINGS.expired,
};

const payloadOf = (widget: AltchaElement) =>
  widget.querySelector<HTMLInputElement>(`input[type="hidden"][name="${CAPTCHA_FIELD}"]`)?.value ?? "";

/** Waits for a check under way to end. */
const settled = (widget: AltchaElement) =>
  new Promise<void>((resolve) => {
    const done = () => {
      if (widget.getState() === "verifying") return;
      widget.removeEventListener("statechange", done);
      resolve();
    };
    widget.addEventListener("statechange", done);
  });

export function CaptchaField({ control }: { control?: Ref<CaptchaControl> }) {
  const box = useRef<HTMLDivElement>(null);
  const ready = useRef<Promise<AltchaElement> | null>(null);
  const [status, setStatus] = useState("");

  useEffect(() => {
    let widget: AltchaElement | null = null;
    let cancelled = false;
    ready.current = loadWidget().then(
      () =>
        new Promise<AltchaElement>((resolve) => {
          if (cancelled || !box.current) return;
          widget = document.createElement("altcha-widget") as AltchaElement;
          for (const [name, value] of Object.entries({
            challenge: href("/captcha/challenge"),
            name: CAPTCHA_FIELD,
            auto: "onsubmit",
            language: "tr",
            configuration: SETTINGS,
          })) {
            widget.setAttribute(name, value);
          }
          const el = widget;
          el.addEventListener("load", () => resolve(el), { once: true });
          el.addEventListener("statechange", () => {
            const state = el.getState();
            setStatus(STATUS[state] ?? "");
            // An expired solution is dropped, so the next send does the work again.
            if (state === "expired") el.reset();
          });
          box.current.append(el);
        }),
    );
    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, []);

  useImperativeHandle(
    control,
    () => ({
      async solve() {
        const widget = await ready.current;
        if (!widget) return "";
        if (widget.getState() === "verifying") await settled(widget);
        if (widget.getState() !== "verified") await widget.verify();
        return widget.getState() === "verified" ? payloadOf(widget) : "";
      },
    }),
    [],
  );

  return (
    <div>
      <div ref={box} className="captcha-box" data-captcha="">
        <noscript>
          <p className="rounded-xl border-2 border-slate-200 px-4 py-3 text-sm text-slate-600">{CAPTCHA_NEEDS_JAVASCRIPT}</p>
        </noscript>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}

/**
 * The solution to send with a form: the one its widget put in the form (`data`, read when the form
 * was sent), else the check run now (a form sent before the widget had loaded); "" when there is
 * no widget or the check failed: the server then says what is missing.
 */
export async function captchaSolution(data: FormData, control: RefObject<CaptchaControl | null>): Promise<string> {
  return String(data.get(CAPTCHA_FIELD) ?? "") || ((await control.current?.solve()) ?? "");
}
