/** Member pages without a server: a guest to the login page and back, a guest's JSON call null. */
import { describe, expect, it } from "vitest";
import { memberOrJsonGuest, requireMember } from "./require-member.server";

const session = (userId: number | null) => ({ userId: async () => userId });

describe("member pages", () => {
  const page = (accept?: string) => new Request("http://shop.test/kullanici/profil?sekme=2", { headers: accept ? { Accept: accept } : {} });

  it("sends a guest to the login page, coming back to the page asked", async () => {
    const thrown = await requireMember(page(), session(null) as never).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toContain(encodeURIComponent("/kullanici/profil?sekme=2"));
    expect(await requireMember(page(), session(7) as never)).toBe(7);
  });

  it("gives a guest's JSON call null (the route answers 401), and redirects a guest's page request", async () => {
    expect(await memberOrJsonGuest(page("application/json"), session(null) as never)).toBeNull();
    expect(await memberOrJsonGuest(page("application/json"), session(7) as never)).toBe(7);
    const thrown = await memberOrJsonGuest(page("text/html"), session(null) as never, "/kullanici/cocuk-bilgilerim").catch(
      (e: unknown) => e,
    );
    expect((thrown as Response).headers.get("location")).toContain(encodeURIComponent("/kullanici/cocuk-bilgilerim"));
  });
});
