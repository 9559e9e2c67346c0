/** The answer to a request refused at the door (bad URL or body, a host the shop does not answer as). */
import type { Request, Response } from "express";
import { GENERIC_ERROR } from "#app/lib/messages";
import type { Refusal } from "#app/lib/request-guard.server";

const ERROR_PAGE = (message: string, home: string) =>
  `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hata Oluştu | Minik Dünya</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>Hata Oluştu</h1><p>${message}</p><p><a href="${home}">Ana sayfaya dön</a></p></body></html>`;

/** Answers a refused request: JSON for calls ({success, reason, message}), a short Turkish page for browsers. */
export function refuse(req: Request, res: Response, refusal: Refusal) {
  if (refusal.closeConnection) res.setHeader("Connection", "close");
  res.status(refusal.status).setHeader("Cache-Control", "no-store");
  const message = refusal.message ?? GENERIC_ERROR;
  const accept = req.get("accept") ?? "";
  if (accept.includes("text/html") && !accept.includes("application/json")) res.type("html").send(ERROR_PAGE(message, refusal.home ?? "/"));
  else res.json({ success: false, reason: message, message });
}
