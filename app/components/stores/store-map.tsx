/**
 * Türkiye with the stores as pins, drawn inline as SVG (domain/stores/store-map.ts): no tile
 * server, no request to another host, readable without JavaScript. One image for assistive
 * technology, named by `label`; the chosen store (`focus`) gets a large pin with its name, the
 * others small dots.
 */
import { MAP_HEIGHT, MAP_VIEWBOX, MAP_WIDTH, project, TURKEY_PATHS } from "#app/domain/stores/store-map";

export type MapPoint = { id: number; name: string; lat: number; lon: number };

/** A pin's shape: a drop whose point sits on (0, 0). */
const PIN = "M0 0C-3-9-12-14-12-24a12 12 0 1 1 24 0c0 10-9 15-12 24Z";

export function StoreMap({
  points,
  focus,
  label,
  className = "",
}: {
  points: readonly MapPoint[];
  focus?: MapPoint;
  label: string;
  className?: string;
}) {
  const pinned = focus ? project(focus.lat, focus.lon) : null;
  // The focus's name reads to the pin's left when the pin is in the east, to its right elsewhere.
  const nameLeft = pinned !== null && pinned.x > MAP_WIDTH * 0.62;
  return (
    <svg
      viewBox={MAP_VIEWBOX}
      role="img"
      aria-label={label}
      className={`block h-auto w-full ${className}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} rx="18" className="fill-sky-50" />
      {TURKEY_PATHS.map((d) => (
        <path key={d.slice(0, 24)} d={d} className="fill-brand-50 stroke-brand-300" strokeWidth="2" strokeLinejoin="round" />
      ))}
      {points
        .filter((p) => p.id !== focus?.id)
        .map((p) => {
          const { x, y } = project(p.lat, p.lon);
          return (
            <circle
              key={p.id}
              cx={x}
              cy={y}
              r={focus ? 4 : 6}
              className={focus ? "fill-slate-400" : "fill-brand-600 stroke-white"}
              strokeWidth="2"
            />
          );
        })}
      {focus && pinned && (
        <g transform={`translate(${pinned.x} ${pinned.y})`}>
          <ellipse cx="0" cy="0" rx="9" ry="3.5" className="fill-slate-900/20" />
          <path d={PIN} className="fill-brand-700 stroke-white" strokeWidth="2.5" />
          <circle cx="0" cy="-24" r="4.5" className="fill-white" />
          <text
            x={nameLeft ? -18 : 18}
            y="-20"
            textAnchor={nameLeft ? "end" : "start"}
            className="fill-ink stroke-white text-[26px] font-extrabold"
            strokeWidth="5"
            paintOrder="stroke"
          >
            {focus.name}
          </text>
        </g>
      )}
    </svg>
  );
}
