/** A store's phone as a link that dials it, shown the way section 9 writes numbers: (216) 345 12 34. */
import { PhoneIcon } from "#app/components/icons";
import { formatPhone, telHref } from "#app/lib/phone";

export function StorePhoneLink({ phone, withIcon = false, className = "" }: { phone: string; withIcon?: boolean; className?: string }) {
  return (
    <a
      href={telHref(phone)}
      className={`inline-flex items-center gap-1.5 font-bold whitespace-nowrap text-brand-700 hover:underline ${className}`}
    >
      {withIcon && <PhoneIcon size={16} aria-hidden="true" />}
      {formatPhone(phone)}
    </a>
  );
}
