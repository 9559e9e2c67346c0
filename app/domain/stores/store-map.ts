/**
 * The stores' map, drawn by the shop itself (no tile server, nothing loaded from another host):
 * Türkiye's outline as SVG paths and the projection that places a store's pin by its latitude and
 * longitude. Equirectangular with the longitude scaled by cos(39°), Türkiye's middle latitude, so
 * shapes and distances look right across the country.
 *
 * The outline is Natural Earth's 1:110m country border of Türkiye (public domain,
 * naturalearthdata.com; the coordinates as world.geo.json's countries/TUR.geo.json has them):
 * [longitude, latitude] pairs, Anatolia first, then Thrace.
 */

const OUTLINE: readonly (readonly [number, number])[][] = [
  [
    [36.913127, 41.335358],
    [38.347665, 40.948586],
    [39.512607, 41.102763],
    [40.373433, 41.013673],
    [41.554084, 41.535656],
    [42.619549, 41.583173],
    [43.582746, 41.092143],
    [43.752658, 40.740201],
    [43.656436, 40.253564],
    [44.400009, 40.005],
    [44.79399, 39.713003],
    [44.109225, 39.428136],
    [44.421403, 38.281281],
    [44.225756, 37.971584],
    [44.772699, 37.170445],
    [44.293452, 37.001514],
    [43.942259, 37.256228],
    [42.779126, 37.385264],
    [42.349591, 37.229873],
    [41.212089, 37.074352],
    [40.673259, 37.091276],
    [39.52258, 36.716054],
    [38.699891, 36.712927],
    [38.167727, 36.90121],
    [37.066761, 36.623036],
    [36.739494, 36.81752],
    [36.685389, 36.259699],
    [36.41755, 36.040617],
    [36.149763, 35.821535],
    [35.782085, 36.274995],
    [36.160822, 36.650606],
    [35.550936, 36.565443],
    [34.714553, 36.795532],
    [34.026895, 36.21996],
    [32.509158, 36.107564],
    [31.699595, 36.644275],
    [30.621625, 36.677865],
    [30.391096, 36.262981],
    [29.699976, 36.144357],
    [28.732903, 36.676831],
    [27.641187, 36.658822],
    [27.048768, 37.653361],
    [26.318218, 38.208133],
    [26.8047, 38.98576],
    [26.170785, 39.463612],
    [27.28002, 40.420014],
    [28.819978, 40.460011],
    [29.240004, 41.219991],
    [31.145934, 41.087622],
    [32.347979, 41.736264],
    [33.513283, 42.01896],
    [35.167704, 42.040225],
    [36.913127, 41.335358],
  ],
  [
    [27.192377, 40.690566],
    [26.358009, 40.151994],
    [26.043351, 40.617754],
    [26.056942, 40.824123],
    [26.294602, 40.936261],
    [26.604196, 41.562115],
    [26.117042, 41.826905],
    [27.135739, 42.141485],
    [27.99672, 42.007359],
    [28.115525, 41.622886],
    [28.988443, 41.299934],
    [28.806438, 41.054962],
    [27.619017, 40.999823],
    [27.192377, 40.690566],
  ],
];

/** The map's frame in degrees (a little wider than the outline). */
const WEST = 25.6;
const EAST = 45.1;
const NORTH = 42.4;
const SOUTH = 35.6;
/** SVG units per degree of latitude. */
const SCALE = 50;
const LON_FACTOR = Math.cos((39 * Math.PI) / 180);

export const MAP_WIDTH = Math.round((EAST - WEST) * LON_FACTOR * SCALE);
export const MAP_HEIGHT = Math.round((NORTH - SOUTH) * SCALE);
export const MAP_VIEWBOX = `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`;

const round = (n: number) => Math.round(n * 10) / 10;

/** Where a point falls on the map, in SVG units (kept inside the frame: a store outside it sits on its edge). */
export function project(lat: number, lon: number): { x: number; y: number } {
  const x = (Math.min(Math.max(lon, WEST), EAST) - WEST) * LON_FACTOR * SCALE;
  const y = (NORTH - Math.min(Math.max(lat, SOUTH), NORTH)) * SCALE;
  return { x: round(x), y: round(y) };
}

/** Türkiye's outline as SVG path data, one path per landmass. */
export const TURKEY_PATHS: readonly string[] = OUTLINE.map(
  (ring) =>
    ring
      .map(([lon, lat], i) => {
        const { x, y } = project(lat, lon);
        return `${i === 0 ? "M" : "L"}${x} ${y}`;
      })
      .join("") + "Z",
);

/** A coordinate as people read it: '40,98720° K, 29,02830° D' (north and east, Turkish decimals). */
export function formatCoordinates(lat: number, lon: number): string {
  const part = (n: number, positive: string, negative: string) =>
    `${Math.abs(n).toFixed(5).replace(".", ",")}° ${n >= 0 ? positive : negative}`;
  return `${part(lat, "K", "G")}, ${part(lon, "D", "B")}`;
}

/**
 * Directions to a store in the visitor's own map application: an address built from the store's
 * coordinates only (nothing about the visitor goes into it), opened as an ordinary link.
 */
export const directionsUrl = (lat: number, lon: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lon.toFixed(6)}`;
