/**
 * What the sandbox bank's pages show and do (routes/sandbox.*: 3D Secure, BKM Express, fast pay):
 * a pending transaction asks `Onayla` / `Reddet`; the answer decides it once and sends the signed
 * result back to the shop; a decided one only offers to go back ("Devam"); an unknown one is 404.
 */
import type { Db } from "#app/db/client.server";
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
export const ALREADY_DECIDED = "Bu işlem daha önce sonuçlandırıldı.";

/** The bank's page kinds (3D Secure, BKM Express, fast pay); app/http/sandbox-bank-page.server.tsx draws them. */
export type BankPageKind = "card" | "bkm" | "fastpay";

export type BankPageTransaction = {
  kind: BankPageKind;
  status: string;
  reason: string | null;
  reference: string;
  amountKurus: number;
  /** The part paid with the card's points (0: none). */
  pointsKurus?: number;
  installment: number;
  installmentExtra: number;
  maskedPan: string | null;
  bankName: string | null;
  cardFamily: string | null;
};

export type BankPageState =
  | { view: "pending"; transaction: BankPageTransaction; action: string; hidden?: Record<string, string>; error?: string }
  | {
      view: "decided";
      transaction: BankPageTransaction;
      callback: { action: string; fields: Record<string, string> };
      autoSubmit: boolean;
      note?: string;
    }
  | { view: "not-found"; kind: BankPageKind };

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

function stateOf(
  row: SandboxTransaction,
  target: PageTarget,
  extra: { autoSubmit?: boolean; note?: string; error?: string } = {},
): BankPageState {
  if (row.status === "pending")
    return { view: "pending", transaction: view(row), action: target.action, hidden: target.hidden, error: extra.error };
  return {
    view: "decided",
    transaction: view(row),
    callback: sandboxCallback(row),
    autoSubmit: extra.autoSubmit ?? false,
    note: extra.note,
  };
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
