/** The look of the shop's text inputs and selects (registration, profile, address book, checkout …): a red border and tint on an error. */
const inputBase = "mt-1 h-11 w-full rounded-xl border bg-white px-3 text-[15px] text-ink placeholder:text-slate-400 focus:border-brand-500";
export const inputClass = (error?: string) => `${inputBase} ${error ? "border-red-500 bg-red-50/40" : "border-slate-300"}`;
