/**
 * The altcha widget, in the browser only (React Router keeps *.client.ts out of the server
 * build): the custom element `altcha-widget` from altcha's "external" build, whose proof-of-work
 * worker and stylesheet are files of the shop itself (the default build starts its workers from
 * blob: URLs, which the shop's Content-Security-Policy does not allow), and its Turkish texts.
 */
import "altcha/external";
import stylesheet from "altcha/altcha.css?url";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import { CAPTCHA_WIDGET_STRINGS } from "#app/domain/captcha/captcha.messages";

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
globalThis.$altcha.i18n.set("tr", CAPTCHA_WIDGET_STRINGS);

if (!document.querySelector("link[data-altcha]")) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = stylesheet;
  link.dataset.altcha = "";
  document.head.append(link);
}
