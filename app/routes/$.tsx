/** Any unknown address: the shop's Turkish 404 page (rendered by the root error boundary). */
export function loader() {
  throw new Response("Sayfa bulunamadı", { status: 404 });
}

export default function NotFound() {
  return null;
}
