/**
 * Gift lists in HTTP and browser tests: a new member with an address and one list (5 March next
 * year), made over the shop's own calls; for the search, one named 'Ayşe <lastname>'.
 */
import { expect } from "vitest";
import { addHomeAddress } from "./checkout";
import { newMember, stamp } from "./visitor";

export const GIFT_LIST_YEAR = new Date().getFullYear() + 1;

/** Letters only (names take no digits), different on every run: a last name nobody else has. */
export const uniqueLetters = () => stamp().replace(/\d/g, (d) => "abcçdefgğh"[Number(d)]);

/** A new member (Deniz Kaya) with an address for `personName` and one list named `name`, 5 March next year. */
export async function memberWithGiftList(name: string, personName = "Ayşe Kaya") {
  const owner = await newMember();
  const home = await addHomeAddress(owner.v, personName);
  const made = await owner.v.send("/hediye-listesi/", {
    method: "POST",
    body: { intent: "save", name, day: "5", month: "3", year: String(GIFT_LIST_YEAR), addressId: String(home) },
    form: true,
  });
  const { listId } = (await made.json()) as { listId: number };
  expect(listId).toBeGreaterThan(0);
  return { ...owner, home, listId };
}

/** memberWithGiftList's 'Elif'in Doğum Günü', its owner renamed 'Ayşe {lastname}'. */
export async function giftListOwner(lastname: string) {
  const owner = await memberWithGiftList("Elif'in Doğum Günü");
  expect(
    (await owner.v.post("/kullanici/profil", { firstname: "Ayşe", lastname, email: owner.email, gender: "K" }, true)).answer,
  ).toMatchObject({ success: true });
  return owner;
}
