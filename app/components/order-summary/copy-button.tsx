/**
 * Copies a value (an IBAN, an order number) and says so with the spec's notice '{value} kopyalandı'
 * (section 8). Uses the Clipboard API, with the old select-and-copy way where it is missing.
 */
import { useFeedback } from "#app/components/feedback";

export const copiedNotice = (value: string) => `${value} kopyalandı`;

function copyWithSelection(value: string): boolean {
  const area = document.createElement("textarea");
  area.value = value;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } finally {
    area.remove();
  }
}

export async function copyText(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the old way below.
  }
  return copyWithSelection(value);
}

export function CopyButton({ value, label }: { value: string; /** The button's accessible name, e.g. 'IBAN'ı kopyala'. */ label: string }) {
  const feedback = useFeedback();
  const copy = async () => {
    if (await copyText(value)) feedback.notify({ type: "success", message: copiedNotice(value) });
    else feedback.notify({ type: "error", message: "Kopyalanamadı, lütfen elle seçip kopyalayınız." });
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-brand-300 bg-white px-3 text-xs font-extrabold text-brand-700 transition-colors hover:bg-brand-50"
    >
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V5a1 1 0 0 1 1-1h10" />
      </svg>
      Kopyala
    </button>
  );
}
