import { describe, expect, it } from "vitest";
import { can, MANAGER_ROLES, PERMISSIONS, rolesWithout, ROLE_PERMISSIONS, storeScope } from "./permissions";
import { BACK_OFFICE_SECTIONS, isBackOfficePath, sectionsFor } from "#app/domain/back-office/sections";

const owner = { role: "owner", storeId: null } as const;
const orders = { role: "orders", storeId: null } as const;
const catalogue = { role: "catalogue", storeId: null } as const;
const store = { role: "store", storeId: 7 } as const;

describe("back-office permissions", () => {
  it("gives the owner everything and each team its list", () => {
    for (const p of PERMISSIONS) expect(can(owner, p), p).toBe(true);
    expect(PERMISSIONS.filter((p) => can(orders, p))).toEqual([
      "dashboard",
      "orders.read",
      "orders.write",
      "members.read",
      "messages.write",
      "notifications.write",
    ]);
    expect(PERMISSIONS.filter((p) => can(catalogue, p))).toEqual(["dashboard", "catalogue.write", "campaigns.write", "comments.write"]);
    expect(PERMISSIONS.filter((p) => can(store, p))).toEqual(["dashboard", "orders.read", "orders.write", "stores.write", "club.write"]);
    for (const role of MANAGER_ROLES) expect(ROLE_PERMISSIONS[role].every((p) => PERMISSIONS.includes(p))).toBe(true);
  });

  it("holds a store manager's orders and store to their own store", () => {
    expect(can(store, "orders.write", { storeId: 7 })).toBe(true);
    expect(can(store, "orders.read", { storeId: 8 })).toBe(false);
    expect(can(store, "stores.write", { storeId: null })).toBe(false);
    expect(can({ role: "store", storeId: null }, "orders.read", { storeId: null })).toBe(false);
    expect(can(orders, "orders.write", { storeId: 8 })).toBe(true);
    expect(can(owner, "stores.write", { storeId: 8 })).toBe(true);
    // Club events: their own store's only; an event held in a city, no store, is the owner's.
    expect(can(store, "club.write", { storeId: 7 })).toBe(true);
    expect(can(store, "club.write", { storeId: 8 })).toBe(false);
    expect(can(store, "club.write", { storeId: null })).toBe(false);
    expect(can(owner, "club.write", { storeId: null })).toBe(true);
    expect(storeScope(store)).toBe(7);
    expect(storeScope(owner)).toBeNull();
  });

  it("names the roles without a permission", () => {
    expect(rolesWithout("dashboard")).toEqual([]);
    expect(rolesWithout("audit.read")).toEqual(["orders", "catalogue", "store"]);
    expect(rolesWithout("orders.read")).toEqual(["catalogue"]);
    expect(rolesWithout("comments.write")).toEqual(["orders", "store"]);
    expect(rolesWithout("club.write")).toEqual(["orders", "catalogue"]);
    expect(rolesWithout("settings.write")).toEqual(["orders", "catalogue", "store"]);
    expect(rolesWithout("notifications.write")).toEqual(["catalogue", "store"]);
  });

  it("shows each role only the sections it may use", () => {
    expect(sectionsFor(owner).map((s) => s.label)).toEqual(BACK_OFFICE_SECTIONS.map((s) => s.label));
    expect(sectionsFor(catalogue).map((s) => s.label)).toEqual(["Panel", "Katalog", "Kampanyalar", "Ödül Kampanyaları", "Yorumlar"]);
    expect(sectionsFor(orders).map((s) => s.label)).toEqual(["Panel", "Siparişler", "Üyeler", "Mesajlar", "Bildirimler"]);
  });

  it("knows the back office's paths, data requests included", () => {
    for (const p of ["/yonetim", "/yonetim/", "/yonetim/kayitlar", "/yonetim.data", "/yonetim/kayitlar.data"])
      expect(isBackOfficePath(p), p).toBe(true);
    for (const p of ["/", "/yonetimx", "/kullanici/yonetim", "/yonetim-eski"]) expect(isBackOfficePath(p), p).toBe(false);
  });
});
