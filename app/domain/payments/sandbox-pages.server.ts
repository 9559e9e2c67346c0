/**
 * What the sandbox bank's pages show and do (routes/sandbox.*: 3D Secure, BKM Express, fast pay):
 * a pending transaction asks `Onayla` / `Reddet`; the answer decides it once and sends the signed
 * result back to the shop; a decided one only offers to go back ("Devam"); an unknown one is 404.
 */
import type { Db } from "#app/db/client.server";
import type { BankPageState, BankPageTransaction } from "./sandbox-bank-page";
import { ALREADY_DECIDED, bankPageResponse, sandboxUnavailableResponse } from "./sandbox-bank-page";
import { readBody } from "#app/lib/api.server";
import { sandboxActive } from "./provider";
import {
  decideSandboxTransaction,
  loadSandboxTransaction,
  sandboxCallback,
  verifyFastPayForm,
  type Decision,
  type SandboxKind,
  type SandboxTransaction,
} from "./sandbox-provider.server";

export const CHOOSE_DECISION = "Lütfen Onayla ya da Reddet'i seçin.";

function view(row: SandboxTransaction): BankPageTransaction {
  return {
    kind: row.kind as SandboxKind,
    status: row.status,
    reason: row.reason,
    reference: row.reference,
    amountKurus: row.amountKurus,
    pointsKurus: row.pointsKurus,
    installment: row.installment,
    installmentExtra: row.installmentExtra,
    maskedPan: row.maskedPan,
    bankName: row.bankName,
    cardFamily: row.cardFamily,
  };
}

type PageTarget = { id: string; kind: SandboxKind; action: string; hidden?: Record<string, string> };

function stateOf(row: SandboxTransaction, target: PageTarget, extra: { autoSubmit?: boolean; note?: string; error?: string } = {}): BankPageState {
  if (row.status === "pending") return { view: "pending", transaction: view(row), action: target.action, hidden: target.hidden, error: extra.error };
  return { view: "decided", transaction: view(row), callback: sandboxCallback(row), autoSubmit: extra.autoSubmit ?? false, note: extra.note };
}

/** The page of a transaction of that kind (GET). */
export async function sandboxPage(db: Db, target: PageTarget): Promise<BankPageState> {
  const row = await loadSandboxTransaction(db, target.id);
  if (!row || row.kind !== target.kind) return { view: "not-found", kind: target.kind };
  return stateOf(row, target, { note: row.status === "pending" ? undefined : ALREADY_DECIDED });
}

const parseDecision = (value: unknown): Decision | null => (value === "approve" || value === "decline" ? value : null);

/** The buyer's answer (POST): decides once, then the signed result goes back to the shop. */
export async function sandboxDecide(db: Db, target: PageTarget, decisionInput: unknown): Promise<{ state: BankPageState; status: number }> {
  const decision = parseDecision(decisionInput);
  if (!decision) {
    const state = await sandboxPage(db, target);
    return { state: state.view === "pending" ? { ...state, error: CHOOSE_DECISION } : state, status: state.view === "pending" ? 400 : 200 };
  }
  const result = await decideSandboxTransaction(db, target.id, target.kind, decision);
  if (!result.ok && result.code === "not-found") return { state: { view: "not-found", kind: target.kind }, status: 404 };
  if (!result.ok) return { state: stateOf(result.transaction, target, { note: ALREADY_DECIDED }), status: 409 };
  return { state: stateOf(result.transaction, target, { autoSubmit: true }), status: 200 };
}

/** The fast-pay page's transaction, from the shop's signed form (else null: not found). */
export function fastPayTarget(form: Record<string, unknown>, action: string): PageTarget | null {
  if (!verifyFastPayForm(form)) return null;
  const id = form.transactionId as string;
  return { id, kind: "fastpay", action, hidden: { transactionId: id, signature: String(form.signature) } };
}

type PageArgs = { request: Request; params: Record<string, string | undefined>; context: { db: Db; cspNonce: string } };

/**
 * The loader and action of a transaction page (/sandbox/3ds/:transactionId, /sandbox/bkm/:transactionId):
 * GET shows it, POST decides it; 404 unless the sandbox is the provider.
 */
export function sandboxTransactionRoute(kind: SandboxKind, path: (id: string) => string) {
  const target = (params: PageArgs["params"]) => ({ id: params.transactionId ?? "", kind, action: path(params.transactionId ?? "") });
  return {
    loader: async ({ params, context }: PageArgs) => {
      if (!sandboxActive()) return sandboxUnavailableResponse();
      return bankPageResponse(await sandboxPage(context.db, target(params)), context.cspNonce);
    },
    action: async ({ request, params, context }: PageArgs) => {
      if (!sandboxActive()) return sandboxUnavailableResponse();
      const body = await readBody(request);
      const { state, status } = await sandboxDecide(context.db, target(params), body.decision);
      return bankPageResponse(state, context.cspNonce, status);
    },
  };
}
