/**
 * The pages' call helper (spec section 7): JSON, GET by default, 60000 ms timeout.
 * A call that fails (network, timeout, not JSON) throws CallError with the spec's generic message;
 * an answer with success:false is returned as it is, for the page to show its reason or message.
 */
import { GENERIC_ERROR } from "./messages";

export const CALL_TIMEOUT_MS = 60000;

export type CallAnswer = { success: boolean; reason?: string; message?: string; [key: string]: unknown };

export class CallError extends Error {
  constructor(message = GENERIC_ERROR) {
    super(message);
    this.name = "CallError";
  }
}

type CallOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON, or as the form itself when it is FormData / URLSearchParams. */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
};

export async function callApi<T extends CallAnswer = CallAnswer>(url: string, options: CallOptions = {}): Promise<T> {
  const { method = "GET", body, timeoutMs = CALL_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const signals = [AbortSignal.timeout(timeoutMs), options.signal].filter(Boolean) as AbortSignal[];
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, credentials: "same-origin", signal: AbortSignal.any(signals) });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new CallError();
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new CallError();
  }
  if (!data || typeof data !== "object" || typeof (data as CallAnswer).success !== "boolean") {
    if (response.ok && Array.isArray(data)) return data as unknown as T;
    throw new CallError();
  }
  return data as T;
}

/** The text to show for a refused answer: its reason, else its message, else the generic error. */
export const answerText = (answer: CallAnswer) => answer.reason || answer.message || GENERIC_ERROR;
