/**
 * /yonetim/siparisler/{orderNumber}: one order in the back office (permission
 * orders.read to read, orders.write to move it): everything about it, and the moves it allows now
 * as POST forms (`intent` = confirmTransfer | pack | ship | deliver | cancel | returnApprove |
 * returnReject | returnReceive | returnRefund, with `code` for a return). A move the order does not
 * allow is refused 409 with the Turkish reason, a wrong field 422 with the field's message (what
 * was typed comes back), an order that is not there or not this store manager's 404. Each move
 * leaves one audit row (domain/orders/order-desk.server.ts). JSON callers get `{success, reason,
 * message, errors, values}`.
 */
import { data, href, Link, useNavigation } from "react-router";
import type { Route } from "./+types/yonetim.siparisler.$orderNumber";
import { BackOfficeHeading } from "#app/components/back-office/back-office-frame";
import { backOfficeMeta } from "#app/components/back-office/back-office-meta";
import {
  ContractCard,
  CustomerCard,
  DeskCard,
  LinesCard,
  OrderActions,
  PaymentsCard,
  ReturnsCard,
  ShipmentsCard,
  type DeskAnswer,
} from "#app/components/back-office/order-desk";
import type { BackOfficeHandle } from "#app/domain/permissions/permissions";
import { deliverSchema, isReturnAction, shipSchema } from "#app/domain/orders/order-desk";
import {
  cancelManagedOrder,
  confirmOrderTransfer,
  deliverOrder,
  deskOrder,
  moveManagedReturn,
  packOrder,
  shipOrder,
  type DeskResult,
} from "#app/domain/orders/order-desk.server";
import { ORDER_NOT_FOUND } from "#app/domain/orders/messages";
import { paymentProvider } from "#app/domain/payments/provider";
import { readBody, validate } from "#app/lib/api.server";
import { NO_STORE } from "#app/lib/cache-control";
import { GENERIC_ERROR } from "#app/lib/messages";
import { requireManager } from "#app/http/require-manager.server";

export const handle = { json: true, permission: "orders.read" } satisfies BackOfficeHandle;

export const meta = ({ data: loaderData, error }: Route.MetaArgs) =>
  backOfficeMeta(loaderData ? `Sipariş ${loaderData.order.summary.orderNumber}` : "Sipariş")({ error });

const notFound = () =>
  data({ success: false, reason: ORDER_NOT_FOUND, message: ORDER_NOT_FOUND, loginUrl: null }, { status: 404, headers: NO_STORE });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const manager = await requireManager(request, context.db, handle.permission);
  const order = await deskOrder(context.db, manager, params.orderNumber);
  if (!order) throw notFound();
  return data({ order }, { headers: NO_STORE });
}

const text = (v: unknown, max = 100) => (typeof v === "string" ? v.slice(0, max) : "");

export async function action({ request, context, params }: Route.ActionArgs) {
  const manager = await requireManager(request, context.db, "orders.write");
  const body = await readBody(request);
  const intent = text(body.intent, 30);
  const values: Record<string, string> = {};
  const answer = (result: DeskResult) =>
    data<DeskAnswer>(
      result.ok
        ? { success: true, reason: "", message: result.message, intent, errors: {}, values: {} }
        : {
            success: false,
            reason: result.reason,
            message: result.reason,
            intent,
            errors: result.field ? { [result.field]: result.reason } : {},
            values,
          },
      { status: result.ok ? 200 : result.status, headers: NO_STORE },
    );
  const invalid = (checked: { reason: string; errors: Record<string, string> }) =>
    data<DeskAnswer>(
      { success: false, reason: checked.reason, message: checked.reason, intent, errors: checked.errors, values },
      { status: 422, headers: NO_STORE },
    );
  const db = context.db;
  const no = params.orderNumber;
  switch (intent) {
    case "confirmTransfer":
      return answer(await confirmOrderTransfer(db, manager, no));
    case "pack":
      return answer(await packOrder(db, manager, no));
    case "ship": {
      Object.assign(values, { carrierId: text(body.carrierId, 12), trackingCode: text(body.trackingCode, 60) });
      const checked = validate(shipSchema, body);
      return checked.ok ? answer(await shipOrder(db, manager, no, checked.data)) : invalid(checked);
    }
    case "deliver": {
      values.receiverName = text(body.receiverName, 60);
      const checked = validate(deliverSchema, body);
      return checked.ok ? answer(await deliverOrder(db, manager, no, checked.data)) : invalid(checked);
    }
    case "cancel":
      return answer(await cancelManagedOrder(db, paymentProvider(db), manager, no));
  }
  if (isReturnAction(intent)) return answer(await moveManagedReturn(db, paymentProvider(db), manager, no, text(body.code, 20), intent));
  return data<DeskAnswer>(
    { success: false, reason: GENERIC_ERROR, message: GENERIC_ERROR, intent, errors: {}, values },
    { status: 400, headers: NO_STORE },
  );
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { summary } = order;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={href("/yonetim/siparisler")} className="font-bold text-brand-700 hover:underline">
          ← Siparişler
        </Link>
      </p>
      <BackOfficeHeading
        title={`Sipariş ${summary.orderNumber}`}
        intro={
          <>
            <time dateTime={order.createdAt}>{summary.dateText}</time> · {summary.paymentDescription} ·{" "}
            <span className="font-bold text-ink">{summary.follow.label}</span>
          </>
        }
      />
      {actionData && (
        <p
          role={actionData.success ? "status" : "alert"}
          className={`mb-4 rounded-xl px-4 py-3 text-sm font-bold ${actionData.success ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
        >
          {actionData.success ? actionData.message : actionData.reason}
        </p>
      )}
      <div className="flex flex-col gap-4">
        <DeskCard title="İşlemler">
          <OrderActions order={order} answer={actionData} busy={busy} />
          <p className="mt-4 border-t border-slate-100 pt-3 text-sm">
            <Link
              to={href("/yonetim/siparisler/:orderNumber/irsaliye", { orderNumber: encodeURIComponent(summary.orderNumber) })}
              className="font-bold text-brand-700 hover:underline"
            >
              İrsaliyeyi yazdır
            </Link>
          </p>
        </DeskCard>
        <CustomerCard order={order} />
        <LinesCard order={order} />
        <div className="grid gap-4 lg:grid-cols-2">
          <PaymentsCard order={order} />
          <ShipmentsCard order={order} />
        </div>
        <ReturnsCard order={order} busy={busy} />
        <ContractCard text={order.contractText} />
      </div>
    </>
  );
}
