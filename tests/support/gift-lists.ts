/**
 * Gift lists in HTTP and browser tests: a new member named 'Ayşe <lastname>' with an address and
 * one list ('Elif'in Doğum Günü', 5 March next year), made over the shop's own calls.
 */
import { expect } from "vitest";
import { addHomeAddress } from "./checkout";
import { newMember, stamp } from "./visitor";

export const GIFT_LIST_YEAR = new Date().getFullYear() + 1;

/** Letters only (names take no digits), different on every run: a last name nobody else has. */
export const uniqueLetters = () => stamp().replace(/\d/g, (d) => "abcçdefgğh"[Number(d)]);

export async function giftListOwner(lastname: string) {
  const owner = await newMember();
  const home = await addHomeAddress(owner.v, "Ayşe Kaya");
  expect((await owner.v.post("/kullanici/profil", { firstname: "Ayşe", lastname, email: owner.email, gender: "K" }, true)).answer).toMatchObject({ success: true });
  const made = await owner.v.send("/hediye-listesi/", {
    method: "POST",
    body: { intent: "save", name: "Elif'in Doğum Günü", day: "5", month: "3", year: String(GIFT_LIST_YEAR), addressId: String(home) },
    form: true,
  });
  const { listId } = (await made.json()) as { listId: number };
  expect(listId).toBeGreaterThan(0);
  return { ...owner, listId };
}
