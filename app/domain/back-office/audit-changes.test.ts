import { describe, expect, it } from "vitest";
import { REDACTED } from "#app/domain/audit/audit-entry";
import { auditDiff } from "./audit-changes";

describe("auditDiff", () => {
  it("lists only the fields that changed, in Turkish, with readable values", () => {
    expect(auditDiff({ status: "pending" }, { status: "approved" })).toEqual([
      { field: "status", label: "Durum", before: "Bekliyor", after: "Onaylandı" },
    ]);
    expect(auditDiff({ role: "orders", storeId: null, name: "Ali Veli" }, { role: "store", storeId: 3, name: "Ali Veli" })).toEqual([
      { field: "role", label: "Rol", before: "Sipariş Ekibi", after: "Mağaza Ekibi" },
      { field: "storeId", label: "Mağaza", before: "—", after: "3" },
    ]);
    expect(auditDiff({ active: true }, { active: false })).toEqual([{ field: "active", label: "Etkin", before: "Evet", after: "Hayır" }]);
    expect(auditDiff(null, { email: "a@b.co", active: true })).toEqual([
      { field: "email", label: "E-posta", before: "—", after: "a@b.co" },
      { field: "active", label: "Etkin", before: "—", after: "Evet" },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
    // A redacted field that changed shows as changed, never to what.
    expect(auditDiff({ password: REDACTED }, { password: REDACTED })).toEqual([]);
  });
});
