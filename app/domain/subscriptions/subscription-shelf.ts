/**
 * What may be subscribed to (/abonelik): products a family runs out of and buys again — nappies,
 * wet wipes, baby food, nappy cream, shampoo, dummies, bottles — recognised in the catalogue by
 * their category and the start of their name (folded: 'PİŞİK KREMİ' and 'pisik kremi' are the
 * same), each a "kind" with the packages (catalogue items and their sizes) the page offers.
 * A kind the catalogue holds nothing of is simply not shown (a shop that lists such products under
 * the categories named here gets them at once; the demo's Bebek Bakım has nappies, wipes and food).
 *
 * The tabs (spec section 2: 'baby/child tabs'): an item for 0-12 months (or of no age group) is
 * the baby's; one for 1 year and older the child's. Pure: the page, the server and tests share it.
 */
import { foldForSearch } from "#app/lib/turkish";
import type { Audience } from "./subscription.schema";

export type SubscriptionKind = {
  key: string;
  title: string;
  description: string;
  /** Category slugs (the item's own category) it is found in. */
  categories: readonly string[];
  /** Name starts (as written in the catalogue); an item whose name starts with one of `excludes` is not this kind. */
  prefixes: readonly string[];
  excludes?: readonly string[];
};

export const SUBSCRIPTION_KINDS: readonly SubscriptionKind[] = [
  {
    key: "bez",
    title: "Bebek Bezi",
    description: "Bezi hiç bitmesin: seçtiğiniz beden, seçtiğiniz sıklıkta kapınızda.",
    categories: ["bebek-bakim"],
    prefixes: ["Bebek Bezi", "Külot Bez"],
  },
  {
    key: "islak-mendil",
    title: "Islak Mendil",
    description: "Evde, çantada, arabada: ıslak mendil stokunuz hep hazır.",
    categories: ["bebek-bakim"],
    prefixes: ["Islak Mendil", "Islak Havlu"],
  },
  {
    key: "mama",
    title: "Mama ve Devam Sütü",
    description: "Bebeğinizin alıştığı mama, bitmeden yenisi yolda.",
    categories: ["bebek-bakim", "mutfak"],
    prefixes: ["Bebek Maması", "Devam Sütü", "Kaşık Maması"],
  },
  {
    key: "pisik-kremi",
    title: "Pişik Kremi",
    description: "Hassas ciltler için her bez değişiminde gereken koruma.",
    categories: ["bebek-bakim"],
    prefixes: ["Pişik Kremi"],
  },
  {
    key: "sampuan",
    title: "Şampuan",
    description: "Göz yakmayan şampuanlar banyo saatinden önce elinizde.",
    categories: ["bebek-bakim"],
    prefixes: ["Bebek Şampuanı", "Çocuk Şampuanı"],
  },
  {
    key: "emzik",
    title: "Emzik",
    description: "Hijyen için emzikler düzenli yenilensin.",
    categories: ["biberon-emzik"],
    prefixes: ["Emzik"],
    excludes: ["Emzik Askısı"],
  },
  {
    key: "biberon",
    title: "Biberon",
    description: "Yıpranan biberonlar aksatmadan yenilensin.",
    categories: ["biberon-emzik"],
    prefixes: ["Biberon"],
  },
  {
    key: "bardak",
    title: "Alıştırma Bardağı",
    description: "Düşen, kaybolan bardaklar dert olmasın.",
    categories: ["biberon-emzik"],
    prefixes: ["Alıştırma Bardağı"],
  },
];

const folded = (s: string) => foldForSearch(s);
const foldedKinds = SUBSCRIPTION_KINDS.map((kind) => ({
  kind,
  categories: new Set(kind.categories),
  prefixes: kind.prefixes.map(folded),
  excludes: (kind.excludes ?? []).map(folded),
}));

const startsWithWord = (name: string, prefix: string) => name === prefix || name.startsWith(`${prefix} `);

/** The kind of a catalogue item (its category's slug and its name, or its name already folded), or null when it is not one to subscribe to. */
export function subscriptionKindOf(item: { categorySlug: string; name?: string; nameFolded?: string }): SubscriptionKind | null {
  const name = item.nameFolded ?? folded(item.name ?? "");
  for (const k of foldedKinds) {
    if (!k.categories.has(item.categorySlug)) continue;
    if (k.excludes.some((p) => startsWithWord(name, p))) continue;
    if (k.prefixes.some((p) => startsWithWord(name, p))) return k.kind;
  }
  return null;
}

/** The tab an item belongs in, by its age group ('0-12 Ay' and none: the baby's; '1-3 Yaş' and on: the child's). */
export const audienceOfAge = (age: string | null | undefined): Audience => (age && !/\bAy$/.test(age.trim()) ? "cocuk" : "bebek");

/** What the package select says of a package: the brand, the item's name after the kind's words, the size when it has one. */
export function packageLabel(item: { brand: string; name: string }, size: string | null, kind: SubscriptionKind | null): string {
  const prefix = kind?.prefixes.find((p) => folded(item.name) === folded(p) || folded(item.name).startsWith(`${folded(p)} `));
  const rest = prefix ? item.name.slice(prefix.length).trim() : item.name;
  const parts = [item.brand, rest || item.name].filter(Boolean).join(" ");
  return size ? `${parts}, ${size}` : parts;
}

/** The name a subscription keeps of its package ('Chicco Pişik Kremi Çinko Oksitli 100 ml, Beden 4'). */
export const packageName = (item: { brand: string; name: string }, size: string | null): string =>
  [[item.brand, item.name].filter(Boolean).join(" "), size].filter(Boolean).join(", ");
