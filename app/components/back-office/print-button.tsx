/** 'Yazdır': the browser's print dialog (shown once JavaScript runs; without it the browser's own menu prints). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="btn-primary h-11 px-6 text-sm noscript:hidden">
      Yazdır
    </button>
  );
}
