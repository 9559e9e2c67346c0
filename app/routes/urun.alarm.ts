/**
 * POST /urun/alarm/ (spec sections 5, 7): productId, alertType ('price' | 'stock') →
 * {success, reason, message, active, alertType}. Toggles the member's alert for the variant
 * (`mode=add|remove` for an idempotent call); a price alert keeps the current price, a stock alert
 * is refused while the variant is in stock. Guest: 401 with the login message.
 */
import { CHOOSE_ALERT_TYPE, CHOOSE_PRODUCT } from "#app/domain/member-lists/product-buttons.messages";
import { parseMode, setAlert } from "#app/domain/member-lists/product-buttons.server";
import { parseId } from "#app/lib/ids";
import { memberCall } from "#app/http/member-call.server";
import { refuse, answer } from "#app/http/call-answers.server";

const call = memberCall({
  action: async ({ userId, body, db }) => {
    const productId = parseId(body.productId);
    if (productId == null) return refuse(CHOOSE_PRODUCT, 422);
    const alertType = body.alertType;
    if (alertType !== "price" && alertType !== "stock") return refuse(CHOOSE_ALERT_TYPE, 422);
    return answer(await setAlert(db, userId, productId, alertType, parseMode(body.mode)));
  },
});

export const loader = call.loader;
export const action = call.action;
