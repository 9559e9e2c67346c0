/**
 * Guest checkout's agreement and the card form's bonus box over real HTTP (spec sections 3, 5, 7):
 *   - a guest accepts the pre-information form and the distance sales contract, checked on the
 *     server with their own message, never the membership agreement's;
 *   - the card's own points (the bank's loyalty points, 'kart puanı'): POST
 *     /payment/ajax/loyalty-check with the card's fields answers what the card holds (points,
 *     amount); the pay call wants an amount when the box is ticked, refuses more than is payable or
 *     than the card holds, and the sandbox bank takes the rest; the order's payment records it in
 *     kuruş, and the bank's page shows it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { formatMoney } from "#app/lib/money";
import { backOfficeJson, demoManager, verifiedManager } from "../support/back-office";
import { answer3ds, bankPageFacts, cardFields, guestPayForm, makePay, newKey, variantsWithStock } from "../support/checkout";
import { visitor } from "../support/visitor";

const CARD = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;
const NO_FAMILY_CARD = "4000000000000002";
const MEMBERSHIP = "Lütfen üyelik sözleşmesini onaylayın.";
const GUEST_AGREEMENT = "Lütfen Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni onaylayın.";
const NEED_BONUS = "Lütfen kullanmak istediğiniz kart puanı tutarını giriniz.";
const BAD_POINTS = "Lütfen Kullanabileceğiniz bir değer girin.";

type Variant = Awaited<ReturnType<typeof variantsWithStock>>[number];
let priced: Variant;

beforeAll(async () => {
  // One unit between 200 and 450 TL: more than the sandbox card's 150 TL of points, under free shipping.
  const found = await variantsWithStock(3, 100);
  priced = found.find((v) => v.price >= 200 && v.price <= 450)!;
  expect(priced, "a variant priced 200..450 TL").toBeTruthy();
});

async function guestWithBasket() {
  const v = visitor();
  expect((await v.post("/cart/add", { productId: String(priced.productId), quantity: "1" })).answer.success).toBe(true);
  return v;
}

describe("guest checkout's agreement", () => {
  it("asks a guest for the pre-information form and the distance contract, on the server too", async () => {
    const v = await guestWithBasket();
    const { agreement: _a, ...form } = await guestPayForm();
    const refused = await makePay(v, form);
    expect(refused.status).toBe(422);
    expect(refused.answer.reason).toBe(GUEST_AGREEMENT);
    expect(refused.answer.errors?.agreement).toBe(GUEST_AGREEMENT);
    expect(JSON.stringify(refused.answer)).not.toContain(MEMBERSHIP);
    const paid = await makePay(v, await guestPayForm());
    expect(paid.answer, JSON.stringify(paid.answer)).toMatchObject({ success: true });
    // A guest earns no Joker points: the order records none.
    const manager = await verifiedManager(demoManager("orders"));
    const { body } = await backOfficeJson<{ order: { summary: { pointsEarned: number } } }>(
      manager,
      `/yonetim/siparisler/${paid.answer.data!.order_number}`,
    );
    expect(body.order.summary.pointsEarned).toBe(0);
  });
});

describe("the card's bonus points", () => {
  it("tells what the card holds through the loyalty check with the card's fields", async () => {
    const v = await guestWithBasket();
    const card = cardFields(CARD);
    const asked = await v.post("/payment/ajax/loyalty-check", { "payment[type]": "creditCard", "payment[installment]": "1", ...card });
    expect(asked.status).toBe(200);
    expect(asked.answer).toMatchObject({ success: true, points: 150, amount: 150 });
    const none = await v.post("/payment/ajax/loyalty-check", { "payment[type]": "creditCard", ...cardFields(NO_FAMILY_CARD) });
    expect(none.answer).toMatchObject({ success: true, points: 0, amount: 0 });
    const incomplete = await v.post("/payment/ajax/loyalty-check", { "payment[type]": "creditCard", "card[number]": CARD.slice(0, 12) });
    expect(incomplete.status).toBe(422);
    expect(incomplete.answer.reason).toBe("Lütfen kredi kartı bilgilerinizi eksiksiz giriniz.");
  });

  it(
    "wants an amount when ticked, refuses more than payable or than the card holds, and records what the bank took",
    { timeout: 120_000 },
    async () => {
      const v = await guestWithBasket();
      const pay = async (bonus: Record<string, string>) =>
        makePay(v, await guestPayForm({ ...cardFields(CARD), ...bonus, idempotencyKey: newKey() }));

      const missing = await pay({ "card[bonus]": "1" });
      expect(missing.status).toBe(422);
      expect(missing.answer).toMatchObject({ success: false, reason: NEED_BONUS, errors: { cardBonus: NEED_BONUS } });
      for (const amount of ["-5", "abc", "0", "12,345"]) {
        expect((await pay({ "card[bonus]": "1", "card[bonusAmount]": amount })).answer, amount).toMatchObject({
          success: false,
          reason: BAD_POINTS,
        });
      }
      // More than the order costs, and more than the card holds (150 TL): nothing charged.
      expect((await pay({ "card[bonus]": "1", "card[bonusAmount]": String(priced.price + 100) })).answer).toMatchObject({
        success: false,
        reason: BAD_POINTS,
      });
      expect((await pay({ "card[bonus]": "1", "card[bonusAmount]": "150,01" })).answer).toMatchObject({
        success: false,
        reason: BAD_POINTS,
      });
      // Not ticked: an amount typed is not used.
      const unticked = await pay({ "card[bonusAmount]": "40" });
      expect(unticked.answer.success).toBe(true);

      const paid = await pay({ "card[bonus]": "1", "card[bonusAmount]": "50,25" });
      expect(paid.answer, JSON.stringify(paid.answer)).toMatchObject({ success: true, threeDsPayment: true });
      const facts = await bankPageFacts(v, paid.answer.threeDsUrl!);
      const page = await (await v.send(paid.answer.threeDsUrl!, { accept: "text/html" })).text();
      expect(page).toContain(`Kart puanı`);
      expect(page).toContain(formatMoney(5025));
      const back = await answer3ds(v, paid.answer.threeDsUrl!, "approve");
      expect(back).toMatch(/^\/payment\/checkout\/summary\?orderHash=/);

      const manager = await verifiedManager(demoManager("orders"));
      const { body } = await backOfficeJson<{ order: { payments: { status?: string; statusLabel: string; cardPointsKurus: number }[] } }>(
        manager,
        `/yonetim/siparisler/${facts.reference}`,
      );
      const approved = body.order.payments.filter((p) => p.cardPointsKurus > 0);
      expect(approved).toHaveLength(1);
      expect(approved[0].cardPointsKurus).toBe(5025);
    },
  );
});
