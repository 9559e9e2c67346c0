/**
 * What each back-office role may do: the one list. Routes declare the
 * permission they need (`export const handle = { json: true, permission: "…" }`) and pass it to
 * requireManager (app/http/require-manager.server.ts); the nav shows a section only to a role that has its
 * permission; tests/integration/back-office-access.test.ts walks app/routes.ts and checks that a
 * role without a route's permission gets 403 there.
 *
 * A store manager (`store`) works for one store: their orders.*, stores.write and club.write hold
 * for `manager.storeId` only. A screen that lists orders, stores or club events filters by
 * `storeScope(manager)`, and a change to one asks `can(manager, permission, { storeId })` (a club
 * event held in a city but no store is the owner's).
 * Pure: imported by the server, the pages and the tests. Low in the domain (docs/architecture.md,
 * platform tier): the areas a manager changes (orders, stores, club) ask it too.
 */

export const PERMISSIONS = [
  "dashboard",
  "orders.read",
  "orders.write",
  "catalogue.write",
  "campaigns.write",
  "stores.write",
  "club.write",
  "members.read",
  "members.write",
  "messages.write",
  "notifications.write",
  "comments.write",
  "audit.read",
  "settings.write",
  "managers.write",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const MANAGER_ROLES = ["owner", "orders", "catalogue", "store"] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

/** The roles as the back office names them. */
export const ROLE_LABELS: Record<ManagerRole, string> = {
  owner: "Mağaza Sahibi",
  orders: "Sipariş Ekibi",
  catalogue: "Katalog Ekibi",
  store: "Mağaza Ekibi",
};

export const ROLE_PERMISSIONS: Record<ManagerRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  // The order team answers customers (contact messages) and so also watches that the shop's own
  // messages reach them (notifications.write: the outgoing messages, resending failed ones).
  orders: ["dashboard", "orders.read", "orders.write", "messages.write", "notifications.write", "members.read"],
  catalogue: ["dashboard", "catalogue.write", "campaigns.write", "comments.write"],
  store: ["dashboard", "orders.read", "orders.write", "stores.write", "club.write"],
};

/** Permissions a store manager holds for their own store only. */
const STORE_SCOPED: ReadonlySet<Permission> = new Set(["orders.read", "orders.write", "stores.write", "club.write"]);

export type ManagerAccess = { role: ManagerRole; storeId: number | null };

export const isManagerRole = (value: unknown): value is ManagerRole =>
  typeof value === "string" && (MANAGER_ROLES as readonly string[]).includes(value);
export const isPermission = (value: unknown): value is Permission =>
  typeof value === "string" && (PERMISSIONS as readonly string[]).includes(value);

/**
 * Whether the manager may do this. With `target` (the store an order or a store belongs to), a
 * store manager's store-scoped permission holds only for their own store.
 */
export function can(manager: ManagerAccess, permission: Permission, target?: { storeId: number | null }): boolean {
  if (!ROLE_PERMISSIONS[manager.role].includes(permission)) return false;
  if (manager.role === "store" && target && STORE_SCOPED.has(permission))
    return manager.storeId != null && target.storeId === manager.storeId;
  return true;
}

/** The store a manager's lists are limited to (a store manager's), or null for every store. */
export const storeScope = (manager: ManagerAccess): number | null => (manager.role === "store" ? manager.storeId : null);

/** The roles that lack the permission (the refusal walk of tests/integration/back-office-access.test.ts). */
export const rolesWithout = (permission: Permission): ManagerRole[] =>
  MANAGER_ROLES.filter((role) => !ROLE_PERMISSIONS[role].includes(permission));

/**
 * What a back-office route declares as its `handle`: the permission its loader and action ask of
 * requireManager (`signedIn`: any manager with a session, verified or not: the log-out), and
 * `json: true` so a JSON caller gets `{success: false, reason}` for a refusal (entry.server.tsx).
 */
export type BackOfficeHandle = { json: true; permission: Permission | "signedIn" };
