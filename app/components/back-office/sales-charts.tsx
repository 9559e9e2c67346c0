/**
 * The dashboard's charts, drawn with visx (@visx/shape, scale, axis, grid): SVG
 * that React renders on the server as on the client, so the page shows the chart before any script
 * runs (a frame of DEFAULT_WIDTH scaled to the column by its viewBox), and once hydrated it is drawn
 * again at the column's real width, so its text stays readable from 390 px to 1280 px. Each chart
 * has its figures as a table too (a screen reader reads the table; the SVG is hidden from it).
 */
import { useEffect, useRef, useState } from "react";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { GridRows } from "@visx/grid";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { formatMoney } from "#app/lib/money";
import type { DaySales, PaymentTypeSales } from "#app/domain/back-office/dashboard";

const DEFAULT_WIDTH = 640;
const BRAND = "#c2410c";
const INK = "#334155";
const GRID = "#e2e8f0";
const TR_SHORT_DAY = new Intl.DateTimeFormat("tr-TR", { timeZone: "UTC", day: "numeric", month: "short" });

/** '14 Mar' for a 'YYYY-MM-DD' day. */
export const shortDay = (day: string) => TR_SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
/** 12.500 TL → '12,5 bin' on an axis: short, in Turkish. */
export function axisLira(kurus: number): string {
  const lira = kurus / 100;
  const short = (n: number) => n.toLocaleString("tr-TR", { maximumFractionDigits: 1 });
  if (lira >= 1_000_000) return `${short(lira / 1_000_000)} mn`;
  if (lira >= 1_000) return `${short(lira / 1_000)} bin`;
  return short(lira);
}

/** The width of the element once it is in the page (DEFAULT_WIDTH on the server and before). */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.floor(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

type ChartProps = { title: string; description: string; children: React.ReactNode; table: React.ReactNode };

function ChartCard({ title, description, children, table }: ChartProps) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption>
        <h2 className="text-base font-extrabold text-ink">{title}</h2>
        <p className="text-xs text-slate-600">{description}</p>
      </figcaption>
      <div className="mt-3">{children}</div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-bold text-brand-700">Tablo olarak göster</summary>
        {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={`${title}: tablo`}
          className="mt-2 max-h-72 overflow-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {table}
        </div>
      </details>
    </figure>
  );
}

/** A chart's figures as a table: a name per row, its orders and its takings. */
function FiguresTable({ first, rows }: { first: string; rows: { key: string; name: string; orders: number; salesKurus: number }[] }) {
  return (
    <table className="w-full text-left text-xs">
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-1">
            {first}
          </th>
          <th scope="col" className="py-1 text-right">
            Sipariş
          </th>
          <th scope="col" className="py-1 text-right">
            Ciro
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b border-slate-100">
            <th scope="row" className="py-1 font-normal">
              {r.name}
            </th>
            <td className="py-1 text-right">{r.orders}</td>
            <td className="py-1 text-right">{formatMoney(r.salesKurus)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Sales per day for the last 30 days: a bar a day, the TL scale on the left. */
export function DailySalesChart({ days }: { days: DaySales[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const height = width < 480 ? 200 : 240;
  const margin = { top: 8, right: 22, bottom: 28, left: 48 };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const max = Math.max(1, ...days.map((d) => d.salesKurus));
  const x = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // Fewer day labels on a phone: one a week there, every few days on a wide screen.
  const every = innerWidth < 400 ? 7 : innerWidth < 700 ? 5 : 3;
  const ticks = days.filter((_, i) => (days.length - 1 - i) % every === 0).map((d) => d.day);
  const total = days.reduce((s, d) => s + d.salesKurus, 0);
  return (
    <ChartCard
      title="Son 30 günün satışları"
      description={`Günlük ciro (onaylanan siparişler). 30 günde toplam ${formatMoney(total)}.`}
      table={
        <FiguresTable
          first="Gün"
          rows={days.map((d) => ({ key: d.day, name: shortDay(d.day), orders: d.orders, salesKurus: d.salesKurus }))}
        />
      }
    >
      <div ref={ref} className="w-full">
        <svg width="100%" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" className="block h-auto">
          <Group left={margin.left} top={margin.top}>
            <GridRows scale={y} width={innerWidth} numTicks={4} stroke={GRID} />
            {days.map((d) => {
              const barHeight = innerHeight - (y(d.salesKurus) ?? innerHeight);
              return (
                <Bar key={d.day} x={x(d.day)} y={innerHeight - barHeight} width={x.bandwidth()} height={barHeight} rx={2} fill={BRAND}>
                  <title>{`${shortDay(d.day)}: ${formatMoney(d.salesKurus)}, ${d.orders} sipariş`}</title>
                </Bar>
              );
            })}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(v) => axisLira(Number(v))}
              stroke={GRID}
              tickStroke={GRID}
              tickLabelProps={{ fill: INK, fontSize: 11, textAnchor: "end", dx: -4, dy: 3 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={ticks}
              tickFormat={shortDay}
              stroke={GRID}
              tickStroke={GRID}
              tickLabelProps={{ fill: INK, fontSize: 11, textAnchor: "middle" }}
            />
          </Group>
        </svg>
      </div>
    </ChartCard>
  );
}

/** Sales of the 30 days by payment type: one horizontal bar each, its amount beside it. */
export function PaymentTypeChart({ types }: { types: PaymentTypeSales[] }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  // Each type on two lines: its name, then its bar with the amount (names stay whole on a phone).
  const row = 44;
  const valueWidth = 92;
  const height = Math.max(row, types.length * row);
  const barWidth = Math.max(20, width - valueWidth);
  const max = Math.max(1, ...types.map((t) => t.salesKurus));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, barWidth] });
  return (
    <ChartCard
      title="Ödeme tiplerine göre"
      description="Son 30 günün cirosu, ödeme tipine göre."
      table={
        <FiguresTable
          first="Ödeme tipi"
          rows={types.map((t) => ({ key: t.type, name: t.label, orders: t.orders, salesKurus: t.salesKurus }))}
        />
      }
    >
      {types.length === 0 ? (
        <p className="text-sm text-slate-600">Son 30 günde satış yok.</p>
      ) : (
        <div ref={ref} className="w-full">
          <svg width="100%" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" className="block h-auto">
            {types.map((t, i) => {
              const top = i * row;
              const length = Math.max(2, x(t.salesKurus));
              return (
                <g key={t.type}>
                  <text x={0} y={top + 14} fontSize={12} fill={INK}>
                    {t.label} · {t.orders} sipariş
                  </text>
                  <Bar x={0} y={top + 20} width={length} height={16} rx={3} fill={BRAND} />
                  <text x={length + 6} y={top + 33} fontSize={12} fontWeight={700} fill={INK}>
                    {axisLira(t.salesKurus)} TL
                  </text>
                </g>
              );
            })}
          </svg>
        </div>
      )}
    </ChartCard>
  );
}
