/**
 * The address popup's state, shared by the address book (/kullanici/adreslerim) and the checkout's
 * address lists: `openAdd` opens it empty (or with a kept draft), `openEdit` reads the address
 * first (/address/ajax/get/{id}; a refusal is shown) and opens it in update mode, one card at a
 * time (`busyId`, which the owner may also hold while it deletes a card). `dialog()` draws the
 * popup while it is open and closes it after `onSaved` / `onClose`; `tag` is what the opener gets
 * back with it (the checkout: which list asked).
 *
 *   const addresses = useAddressPopup<Target>();
 *   <button onClick={() => addresses.openAdd(EMPTY_ADDRESS, "delivery_address_id")}>…
 *   {addresses.dialog({ cities, onSaved: (address, message, popup) => … })}
 */
import { href } from "react-router";
import { useState } from "react";
import { useFeedback } from "#app/components/feedback";
import { addressValues, type Address, type AddressValues, type Place } from "#app/domain/addresses/address.schema";
import { AddressDialog, type AddressDialogMode } from "./address-dialog";

export type AddressPopup<T> = { key: number; mode: AddressDialogMode; initial: AddressValues; tag: T };

/** How opening a card for editing went: opened, refused by the call (its message shown), failed (no answer), or another card is busy. */
export type EditOpening = "opened" | "refused" | "failed" | "busy";

type DialogProps<T> = {
  cities: Place[];
  onSaved: (address: Address, message: string, popup: AddressPopup<T>) => void;
  onClose?: (values: AddressValues, popup: AddressPopup<T>) => void;
};

export function useAddressPopup<T = void>() {
  const feedback = useFeedback();
  const [popup, setPopup] = useState<AddressPopup<T> | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const openAdd = (initial: AddressValues, tag: T) => setPopup({ key: Date.now(), mode: { kind: "add" }, initial, tag });

  async function openEdit(address: Address, tag: T): Promise<EditOpening> {
    if (busyId != null) return "busy";
    setBusyId(address.id);
    const answer = await feedback.call<{ success: boolean; address?: Address }>(
      href("/address/ajax/get/:id", { id: String(address.id) }),
      {},
      { showRefusal: true },
    );
    setBusyId(null);
    if (answer?.success && answer.address) {
      setPopup({ key: Date.now(), mode: { kind: "edit", id: address.id }, initial: addressValues(answer.address), tag });
      return "opened";
    }
    return answer ? "refused" : "failed";
  }

  function dialog({ cities, onSaved, onClose }: DialogProps<T>) {
    if (!popup) return null;
    return (
      <AddressDialog
        key={popup.key}
        open
        mode={popup.mode}
        initial={popup.initial}
        cities={cities}
        onSaved={(address, message) => {
          onSaved(address, message, popup);
          setPopup(null);
        }}
        onClose={(values) => {
          onClose?.(values, popup);
          setPopup(null);
        }}
      />
    );
  }

  return { busyId, setBusyId, openAdd, openEdit, dialog };
}
