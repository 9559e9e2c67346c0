/**
 * Size charts for the product page's 'Beden Tablosu' lightbox (spec section 2). One chart per size
 * system of the catalogue (see the demo data's size schemes): baby months ('0-3 Ay'), kids' ages
 * ('4 Yaş'), height sizes ('86 cm') and shoe numbers ('24'). Measurements are body sizes in cm
 * (typical Turkish children's wear), shoe sizes are EU numbers with the foot length.
 *
 * A chart applies to a product when every size of its variants is a row of that chart ('Standart'
 * and other one-size values do not count); otherwise the product shows no size table.
 */
export type SizeChart = {
  id: "bebek" | "cocuk" | "boy" | "ayakkabi";
  title: string;
  columns: string[];
  /** The first cell is the size exactly as the variants name it. */
  rows: string[][];
};

/** EU shoe number → foot length in cm, one decimal ('14,5'). */
const footLength = (n: number) => (n / 1.5 - 1.5).toFixed(1).replace(".", ",");
const shoeAge = (n: number) =>
  n <= 19
    ? "6-12 Ay"
    : n <= 22
      ? "1-2 Yaş"
      : n <= 25
        ? "2-3 Yaş"
        : n <= 27
          ? "3-4 Yaş"
          : n <= 29
            ? "4-5 Yaş"
            : n <= 31
              ? "5-7 Yaş"
              : n <= 33
                ? "7-9 Yaş"
                : "9-11 Yaş";

export const SIZE_CHARTS: readonly SizeChart[] = [
  {
    id: "bebek",
    title: "Bebek Beden Tablosu",
    columns: ["Beden", "Boy (cm)", "Kilo (kg)", "Göğüs (cm)", "Bel (cm)"],
    rows: [
      ["0-1 Ay", "50-56", "2,5-4,5", "38-40", "38-40"],
      ["0-3 Ay", "56-62", "4-6", "40-42", "40-42"],
      ["3-6 Ay", "62-68", "6-8", "42-44", "42-44"],
      ["6-9 Ay", "68-74", "8-9", "44-46", "43-45"],
      ["9-12 Ay", "74-80", "9-10,5", "46-48", "45-47"],
      ["12-18 Ay", "80-86", "10,5-12", "48-50", "46-48"],
      ["18-24 Ay", "86-92", "12-13,5", "50-52", "47-49"],
    ],
  },
  {
    id: "cocuk",
    title: "Çocuk Beden Tablosu",
    columns: ["Beden", "Boy (cm)", "Göğüs (cm)", "Bel (cm)", "Basen (cm)"],
    rows: [
      ["2 Yaş", "92-98", "52-53", "50-51", "54-55"],
      ["3 Yaş", "98-104", "53-55", "51-52", "55-57"],
      ["4 Yaş", "104-110", "55-57", "52-53", "57-59"],
      ["5 Yaş", "110-116", "57-59", "53-54", "59-61"],
      ["6 Yaş", "116-122", "59-61", "54-56", "61-64"],
      ["7 Yaş", "122-128", "61-63", "56-57", "64-67"],
      ["8 Yaş", "128-134", "63-66", "57-59", "67-70"],
      ["9 Yaş", "134-140", "66-69", "59-61", "70-73"],
      ["10 Yaş", "140-146", "69-72", "61-63", "73-76"],
      ["11 Yaş", "146-152", "72-75", "63-65", "76-79"],
      ["12 Yaş", "152-158", "75-78", "65-67", "79-82"],
    ],
  },
  {
    id: "boy",
    title: "Boy Ölçüsüne Göre Beden Tablosu",
    columns: ["Beden", "Yaş", "Boy (cm)", "Göğüs (cm)", "Bel (cm)"],
    rows: [
      ["68 cm", "3-6 Ay", "63-68", "44", "43"],
      ["74 cm", "6-9 Ay", "69-74", "46", "45"],
      ["80 cm", "9-12 Ay", "75-80", "48", "46"],
      ["86 cm", "12-18 Ay", "81-86", "50", "47"],
      ["92 cm", "18-24 Ay", "87-92", "52", "49"],
      ["98 cm", "2-3 Yaş", "93-98", "53", "50"],
      ["104 cm", "3-4 Yaş", "99-104", "55", "51"],
      ["110 cm", "4-5 Yaş", "105-110", "57", "52"],
      ["116 cm", "5-6 Yaş", "111-116", "59", "53"],
      ["122 cm", "6-7 Yaş", "117-122", "61", "55"],
    ],
  },
  {
    id: "ayakkabi",
    title: "Ayakkabı Numara Tablosu",
    columns: ["Numara", "Ayak Uzunluğu (cm)", "Yaş"],
    rows: Array.from({ length: 35 - 18 + 1 }, (_, i) => 18 + i).map((n) => [String(n), footLength(n), shoeAge(n)]),
  },
];

/** The chart covering every given size; null when there are no sizes or no chart fits them all. */
export function sizeChartFor(sizes: readonly string[]): SizeChart | null {
  const wanted = [...new Set(sizes.map((s) => s.trim()).filter(Boolean))];
  if (wanted.length === 0) return null;
  return SIZE_CHARTS.find((chart) => wanted.every((size) => chart.rows.some((row) => row[0] === size))) ?? null;
}

/** A catalogue item's choice of size table (catalog_items.size_chart): 'yok' shows none. */
export const NO_SIZE_CHART = "yok";

/** Whether a stored choice is one the back office offers: null (automatic), 'yok' or a chart id. */
export const isSizeChartChoice = (value: string | null): boolean =>
  value === null || value === NO_SIZE_CHART || SIZE_CHARTS.some((c) => c.id === value);

/** The chart the product page shows: the item's choice, or (null) the chart covering its sizes. */
export function sizeChartOf(choice: string | null | undefined, sizes: readonly string[]): SizeChart | null {
  if (choice === NO_SIZE_CHART) return null;
  return SIZE_CHARTS.find((c) => c.id === choice) ?? sizeChartFor(sizes);
}
