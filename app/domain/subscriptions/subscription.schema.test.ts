import { describe, expect, it } from "vitest";
import { validate } from "#app/lib/api.server";
import {
  ADDRESS_REQUIRED,
  AGREEMENT_REQUIRED,
  AUDIENCE_RULE,
  CARD_REQUIRED,
  PACKAGE_REQUIRED,
  QUANTITY_RULE,
  subscriptionSchema,
  subscriptionValues,
  WEEK_REQUIRED,
} from "./subscription.schema";

const good = { productId: "12", weekInterval: "2", quantity: "3", addressId: "7", savedCardId: "4", audience: "bebek", agreement: "1" };
const check = (body: Record<string, unknown>) => validate(subscriptionSchema, subscriptionValues(body));

describe("subscriptionSchema", () => {
  it("reads a form post or a JSON body into numbers", () => {
    expect(check(good)).toEqual({
      ok: true,
      data: { productId: 12, weekInterval: 2, quantity: 3, addressId: 7, savedCardId: 4, audience: "bebek", agreement: true },
    });
    expect(check({ ...good, productId: 12, weekInterval: 4, quantity: 1, audience: "cocuk" })).toMatchObject({
      ok: true,
      data: { productId: 12, weekInterval: 4, audience: "cocuk" },
    });
  });

  it("answers each bad field with its Turkish message", () => {
    expect(check({ ...good, productId: "" })).toMatchObject({ ok: false, reason: PACKAGE_REQUIRED });
    expect(check({ ...good, weekInterval: "5" })).toMatchObject({ ok: false, errors: { weekInterval: WEEK_REQUIRED } });
    expect(check({ ...good, quantity: "11" })).toMatchObject({ ok: false, errors: { quantity: QUANTITY_RULE } });
    expect(check({ ...good, quantity: "0" })).toMatchObject({ ok: false, errors: { quantity: QUANTITY_RULE } });
    expect(check({ ...good, addressId: "abc" })).toMatchObject({ ok: false, errors: { addressId: ADDRESS_REQUIRED } });
    expect(check({ ...good, savedCardId: undefined })).toMatchObject({ ok: false, errors: { savedCardId: CARD_REQUIRED } });
    expect(check({ ...good, audience: "yetiskin" })).toMatchObject({ ok: false, errors: { audience: AUDIENCE_RULE } });
    expect(check({ ...good, agreement: undefined })).toMatchObject({ ok: false, errors: { agreement: AGREEMENT_REQUIRED } });
  });

  it("refuses hostile values: huge numbers, arrays, objects, decimals", () => {
    for (const productId of ["99999999999", "1e3", "-4", "3.5", ["1", "2"], { id: 1 }, "1 OR 1=1"])
      expect(check({ ...good, productId }).ok).toBe(false);
    for (const weekInterval of [2.5, "02.0", ["2"], null]) expect(check({ ...good, weekInterval }).ok).toBe(false);
  });
});
