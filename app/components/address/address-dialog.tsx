/**
 * The address popup (spec sections 2, 4: 'add mode, or update mode when an existing address is
 * clicked'): the address fields in a dialog, checked with the server's schema before sending
 * (messages follow what is typed after the first try), then sent to /address/ajax/add or
 * /address/ajax/edit/{id}. The server's messages show the same way; nothing typed is lost.
 *
 *   <AddressDialog open mode={{ kind: "add" }} initial={EMPTY_ADDRESS} cities={cities}
 *     onSaved={(address, message) => …} onClose={(values) => …} />
 *
 * `onClose` gets what was typed, so an owner can keep an unsaved draft for the next opening.
 */
import { href } from "react-router";
import { useState, type FormEvent } from "react";
import { Dialog } from "radix-ui";
import { AddressFields, addressFieldId } from "#app/components/address/address-fields";
import { CloseIcon } from "#app/components/icons";
import { fieldErrors } from "#app/domain/accounts/profile.schema";
import {
  ADDRESS_FIELDS,
  addressSchema,
  type Address,
  type AddressField,
  type AddressValues,
  type Place,
} from "#app/domain/addresses/address.schema";
import { answerText, callApi, CallError, type CallAnswer } from "#app/lib/api-client";

export type AddressDialogMode = { kind: "add" } | { kind: "edit"; id: number };
type Errors = Partial<Record<AddressField, string>>;
type SaveAnswer = CallAnswer & { address?: Address; errors?: Errors };

type Props = {
  open: boolean;
  mode: AddressDialogMode;
  initial: AddressValues;
  cities: Place[];
  onSaved: (address: Address, message: string) => void;
  onClose: (values: AddressValues) => void;
  /** Where the calls go (checkout may use the same ones). */
  urls?: { add: string; edit: (id: number) => string };
  idPrefix?: string;
};

const DEFAULT_URLS = { add: href("/address/ajax/add"), edit: (id: number) => href("/address/ajax/edit/:id", { id: String(id) }) };

export function AddressDialog({ open, mode, initial, cities, onSaved, onClose, urls = DEFAULT_URLS, idPrefix = "adres-" }: Props) {
  const [values, setValues] = useState<AddressValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = mode.kind === "edit";

  const focusFirst = (found: Errors) => {
    const first = ADDRESS_FIELDS.find((f) => found[f]);
    const field = first ? document.getElementById(addressFieldId(idPrefix, first)) : null;
    if (!field) return;
    field.focus({ preventScroll: true });
    // The field and its message under it, in the middle of the popup's scrolling body.
    field.scrollIntoView({ block: "center" });
  };

  function change(field: AddressField, value: string) {
    const next = { ...values, [field]: value };
    // A new city needs a new district and town; a new district a new town.
    if (field === "city") Object.assign(next, { district: "", town: "" });
    if (field === "district") next.town = "";
    setValues(next);
    if (checked) setErrors(fieldErrors(addressSchema, next));
    else if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = fieldErrors(addressSchema, values) as Errors;
    setChecked(true);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi<SaveAnswer>(editing ? urls.edit(mode.id) : urls.add, { method: "POST", body: values });
      if (answer.success && answer.address) {
        onSaved(answer.address, answer.message || "");
        return;
      }
      if (answer.errors && Object.keys(answer.errors).length > 0) {
        setErrors(answer.errors);
        focusFirst(answer.errors);
        // A field the page cannot show (or none) still gets its words said.
        if (!ADDRESS_FIELDS.some((f) => answer.errors?.[f])) setNotice(answerText(answer));
      } else setNotice(answerText(answer));
    } catch (error) {
      setNotice(error instanceof CallError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const title = editing ? "Adresi Güncelle" : "Yeni Adres Ekle";
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose(values)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] animate-fade-in bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-[91] flex max-h-[94dvh] flex-col rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100vw-3rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            document.getElementById(addressFieldId(idPrefix, "title"))?.focus();
          }}
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4 md:px-7">
            <Dialog.Title className="text-lg font-black text-ink md:text-xl">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Kapat"
              disabled={busy}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100"
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={(e) => void submit(e)} aria-label={title} className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 scroll-py-6 overflow-y-auto overscroll-contain px-5 py-5 md:px-7">
              {notice ? (
                <p role="alert" className="mb-4 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
                  {notice}
                </p>
              ) : null}
              <AddressFields values={values} errors={errors} cities={cities} onChange={change} idPrefix={idPrefix} />
            </div>
            <div className="flex gap-2 border-t border-slate-100 px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:justify-end sm:py-4 md:px-7">
              <button type="button" className="btn-secondary h-11 px-5 sm:px-6" disabled={busy} onClick={() => onClose(values)}>
                Vazgeç
              </button>
              <button type="submit" className="btn-primary h-11 flex-1 px-6 sm:flex-none sm:px-8" disabled={busy}>
                {busy ? "Kaydediliyor…" : editing ? "Adresi Güncelle" : "Adresi Kaydet"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
