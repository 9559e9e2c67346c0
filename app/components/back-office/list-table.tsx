/**
 * A back-office list as a table from 768 px (the orders, an event's registrations): a white,
 * rounded table with a hidden caption and a grey header row; below 768 px the page shows the same
 * rows as cards instead.
 */
import type { ReactNode } from "react";

export function ListTable({
  caption,
  headings,
  right = [],
  children,
}: {
  caption: string;
  headings: readonly string[];
  /** Headings of number columns, aligned right. */ right?: readonly string[];
  children: ReactNode;
}) {
  return (
    <table className="hidden w-full overflow-hidden rounded-2xl border border-slate-200 bg-white text-left text-sm shadow-sm md:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-100 text-xs text-slate-700">
        <tr>
          {headings.map((h) => (
            <th key={h} scope="col" className={`px-3 py-2 font-bold ${right.includes(h) ? "text-right" : ""}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
