/**
 * Generated product and category pictures: pure functions that return complete SVG documents.
 * Each catalogue item stores an illustration kind and a colour; the picture is a soft pastel
 * background with a simple drawing of the kind in the item's colour. Gallery images (index 0..3)
 * vary the background, framing and decoration so thumbnails differ. No visible text.
 */
import { mix, parseHex, toHex, type Rgb } from "#app/lib/colour";

export const ILLUSTRATION_KINDS = [
  "stroller",
  "bottle",
  "pacifier",
  "highchair",
  "carseat",
  "crib",
  "care",
  "onesie",
  "pyjama",
  "dress",
  "tshirt",
  "jacket",
  "shoe",
  "teddy",
  "blocks",
  "puzzle",
  "car",
  "train",
  "doll",
  "ball",
  "bedding",
  "towel",
  "lamp",
  "frame",
  "cup",
  "box",
] as const;

export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

export const isIllustrationKind = (s: string): s is IllustrationKind => (ILLUSTRATION_KINDS as readonly string[]).includes(s);

export const PRODUCT_IMAGE_WIDTH = 275;
export const PRODUCT_IMAGE_HEIGHT = 290;
/** How many gallery images every catalogue item has (indexes 0..3). */
export const PRODUCT_IMAGE_COUNT = 4;

// ───────────────────────── colour helpers ─────────────────────────

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  return [h, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  h = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

type Palette = {
  main: string;
  dark: string;
  light: string;
  pale: string;
  accent: string;
  /** A third friendly colour for multi-part toys. */
  second: string;
  white: string;
  ink: string;
};

function palette(colorHex: string): Palette {
  const main = toHex(parseHex(colorHex));
  const [h, s, l] = toHsl(main);
  const ink = "#334155";
  const dark = l > 0.85 ? mix(main, ink, 0.6) : mix(main, "#1e293b", 0.42);
  const accent = s < 0.15 ? "#fbbf24" : fromHsl(h + 150, Math.max(0.55, s), 0.7);
  const second = s < 0.15 ? "#f472b6" : fromHsl(h + 60, Math.max(0.6, s), 0.68);
  return { main, dark, light: mix(main, "#ffffff", 0.5), pale: mix(main, "#ffffff", 0.8), accent, second, white: "#ffffff", ink };
}

/** Pastel background colours for gallery image `index`. */
function background(colorHex: string, index: number): { top: string; bottom: string; blob: string; deco: string } {
  const [h, s, l] = toHsl(colorHex);
  // Very light items (white, cream) need a deeper background to stand out.
  const light = l > 0.89;
  const neutral = s < 0.15;
  const baseHue = neutral ? [28, 200, 150, 330][index % 4] : h + [0, 28, -28, 180][index % 4];
  const sat = neutral ? 0.55 : Math.min(0.75, 0.45 + s * 0.3);
  return {
    top: fromHsl(baseHue, sat, light ? 0.88 : 0.95),
    bottom: fromHsl(baseHue + 12, sat, light ? 0.78 : 0.88),
    blob: fromHsl(baseHue - 10, sat, light ? 0.84 : 0.98),
    deco: fromHsl(baseHue + 20, sat * 0.9, light ? 0.7 : 0.8),
  };
}

// ───────────────────────── drawings (200×200 design space, centre 100,100) ─────────────────────────

const sw = 'stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round"';

type Draw = (p: Palette) => string;

const drawings: Record<IllustrationKind, Draw> = {
  stroller: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M150 98 L174 52" fill="none"/>
      <rect x="166" y="42" width="22" height="12" rx="6" fill="${p.dark}"/>
      <path d="M86 138 L70 168 M122 138 L142 168" fill="none"/>
      <path d="M52 98 H156 Q156 140 112 142 H92 Q52 140 52 98 Z" fill="${p.main}"/>
      <path d="M58 98 A58 58 0 0 1 116 40 L116 98 Z" fill="${p.light}"/>
      <path d="M72 98 A44 44 0 0 1 116 54" fill="none" stroke="${p.white}" stroke-opacity="0.8"/>
      <path d="M62 112 H148" fill="none" stroke="${p.white}" stroke-opacity="0.6"/>
      <circle cx="70" cy="170" r="20" fill="${p.ink}"/>
      <circle cx="70" cy="170" r="8" fill="${p.pale}"/>
      <circle cx="142" cy="170" r="20" fill="${p.ink}"/>
      <circle cx="142" cy="170" r="8" fill="${p.pale}"/>
    </g>`,

  bottle: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M86 46 L88 30 Q100 8 112 30 L114 46 Z" fill="#f7dcc0"/>
      <rect x="76" y="44" width="48" height="20" rx="6" fill="${p.main}"/>
      <rect x="72" y="62" width="56" height="122" rx="20" fill="${p.pale}"/>
      <path d="M74 112 H126 V164 Q126 182 108 182 H92 Q74 182 74 164 Z" fill="#fffdf5" stroke="none"/>
      <rect x="72" y="62" width="56" height="122" rx="20" fill="none"/>
      <path d="M116 82 H126 M118 98 H126 M116 114 H126 M118 130 H126 M116 146 H126" stroke-width="2.5" fill="none"/>
      <path d="M95 146 C 85 136, 88 126, 95 130 C 102 126, 105 136, 95 146 Z" fill="${p.main}" stroke="none"/>
      <rect x="80" y="72" width="8" height="34" rx="4" fill="${p.white}" stroke="none" opacity="0.8"/>
    </g>`,

  pacifier: (p) => `
    <g ${sw} stroke="${p.dark}">
      <circle cx="100" cy="150" r="26" fill="none" stroke="${p.main}" stroke-width="9"/>
      <circle cx="100" cy="150" r="26" fill="none" stroke-width="2"/>
      <path d="M40 100 Q40 62 78 74 Q100 80 122 74 Q160 62 160 100 Q160 136 122 128 Q100 122 78 128 Q40 136 40 100 Z" fill="${p.main}"/>
      <circle cx="100" cy="100" r="18" fill="${p.light}"/>
      <path d="M92 76 Q92 40 100 34 Q108 40 108 76 Z" fill="#f7dcc0"/>
      <circle cx="62" cy="100" r="6" fill="${p.white}" stroke="none" opacity="0.7"/>
      <circle cx="138" cy="100" r="6" fill="${p.white}" stroke="none" opacity="0.7"/>
    </g>`,

  highchair: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M72 112 L50 186 M128 112 L150 186 M60 150 H140" fill="none"/>
      <path d="M84 112 L76 186 M116 112 L124 186" fill="none" opacity="0.6"/>
      <rect x="68" y="26" width="64" height="84" rx="18" fill="${p.main}"/>
      <rect x="80" y="38" width="40" height="58" rx="12" fill="${p.light}"/>
      <rect x="42" y="80" width="116" height="12" rx="6" fill="${p.pale}"/>
      <rect x="60" y="100" width="80" height="16" rx="7" fill="${p.dark}"/>
      <rect x="78" y="160" width="44" height="8" rx="4" fill="${p.light}"/>
    </g>`,

  carseat: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M34 116 Q100 20 168 116" fill="none" stroke-width="9" stroke="${p.dark}"/>
      <path d="M60 46 Q40 46 44 74 L54 150 Q58 172 82 172 H148 Q166 172 162 150 L152 122 Q146 106 126 106 H98 L92 60 Q90 46 60 46 Z" fill="${p.main}"/>
      <path d="M66 60 Q56 60 58 76 L66 140 Q68 156 84 156 H140 Q150 156 148 146 L142 128 Q138 120 126 120 H92 Q84 120 82 110 L78 70 Q76 60 66 60 Z" fill="${p.light}"/>
      <path d="M82 118 L98 156 M120 120 L104 156" fill="none" stroke="${p.ink}" stroke-width="4"/>
      <rect x="40" y="172" width="132" height="14" rx="7" fill="${p.ink}"/>
    </g>`,

  crib: (p) => `
    <g ${sw} stroke="${p.dark}">
      <rect x="34" y="58" width="14" height="130" rx="6" fill="${p.main}"/>
      <rect x="152" y="58" width="14" height="130" rx="6" fill="${p.main}"/>
      <rect x="48" y="70" width="104" height="10" rx="4" fill="${p.light}"/>
      <rect x="48" y="140" width="104" height="16" rx="4" fill="${p.light}"/>
      <path d="M62 80 V140 M78 80 V140 M94 80 V140 M110 80 V140 M126 80 V140 M140 80 V140" fill="none"/>
      <rect x="52" y="128" width="96" height="14" rx="6" fill="${p.white}"/>
      <path d="M100 20 V36 M76 36 H124" fill="none"/>
      <path d="M76 36 V46 M124 36 V46 M100 36 V50" fill="none" stroke-width="2"/>
      <circle cx="76" cy="50" r="5" fill="${p.accent}"/>
      <path d="M100 50 l4 8 l8 1 l-6 6 l2 8 l-8 -4 l-8 4 l2 -8 l-6 -6 l8 -1 z" fill="#fcd34d" stroke-width="2"/>
      <circle cx="124" cy="50" r="5" fill="${p.main}"/>
    </g>`,

  care: (p) => `
    <g ${sw} stroke="${p.dark}">
      <rect x="56" y="22" width="34" height="12" rx="4" fill="${p.dark}"/>
      <path d="M90 26 H108 V32" fill="none" stroke-width="5"/>
      <rect x="66" y="34" width="14" height="18" fill="${p.light}"/>
      <rect x="42" y="52" width="62" height="134" rx="18" fill="${p.main}"/>
      <rect x="50" y="86" width="46" height="62" rx="10" fill="${p.white}"/>
      <path d="M73 100 C 64 114, 64 124, 73 128 C 82 124, 82 114, 73 100 Z" fill="${p.light}"/>
      <path d="M118 186 L126 98 H164 L172 186 Z" fill="${p.pale}"/>
      <rect x="130" y="84" width="30" height="16" rx="5" fill="${p.main}"/>
      <path d="M132 140 H162 M134 156 H160" fill="none" stroke="${p.main}" stroke-width="5"/>
    </g>`,

  onesie: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M76 30 Q100 52 124 30 L156 44 L176 78 L150 92 L140 80 L140 138 Q140 158 124 166 L116 186 H84 L76 166 Q60 158 60 138 L60 80 L50 92 L24 78 L44 44 Z" fill="${p.main}"/>
      <path d="M76 30 Q100 52 124 30" fill="none" stroke="${p.light}" stroke-width="7"/>
      <path d="M76 30 Q100 52 124 30" fill="none"/>
      <path d="M84 186 Q100 172 116 186" fill="none"/>
      <circle cx="90" cy="178" r="3.5" fill="${p.white}" stroke-width="2"/>
      <circle cx="100" cy="176" r="3.5" fill="${p.white}" stroke-width="2"/>
      <circle cx="110" cy="178" r="3.5" fill="${p.white}" stroke-width="2"/>
      <path d="M100 118 C 86 104, 88 90, 100 97 C 112 90, 114 104, 100 118 Z" fill="${p.white}" stroke="none" opacity="0.9"/>
    </g>`,

  pyjama: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M82 100 H150 L158 190 H128 L116 132 L104 190 H74 Z" fill="${p.light}"/>
      <path d="M82 108 H150" fill="none" stroke="${p.main}" stroke-width="6"/>
      <path d="M62 22 Q86 38 110 22 L140 32 L172 92 L152 102 L134 70 L134 122 H38 L38 70 L20 102 L0 92 L32 32 Z" fill="${p.main}" transform="translate(12 0)"/>
      <path d="M74 22 Q98 38 122 22" fill="none" stroke="${p.white}" stroke-width="4"/>
      <g fill="${p.white}" stroke="none" opacity="0.85">
        <circle cx="66" cy="62" r="4"/><circle cx="96" cy="76" r="4"/><circle cx="122" cy="58" r="4"/>
        <circle cx="72" cy="100" r="4"/><circle cx="108" cy="104" r="4"/><circle cx="132" cy="90" r="3"/>
      </g>
      <g fill="${p.main}" stroke="none" opacity="0.8">
        <circle cx="96" cy="150" r="4"/><circle cx="140" cy="160" r="4"/><circle cx="88" cy="178" r="4"/><circle cx="146" cy="130" r="3"/>
      </g>
    </g>`,

  dress: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M78 24 L70 30 L70 62 L82 84 H118 L130 62 L130 30 L122 24 Q100 44 78 24 Z" fill="${p.main}"/>
      <path d="M82 84 L38 178 Q100 196 162 178 L118 84 Z" fill="${p.main}"/>
      <path d="M38 178 Q100 196 162 178" fill="none" stroke="${p.white}" stroke-width="6" stroke-dasharray="2 9"/>
      <rect x="78" y="80" width="44" height="12" rx="5" fill="${p.accent}"/>
      <path d="M100 86 L84 74 L84 98 Z M100 86 L116 74 L116 98 Z" fill="${p.accent}"/>
      <circle cx="100" cy="86" r="5" fill="${p.white}"/>
      <g fill="${p.white}" stroke="none" opacity="0.8">
        <circle cx="80" cy="130" r="4"/><circle cx="110" cy="118" r="4"/><circle cx="122" cy="150" r="4"/><circle cx="70" cy="160" r="4"/><circle cx="100" cy="162" r="4"/><circle cx="140" cy="170" r="3"/>
      </g>
    </g>`,

  tshirt: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M74 34 Q100 54 126 34 L164 52 L180 92 L150 102 L142 86 L142 178 H58 L58 86 L50 102 L20 92 L36 52 Z" fill="${p.main}"/>
      <path d="M74 34 Q100 54 126 34" fill="none" stroke="${p.light}" stroke-width="7"/>
      <path d="M74 34 Q100 54 126 34" fill="none"/>
      <path d="M100 92 l9 18 l20 3 l-14 14 l3 20 l-18 -9 l-18 9 l3 -20 l-14 -14 l20 -3 z" fill="${p.accent}" stroke="${p.white}" stroke-width="3"/>
    </g>`,

  jacket: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M70 40 Q70 14 100 14 Q130 14 130 40 L126 52 H74 Z" fill="${p.light}"/>
      <path d="M70 44 L40 60 L24 150 L48 156 L58 100 L58 184 H142 L142 100 L152 156 L176 150 L160 60 L130 44 Q100 60 70 44 Z" fill="${p.main}"/>
      <path d="M58 96 H142 M58 128 H142 M58 158 H142 M30 110 L52 114 M170 110 L148 114" fill="none" stroke="${p.white}" stroke-opacity="0.7" stroke-width="2.5"/>
      <path d="M100 54 V184" fill="none" stroke-width="4"/>
      <circle cx="100" cy="66" r="5" fill="${p.accent}"/>
      <rect x="66" y="134" width="22" height="16" rx="4" fill="${p.light}"/>
      <rect x="112" y="134" width="22" height="16" rx="4" fill="${p.light}"/>
    </g>`,

  shoe: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M34 72 Q36 60 50 60 H86 Q96 88 126 100 L166 114 Q186 122 184 140 L184 146 H30 Z" fill="${p.main}"/>
      <path d="M30 140 H184 V152 Q184 162 172 162 H40 Q30 162 30 152 Z" fill="${p.white}"/>
      <path d="M30 150 H184" fill="none" stroke="${p.light}" stroke-width="3"/>
      <path d="M146 108 Q172 112 178 132 H140 Q138 116 146 108 Z" fill="${p.light}"/>
      <path d="M86 72 L100 68 M92 82 L108 76 M100 92 L116 86" fill="none" stroke="${p.white}" stroke-width="5"/>
      <path d="M40 86 Q60 96 72 120" fill="none" stroke="${p.accent}" stroke-width="6"/>
      <circle cx="50" cy="72" r="4" fill="${p.white}" stroke="none"/>
    </g>`,

  teddy: (p) => `
    <g ${sw} stroke="${p.dark}">
      <circle cx="64" cy="40" r="18" fill="${p.main}"/>
      <circle cx="136" cy="40" r="18" fill="${p.main}"/>
      <circle cx="64" cy="40" r="9" fill="${p.light}" stroke="none"/>
      <circle cx="136" cy="40" r="9" fill="${p.light}" stroke="none"/>
      <ellipse cx="100" cy="140" rx="46" ry="44" fill="${p.main}"/>
      <ellipse cx="100" cy="146" rx="26" ry="26" fill="${p.light}" stroke="none"/>
      <ellipse cx="50" cy="124" rx="14" ry="24" transform="rotate(30 50 124)" fill="${p.main}"/>
      <ellipse cx="150" cy="124" rx="14" ry="24" transform="rotate(-30 150 124)" fill="${p.main}"/>
      <ellipse cx="68" cy="178" rx="20" ry="14" fill="${p.main}"/>
      <ellipse cx="132" cy="178" rx="20" ry="14" fill="${p.main}"/>
      <ellipse cx="68" cy="178" rx="9" ry="7" fill="${p.light}" stroke="none"/>
      <ellipse cx="132" cy="178" rx="9" ry="7" fill="${p.light}" stroke="none"/>
      <circle cx="100" cy="66" r="42" fill="${p.main}"/>
      <ellipse cx="100" cy="80" rx="18" ry="14" fill="${p.light}"/>
      <ellipse cx="100" cy="74" rx="7" ry="5" fill="${p.ink}" stroke="none"/>
      <path d="M100 79 V86 M92 88 Q100 94 108 88" fill="none" stroke="${p.ink}" stroke-width="2.5"/>
      <circle cx="84" cy="58" r="5" fill="${p.ink}" stroke="none"/>
      <circle cx="116" cy="58" r="5" fill="${p.ink}" stroke="none"/>
      <path d="M100 108 L82 98 L82 118 Z M100 108 L118 98 L118 118 Z" fill="${p.accent}" stroke-width="2.5"/>
    </g>`,

  blocks: (p) => {
    const cube = (x: number, y: number, s: number, face: string, top: string, side: string, mark: string) => `
      <path d="M${x} ${y} l${s / 2} ${-s / 4} l${s / 2} ${s / 4} l${-s / 2} ${s / 4} z" fill="${top}"/>
      <path d="M${x} ${y} l${s / 2} ${s / 4} v${s * 0.7} l${-s / 2} ${-s / 4} z" fill="${face}"/>
      <path d="M${x + s / 2} ${y + s / 4} l${s / 2} ${-s / 4} v${s * 0.7} l${-s / 2} ${s / 4} z" fill="${side}"/>
      ${mark}`;
    return `
    <g ${sw} stroke="${p.dark}">
      ${cube(30, 128, 70, p.main, p.light, mix(p.main, "#1e293b", 0.2), `<circle cx="47" cy="160" r="9" fill="${p.white}" stroke="none"/>`)}
      ${cube(100, 128, 70, p.accent, mix(p.accent, "#ffffff", 0.5), mix(p.accent, "#1e293b", 0.2), `<path d="M117 150 l10 20 h-20 z" fill="${p.white}" stroke="none"/>`)}
      ${cube(65, 76, 70, p.second, mix(p.second, "#ffffff", 0.5), mix(p.second, "#1e293b", 0.2), `<rect x="75" y="102" width="16" height="16" rx="2" fill="${p.white}" stroke="none"/>`)}
    </g>`;
  },

  puzzle: (p) => {
    const piece = (fill: string, t: string) =>
      `<path transform="${t}" d="M0 0 H26 Q26 -14 36 -14 Q46 -14 46 0 H72 V26 Q86 26 86 36 Q86 46 72 46 V72 H46 Q46 58 36 58 Q26 58 26 72 H0 V46 Q14 46 14 36 Q14 26 0 26 Z" fill="${fill}"/>`;
    return `
    <g ${sw} stroke="${p.dark}">
      ${piece(p.main, "translate(28 44)")}
      ${piece(p.light, "translate(28 116)")}
      ${piece(p.accent, "translate(100 116)")}
      ${piece(p.second, "translate(112 30) rotate(12)")}
    </g>`;
  },

  car: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M22 128 Q22 104 46 100 L70 96 L92 64 Q98 56 110 56 H140 Q152 56 158 66 L174 96 Q188 100 188 118 V138 Q188 146 180 146 H30 Q22 146 22 138 Z" fill="${p.main}"/>
      <path d="M84 96 L100 70 H122 V96 Z" fill="#dbeafe"/>
      <path d="M132 70 H142 Q148 70 152 76 L164 96 H132 Z" fill="#dbeafe"/>
      <path d="M126 102 H140" fill="none" stroke="${p.white}" stroke-width="4"/>
      <rect x="176" y="108" width="12" height="10" rx="4" fill="#fde68a"/>
      <rect x="22" y="110" width="10" height="10" rx="4" fill="#fca5a5"/>
      <circle cx="62" cy="148" r="22" fill="${p.ink}"/>
      <circle cx="62" cy="148" r="9" fill="${p.pale}"/>
      <circle cx="150" cy="148" r="22" fill="${p.ink}"/>
      <circle cx="150" cy="148" r="9" fill="${p.pale}"/>
    </g>`,

  train: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M10 178 H190" fill="none" stroke="${p.ink}" stroke-width="4"/>
      <rect x="118" y="64" width="58" height="54" rx="6" fill="${p.main}"/>
      <rect x="130" y="76" width="34" height="24" rx="4" fill="#dbeafe"/>
      <rect x="112" y="54" width="70" height="14" rx="5" fill="${p.dark}"/>
      <rect x="64" y="96" width="60" height="52" rx="8" fill="${p.main}"/>
      <rect x="72" y="70" width="16" height="28" fill="${p.dark}"/>
      <path d="M64 70 H96 L92 58 H68 Z" fill="${p.dark}"/>
      <circle cx="80" cy="40" r="9" fill="${p.white}" opacity="0.9" stroke="none"/>
      <circle cx="94" cy="28" r="7" fill="${p.white}" opacity="0.7" stroke="none"/>
      <rect x="56" y="110" width="10" height="26" rx="4" fill="#fde68a"/>
      <rect x="64" y="116" width="112" height="40" rx="6" fill="${p.light}"/>
      <path d="M40 140 H64" fill="none" stroke-width="5"/>
      <rect x="8" y="112" width="34" height="44" rx="6" fill="${p.accent}"/>
      <circle cx="86" cy="160" r="15" fill="${p.ink}"/><circle cx="86" cy="160" r="6" fill="${p.pale}"/>
      <circle cx="150" cy="160" r="15" fill="${p.ink}"/><circle cx="150" cy="160" r="6" fill="${p.pale}"/>
      <circle cx="25" cy="164" r="10" fill="${p.ink}"/><circle cx="25" cy="164" r="4" fill="${p.pale}"/>
    </g>`,

  doll: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M60 58 Q58 12 100 12 Q142 12 140 58 L146 110 Q128 100 124 80 L76 80 Q72 100 54 110 Z" fill="#92400e"/>
      <path d="M86 96 H114 L146 170 Q100 184 54 170 Z" fill="${p.main}"/>
      <path d="M54 170 Q100 184 146 170" fill="none" stroke="${p.white}" stroke-width="5" stroke-dasharray="3 8"/>
      <path d="M86 104 L60 136 M114 104 L140 136" fill="none" stroke="#f5d0b0" stroke-width="10"/>
      <path d="M86 176 V192 M114 176 V192" fill="none" stroke="#f5d0b0" stroke-width="10"/>
      <rect x="76" y="188" width="18" height="8" rx="4" fill="${p.dark}"/>
      <rect x="106" y="188" width="18" height="8" rx="4" fill="${p.dark}"/>
      <circle cx="100" cy="60" r="32" fill="#fde2cc"/>
      <path d="M68 52 Q76 26 100 28 Q124 26 132 52 Q112 44 100 34 Q88 46 68 52 Z" fill="#92400e"/>
      <circle cx="88" cy="62" r="4" fill="${p.ink}" stroke="none"/>
      <circle cx="112" cy="62" r="4" fill="${p.ink}" stroke="none"/>
      <circle cx="82" cy="72" r="5" fill="#fca5a5" stroke="none" opacity="0.7"/>
      <circle cx="118" cy="72" r="5" fill="#fca5a5" stroke="none" opacity="0.7"/>
      <path d="M93 76 Q100 82 107 76" fill="none" stroke-width="2.5"/>
      <circle cx="134" cy="36" r="8" fill="${p.accent}"/>
    </g>`,

  ball: (p) => `
    <g ${sw} stroke="${p.dark}">
      <circle cx="100" cy="104" r="74" fill="${p.white}"/>
      <path d="M100 30 Q60 70 62 172 Q46 164 36 146 Q30 80 100 30 Z" fill="${p.main}"/>
      <path d="M100 30 Q140 70 138 172 Q154 164 164 146 Q170 80 100 30 Z" fill="${p.accent}"/>
      <path d="M100 30 Q86 100 100 178 Q114 100 100 30 Z" fill="${p.light}"/>
      <circle cx="100" cy="104" r="74" fill="none"/>
      <ellipse cx="72" cy="66" rx="14" ry="8" transform="rotate(-35 72 66)" fill="${p.white}" stroke="none" opacity="0.7"/>
    </g>`,

  bedding: (p) => `
    <g ${sw} stroke="${p.dark}">
      <rect x="18" y="70" width="14" height="116" rx="6" fill="${p.dark}"/>
      <rect x="168" y="100" width="14" height="86" rx="6" fill="${p.dark}"/>
      <rect x="30" y="118" width="140" height="40" rx="6" fill="${p.white}"/>
      <rect x="38" y="84" width="58" height="34" rx="14" fill="${p.light}"/>
      <path d="M70 110 Q70 100 84 100 H172 Q178 100 178 108 V160 H70 Z" fill="${p.main}"/>
      <path d="M70 130 H178" fill="none" stroke="${p.white}" stroke-width="3" stroke-dasharray="4 8"/>
      <g fill="${p.white}" stroke="none" opacity="0.85">
        <circle cx="96" cy="118" r="4"/><circle cx="124" cy="114" r="4"/><circle cx="152" cy="118" r="4"/>
        <circle cx="110" cy="146" r="4"/><circle cx="138" cy="146" r="4"/><circle cx="164" cy="146" r="3"/>
      </g>
      <path d="M46 94 Q66 104 88 94" fill="none" stroke="${p.white}" stroke-width="2.5"/>
    </g>`,

  towel: (p) => `
    <g ${sw} stroke="${p.dark}">
      <rect x="40" y="134" width="124" height="40" rx="10" fill="${p.pale}"/>
      <path d="M40 160 H164" fill="none" stroke="${p.light}" stroke-width="5"/>
      <rect x="32" y="96" width="136" height="40" rx="10" fill="${p.main}"/>
      <path d="M32 122 H168" fill="none" stroke="${p.white}" stroke-width="5"/>
      <rect x="46" y="58" width="112" height="40" rx="10" fill="${p.light}"/>
      <path d="M46 84 H158" fill="none" stroke="${p.main}" stroke-width="5"/>
      <circle cx="78" cy="40" r="10" fill="${p.light}"/>
      <circle cx="122" cy="40" r="10" fill="${p.light}"/>
      <path d="M70 58 Q70 30 100 30 Q130 30 130 58 Z" fill="${p.light}"/>
      <circle cx="90" cy="46" r="3" fill="${p.ink}" stroke="none"/><circle cx="110" cy="46" r="3" fill="${p.ink}" stroke="none"/>
    </g>`,

  lamp: (p) => `
    <g ${sw} stroke="${p.dark}">
      <circle cx="100" cy="82" r="72" fill="#fef3c7" stroke="none" opacity="0.75"/>
      <circle cx="100" cy="82" r="50" fill="#fde68a" stroke="none" opacity="0.6"/>
      <path d="M60 112 L76 44 H124 L140 112 Z" fill="${p.main}"/>
      <path d="M100 66 l4 8 l9 1 l-7 6 l2 9 l-8 -4 l-8 4 l2 -9 l-7 -6 l9 -1 z" fill="#fef9c3" stroke="none"/>
      <circle cx="82" cy="94" r="4" fill="#fef9c3" stroke="none"/>
      <circle cx="120" cy="92" r="3.5" fill="#fef9c3" stroke="none"/>
      <path d="M100 112 V160" fill="none" stroke-width="6"/>
      <path d="M66 178 Q66 160 100 160 Q134 160 134 178 Z" fill="${p.light}"/>
      <path d="M148 30 l3 6 l6 1 l-5 4 l1 6 l-5 -3 l-5 3 l1 -6 l-5 -4 l6 -1 z" fill="#fcd34d" stroke="none"/>
      <path d="M40 50 l2 4 l4 1 l-3 3 l1 4 l-4 -2 l-4 2 l1 -4 l-3 -3 l4 -1 z" fill="#fcd34d" stroke="none"/>
    </g>`,

  frame: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M100 18 L58 56 M100 18 L142 56" fill="none" stroke-width="2.5"/>
      <circle cx="100" cy="18" r="4" fill="${p.dark}"/>
      <rect x="44" y="54" width="112" height="92" rx="6" fill="${p.main}"/>
      <rect x="56" y="66" width="88" height="68" rx="2" fill="#e0f2fe"/>
      <circle cx="122" cy="86" r="10" fill="#fcd34d" stroke="none"/>
      <path d="M56 134 L84 98 L104 122 L116 110 L144 134 Z" fill="${p.light}" stroke-width="2.5"/>
      <path d="M44 176 H156" fill="none" stroke-width="6" stroke="${p.dark}"/>
      <rect x="58" y="156" width="20" height="20" rx="4" fill="${p.accent}"/>
      <path d="M122 176 Q112 150 132 150 Q152 150 142 176 Z" fill="${p.light}"/>
      <path d="M132 150 Q128 138 136 132" fill="none" stroke="#16a34a" stroke-width="3"/>
    </g>`,

  cup: (p) => `
    <g ${sw} stroke="${p.dark}">
      <path d="M84 38 Q86 20 100 20 Q114 20 116 38 Z" fill="${p.light}"/>
      <rect x="66" y="36" width="68" height="20" rx="8" fill="${p.dark}"/>
      <path d="M70 56 H130 L124 174 Q122 186 110 186 H90 Q78 186 76 174 Z" fill="${p.main}"/>
      <path d="M70 86 Q38 86 38 112 Q38 136 72 136" fill="none" stroke-width="12" stroke="${p.dark}"/>
      <path d="M130 86 Q162 86 162 112 Q162 136 128 136" fill="none" stroke-width="12" stroke="${p.dark}"/>
      <path d="M70 86 Q38 86 38 112 Q38 136 72 136" fill="none" stroke-width="6" stroke="${p.light}"/>
      <path d="M130 86 Q162 86 162 112 Q162 136 128 136" fill="none" stroke-width="6" stroke="${p.light}"/>
      <circle cx="100" cy="118" r="18" fill="${p.white}" stroke="none" opacity="0.9"/>
      <circle cx="94" cy="114" r="2.5" fill="${p.ink}" stroke="none"/><circle cx="106" cy="114" r="2.5" fill="${p.ink}" stroke="none"/>
      <path d="M93 122 Q100 128 107 122" fill="none" stroke-width="2.5"/>
    </g>`,

  box: (p) => `
    <g ${sw} stroke="${p.dark}">
      <rect x="40" y="92" width="120" height="92" rx="8" fill="${p.main}"/>
      <rect x="30" y="70" width="140" height="30" rx="8" fill="${p.light}"/>
      <rect x="88" y="70" width="24" height="114" fill="${p.accent}"/>
      <path d="M100 70 Q70 30 62 54 Q58 70 100 70 Z" fill="${p.accent}"/>
      <path d="M100 70 Q130 30 138 54 Q142 70 100 70 Z" fill="${p.accent}"/>
      <circle cx="100" cy="68" r="8" fill="${p.accent}"/>
      <g fill="${p.white}" stroke="none" opacity="0.8">
        <circle cx="60" cy="120" r="5"/><circle cx="136" cy="150" r="5"/><circle cx="62" cy="160" r="4"/><circle cx="140" cy="114" r="4"/>
      </g>
    </g>`,
};

// ───────────────────────── backgrounds and decoration ─────────────────────────

function decoration(index: number, color: string): string {
  switch (index % 4) {
    case 0:
      return `<g fill="${color}" opacity="0.55"><circle cx="232" cy="46" r="26"/><circle cx="40" cy="252" r="14"/><circle cx="252" cy="222" r="6"/><circle cx="30" cy="60" r="5"/></g>`;
    case 1:
      return `<g fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" opacity="0.6"><path d="M14 48 q14 -14 28 0 t28 0 t28 0"/><path d="M180 258 q14 -14 28 0 t28 0 t28 0"/></g>`;
    case 2: {
      const dots: string[] = [];
      for (let y = 22; y < 290; y += 34)
        for (let x = 20 + ((y / 34) % 2) * 17; x < 275; x += 34) dots.push(`<circle cx="${x}" cy="${y}" r="2.5"/>`);
      return `<g fill="${color}" opacity="0.45">${dots.join("")}</g>`;
    }
    default:
      return `<g fill="${color}" opacity="0.6">${[
        [30, 40, 1],
        [240, 60, 0.7],
        [44, 220, 0.6],
        [236, 236, 1],
      ]
        .map(
          ([x, y, s]) =>
            `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -12 l3.5 7.5 l8.5 1 l-6 6 l1.5 8.5 l-7.5 -4 l-7.5 4 l1.5 -8.5 l-6 -6 l8.5 -1 z"/>`,
        )
        .join("")}</g>`;
  }
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] as string);

export type ProductSvgInput = { kind: string; colorHex: string; label?: string; index?: number };

/** A complete 275×290 SVG of a catalogue item's picture; `index` 0..3 picks the gallery variation. */
export function productSvg({ kind, colorHex, label, index = 0 }: ProductSvgInput): string {
  const k: IllustrationKind = isIllustrationKind(kind) ? kind : "box";
  const i = ((Math.trunc(index) % PRODUCT_IMAGE_COUNT) + PRODUCT_IMAGE_COUNT) % PRODUCT_IMAGE_COUNT;
  const p = palette(colorHex);
  const bg = background(p.main, i);
  // Framing per gallery image: front, closer, tilted, mirrored.
  const transforms = [
    "translate(137.5 144) scale(1.1) translate(-100 -104)",
    "translate(137.5 146) scale(1.28) translate(-100 -104)",
    "translate(137.5 144) rotate(-8) scale(1.04) translate(-100 -104)",
    "translate(137.5 144) scale(-1.1 1.1) translate(-100 -104)",
  ];
  const gid = `g${i}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" viewBox="0 0 ${PRODUCT_IMAGE_WIDTH} ${PRODUCT_IMAGE_HEIGHT}" role="img"${label ? ` aria-label="${escapeXml(label)}"` : ""}>
${label ? `<title>${escapeXml(label)}</title>\n` : ""}<defs><linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg.top}"/><stop offset="1" stop-color="${bg.bottom}"/></linearGradient></defs>
<rect width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" fill="url(#${gid})"/>
${decoration(i, bg.deco)}
<circle cx="137.5" cy="142" r="${i === 1 ? 124 : 110}" fill="${bg.blob}" opacity="0.9"/>
<ellipse cx="137.5" cy="${i === 1 ? 270 : 254}" rx="${i === 1 ? 104 : 88}" ry="10" fill="#0f172a" opacity="0.08"/>
<g transform="${transforms[i]}">${drawings[k](p)}</g>
</svg>`;
}

// ───────────────────────── category pictures ─────────────────────────

/** Which drawings stand for a category (sub-category slugs first, then the top area). */
const CATEGORY_KINDS: Record<string, IllustrationKind[]> = {
  bebek: ["stroller", "bottle", "teddy"],
  giyim: ["onesie", "dress", "shoe"],
  oyuncak: ["teddy", "blocks", "car"],
  ev: ["lamp", "bedding", "frame"],
  "bebek-arabasi": ["stroller"],
  "mama-sandalyesi": ["highchair", "cup"],
  "biberon-emzik": ["bottle", "pacifier"],
  "bebek-bakim": ["care", "towel"],
  "oto-koltugu": ["carseat"],
  "besik-park-yatak": ["crib"],
  pijama: ["pyjama"],
  "body-zibin": ["onesie"],
  elbise: ["dress"],
  tisort: ["tshirt"],
  mont: ["jacket"],
  ayakkabi: ["shoe"],
  "egitici-oyuncak": ["blocks", "puzzle"],
  pelus: ["teddy"],
  yapboz: ["puzzle"],
  "arac-oyuncak": ["car", "train"],
  "bebek-oyuncak": ["doll"],
  "acik-hava": ["ball"],
  nevresim: ["bedding"],
  havlu: ["towel"],
  dekorasyon: ["frame", "box"],
  aydinlatma: ["lamp"],
  mutfak: ["cup"],
};

export function categoryKinds(slug: string, area?: string): IllustrationKind[] {
  return CATEGORY_KINDS[slug] ?? (area ? CATEGORY_KINDS[area] : undefined) ?? ["box"];
}

export const CATEGORY_IMAGE_WIDTH = 400;
export const CATEGORY_IMAGE_HEIGHT = 300;

export type CategorySvgInput = { slug: string; area?: string; colorHex: string; name?: string };

/** A complete 400×300 SVG for a category tile: one to three drawings on a soft gradient. */
export function categorySvg({ slug, area, colorHex, name }: CategorySvgInput): string {
  const kinds = categoryKinds(slug, area);
  const p = palette(colorHex);
  const bg = background(p.main, 0);
  const alt = background(p.main, 1);
  const W = CATEGORY_IMAGE_WIDTH,
    H = CATEGORY_IMAGE_HEIGHT;
  const placements: [number, number, number][] =
    kinds.length === 1
      ? [[200, 160, 1.15]]
      : kinds.length === 2
        ? [
            [140, 160, 1],
            [270, 172, 0.82],
          ]
        : [
            [200, 150, 1],
            [86, 196, 0.66],
            [318, 196, 0.66],
          ];
  // Secondary drawings get neighbouring hues so a tile is not monochrome.
  const [h, s, l] = toHsl(p.main);
  const colours = [
    p.main,
    s < 0.15 ? "#f9a8d4" : fromHsl(h + 40, s, Math.min(0.7, l + 0.05)),
    s < 0.15 ? "#93c5fd" : fromHsl(h - 40, s, Math.min(0.7, l + 0.05)),
  ];
  const shapes = kinds
    .slice(0, 3)
    .map((kind, i) => ({ kind, i, at: placements[i] }))
    .sort((a, b) => a.at[2] - b.at[2]) // small ones behind
    .map(
      ({ kind, i, at: [x, y, sc] }) =>
        `<g transform="translate(${x} ${y}) scale(${sc}) translate(-100 -104)">${drawings[kind](palette(colours[i]))}</g>`,
    )
    .join("\n");
  const gid = `c-${slug.replace(/[^a-z0-9-]/g, "")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"${name ? ` aria-label="${escapeXml(name)}"` : ""}>
${name ? `<title>${escapeXml(name)}</title>\n` : ""}<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg.top}"/><stop offset="1" stop-color="${alt.bottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${gid})"/>
<circle cx="340" cy="50" r="70" fill="${bg.blob}" opacity="0.7"/>
<circle cx="40" cy="270" r="60" fill="${alt.deco}" opacity="0.35"/>
<g fill="${bg.deco}" opacity="0.6"><circle cx="60" cy="50" r="8"/><circle cx="96" cy="28" r="4"/><circle cx="360" cy="250" r="6"/></g>
<ellipse cx="200" cy="272" rx="160" ry="10" fill="#0f172a" opacity="0.07"/>
${shapes}
</svg>`;
}
