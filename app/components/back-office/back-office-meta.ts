/** The title and robots tag of a back-office page; a refused page (403) does not even name the page it refused. */
export function backOfficeMeta(title: string) {
  return ({ error }: { error?: unknown }) => [
    { title: `${error ? "Erişim yok" : title} | Minik Dünya Yönetim` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
