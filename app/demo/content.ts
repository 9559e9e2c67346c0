/**
 * The demo shop's fixed vocabulary: categories, brands, item templates, colours, stores,
 * campaigns, club events and comment texts. Pure data; the generator combines it deterministically.
 */
import type { IllustrationKind } from "#app/domain/catalog/illustration";
import type { ColourName } from "#app/domain/catalog/colours";
import { SHOP_SETTING_DEFAULTS } from "#app/domain/settings/shop-settings";

export type Area = "bebek" | "giyim" | "oyuncak" | "ev";

export type TopCategory = { slug: Area; name: string; color: string; description: string };

export const TOP_CATEGORIES: TopCategory[] = [
  { slug: "bebek", name: "Bebek", color: "#60a5fa", description: "Bebek arabasından mama sandalyesine, biberondan oto koltuğuna bebeğiniz için ihtiyacınız olan her şey." },
  { slug: "giyim", name: "Giyim", color: "#f472b6", description: "Yenidoğandan okul çağına pijama, body, elbise, tişört, mont ve ayakkabı." },
  { slug: "oyuncak", name: "Oyuncak", color: "#f59e0b", description: "Eğitici oyuncaklar, peluşlar, yapbozlar ve araç oyuncakları ile oyun dolu günler." },
  { slug: "ev", name: "Ev & Yaşam", color: "#34d399", description: "Çocuk odası için nevresim, havlu, dekorasyon, aydınlatma ve mutfak ürünleri." },
];

// ───────────────────────── sizes, ages, genders, colours ─────────────────────────

export type SizeScheme = "none" | "baby" | "newborn" | "kids" | "cm" | "shoeBaby" | "shoeKids" | "shoeAll" | "bedding" | "babyBedding" | "towel" | "plush" | "nappy" | "nappyPants";

export const SIZE_SCHEMES: Record<Exclude<SizeScheme, "none">, { sizes: string[]; min: number; max: number; standardChance?: number }> = {
  baby: { sizes: ["0-3 Ay", "3-6 Ay", "6-9 Ay", "9-12 Ay", "12-18 Ay", "18-24 Ay"], min: 3, max: 6 },
  newborn: { sizes: ["0-1 Ay", "0-3 Ay", "3-6 Ay"], min: 2, max: 3 },
  kids: { sizes: ["2 Yaş", "3 Yaş", "4 Yaş", "5 Yaş", "6 Yaş", "7 Yaş", "8 Yaş", "9 Yaş", "10 Yaş", "11 Yaş", "12 Yaş"], min: 4, max: 7 },
  cm: { sizes: ["68 cm", "74 cm", "80 cm", "86 cm", "92 cm", "98 cm", "104 cm", "110 cm", "116 cm", "122 cm"], min: 4, max: 6 },
  shoeBaby: { sizes: ["18", "19", "20", "21", "22", "23"], min: 4, max: 6 },
  shoeKids: { sizes: ["24", "25", "26", "27", "28", "29", "30", "31", "32", "33", "34", "35"], min: 5, max: 7 },
  shoeAll: { sizes: ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32", "33"], min: 5, max: 7 },
  bedding: { sizes: ["100x150 cm", "160x220 cm", "200x220 cm"], min: 1, max: 3 },
  babyBedding: { sizes: ["70x110 cm", "100x150 cm"], min: 1, max: 2 },
  towel: { sizes: ["50x90 cm", "70x140 cm", "90x150 cm"], min: 1, max: 3, standardChance: 0.4 },
  plush: { sizes: ["25 cm", "40 cm", "60 cm", "100 cm"], min: 1, max: 3, standardChance: 0.4 },
  // Nappy sizes as Turkish packs name them (1 Numara: newborn … 6 Numara: 15 kg and over).
  nappy: { sizes: ["1 Numara", "2 Numara", "3 Numara", "4 Numara", "5 Numara", "6 Numara"], min: 4, max: 6 },
  nappyPants: { sizes: ["4 Numara", "5 Numara", "6 Numara", "7 Numara"], min: 3, max: 4 },
};

/** The one-size value: the catalogue rule's (domain/catalog/catalog-aggregates.ts). */
export { STANDARD_SIZE } from "#app/domain/catalog/catalog-aggregates";

export const AGE_GROUPS = ["0-12 Ay", "1-3 Yaş", "3-6 Yaş", "6-12 Yaş"] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export type Gender = "Kız" | "Erkek" | "Unisex";

export const PALETTES = {
  gear: ["Gri", "Antrasit", "Siyah", "Bej", "Lacivert", "Haki", "Füme", "Kahverengi", "Krem", "Pembe", "Mavi", "Bordo"],
  pastel: ["Pembe", "Pudra", "Açık Mavi", "Mint", "Lila", "Krem", "Beyaz", "Ekru", "Sarı", "Somon", "Gri", "Bej"],
  bright: ["Kırmızı", "Mavi", "Yeşil", "Sarı", "Turuncu", "Mor", "Turkuaz", "Pembe", "Çok Renkli", "Çok Renkli"],
  girl: ["Pembe", "Pudra", "Lila", "Mor", "Somon", "Beyaz", "Ekru", "Sarı", "Kırmızı", "Mint", "Bordo"],
  boy: ["Mavi", "Açık Mavi", "Lacivert", "Gri", "Haki", "Yeşil", "Turuncu", "Antrasit", "Hardal", "Beyaz", "Kırmızı"],
  unisex: ["Beyaz", "Ekru", "Krem", "Sarı", "Mint", "Gri", "Bej", "Yeşil", "Turuncu", "Hardal", "Turkuaz"],
  home: ["Beyaz", "Krem", "Gri", "Pembe", "Mavi", "Mint", "Sarı", "Bej", "Lila", "Turkuaz", "Antrasit", "Pudra"],
} satisfies Record<string, ColourName[]>;

export type PaletteName = keyof typeof PALETTES;

/** Pattern words appended to clothing and textile names. */
export const MOTIFS = [
  "Ayıcık Desenli", "Yıldız Baskılı", "Tavşan Nakışlı", "Dinozor Desenli", "Çiçek Desenli", "Çizgili",
  "Puantiyeli", "Gökkuşağı Baskılı", "Bulut Desenli", "Uzay Temalı", "Kedi Baskılı", "Araba Desenli",
  "Kalp Desenli", "Orman Hayvanları", "Deniz Canlıları", "Kuzucuk Desenli", "Fil Desenli", "Zürafa Baskılı",
  "Ekose", "Düz Renk", "Kelebek Desenli", "Ördek Baskılı", "Şemsiye Desenli", "Aslan Baskılı", "Güneş Desenli",
];

// ───────────────────────── item templates per sub-category ─────────────────────────

export type GenderRule = Gender | "any" | null;

export type ItemTemplate = {
  /** Leading words of the name (e.g. 'Bebek Arabası', 'Çocuk Pijama Takımı'). */
  base: string;
  /** Middle words; one is picked, or none when `optionalVariant`. */
  variants: string[];
  optionalVariant?: boolean;
  /** Appends a pattern word (MOTIFS). */
  motif?: boolean;
  kind: IllustrationKind;
  /** List price range in TL. */
  price: [number, number];
  sizes: SizeScheme | SizeScheme[];
  gender: GenderRule;
  /** Age group; omitted for clothing (derived from the sizes) and for home goods (none). */
  age?: AgeGroup[];
  palette: PaletteName;
  vat?: 10 | 20;
  weight?: number;
};

export type SubCategory = {
  slug: string;
  name: string;
  area: Area;
  description: string;
  weight: number;
  vat: 10 | 20;
  features: string[];
  templates: ItemTemplate[];
};

const T = (t: ItemTemplate) => t;

export const SUB_CATEGORIES: SubCategory[] = [
  // ─── Bebek ───
  {
    slug: "bebek-arabasi",
    name: "Bebek Arabaları",
    area: "bebek",
    description: "Travel sistem, baston ve puset modelleriyle her yolculuğa uygun bebek arabaları.",
    weight: 5,
    vat: 20,
    features: [
      "Alüminyum gövdesi sayesinde hafif ve dayanıklıdır.",
      "Tek elle kolayca katlanır, bagajda az yer kaplar.",
      "Ayarlanabilir sırt dayama ve ayak desteği bebeğinizin konforunu artırır.",
      "Geniş güneşlik UV korumalıdır ve havalandırma penceresi bulunur.",
      "Beş noktalı emniyet kemeri ile güvenli bir yolculuk sunar.",
      "Amortisörlü tekerlekleri engebeli yollarda bile rahat bir sürüş sağlar.",
      "Geniş alışveriş sepeti günlük ihtiyaçlarınızı taşımanızı kolaylaştırır.",
    ],
    templates: [
      T({ base: "Bebek Arabası", variants: ["Çift Yönlü Travel Sistem", "Kabin Boy Baston", "Hafif Katlanır Baston", "Üç Tekerlekli Jogger", "Portbebeli Travel Sistem", "Tek Elle Katlanır", "Şehir Tipi Çift Yönlü", "Yenidoğan Uyumlu", "Lüks Alüminyum Gövdeli", "İkizler İçin Yan Yana"], kind: "stroller", price: [2499, 24999], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "gear", weight: 4 }),
      T({ base: "Puset", variants: ["Ultra Hafif Kabin Boy", "Katlanır Yağmurluklu", "Kompakt Şemsiye Tipi"], kind: "stroller", price: [1299, 6999], sizes: "none", gender: null, age: ["1-3 Yaş"], palette: "gear" }),
    ],
  },
  {
    slug: "mama-sandalyesi",
    name: "Mama Sandalyeleri",
    area: "bebek",
    description: "Ayarlanabilir, katlanabilir ve büyüyen mama sandalyeleri.",
    weight: 3,
    vat: 20,
    features: [
      "Yükseklik ve sırt ayarı ile her masaya uyum sağlar.",
      "Çıkarılabilir tepsisi bulaşık makinesinde yıkanabilir.",
      "Katlandığında ince yapısıyla mutfakta az yer kaplar.",
      "Kaymaz ayakları sayesinde sabit ve güvenlidir.",
      "Silinebilir minderi temizliği kolaylaştırır.",
    ],
    templates: [
      T({ base: "Mama Sandalyesi", variants: ["Ayarlanabilir Tepsili", "Ahşap Katlanabilir", "Portatif Seyahat Tipi", "Büyüyen 3 Fonksiyonlu", "Sallanır Fonksiyonlu", "Tekerlekli Yükseklik Ayarlı", "Kompakt Katlanır"], kind: "highchair", price: [799, 7999], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "gear" }),
      T({ base: "Portatif Mama Yükseltici", variants: ["Kemerli", "Kayışlı"], optionalVariant: true, kind: "highchair", price: [349, 1299], sizes: "none", gender: null, age: ["1-3 Yaş"], palette: "pastel" }),
    ],
  },
  {
    slug: "biberon-emzik",
    name: "Biberon & Emzik",
    area: "bebek",
    description: "Anti-kolik biberonlar, ortodontik emzikler ve alıştırma bardakları.",
    weight: 4,
    vat: 10,
    features: [
      "BPA içermeyen malzemeden üretilmiştir.",
      "Anti-kolik valf sistemi gaz sancısını azaltmaya yardımcı olur.",
      "Ortodontik ucu damak ve diş gelişimini destekler.",
      "Bulaşık makinesinde ve sterilizatörde güvenle temizlenebilir.",
      "Ergonomik tasarımı küçük ellerin kolayca tutmasını sağlar.",
    ],
    templates: [
      T({ base: "Biberon", variants: ["Geniş Ağızlı Anti-Kolik 260 ml", "Cam 120 ml", "Isı Sensörlü 300 ml", "Yenidoğan 150 ml", "Doğal Akışlı 330 ml 2'li"], kind: "bottle", price: [149, 699], sizes: "none", gender: null, age: ["0-12 Ay"], palette: "pastel", weight: 3 }),
      T({ base: "Emzik", variants: ["Silikon Ortodontik 0-6 Ay 2'li", "Gece Parlayan 6-18 Ay", "Kauçuk Tek Parça", "Yenidoğan Kelebek Model"], kind: "pacifier", price: [89, 299], sizes: "none", gender: null, age: ["0-12 Ay"], palette: "pastel", weight: 2 }),
      T({ base: "Alıştırma Bardağı", variants: ["Akıtmaz Pipetli 240 ml", "Çift Kulplu Yumuşak Uçlu", "360° Akıtmaz"], kind: "cup", price: [129, 399], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "bright" }),
      T({ base: "Emzik Askısı", variants: ["Ahşap Boncuklu", "Silikon Klipsli", "Örgü İsimlikli"], kind: "pacifier", price: [89, 249], sizes: "none", gender: null, age: ["0-12 Ay"], palette: "pastel" }),
    ],
  },
  {
    slug: "bebek-bakim",
    name: "Bebek Bakım",
    area: "bebek",
    description: "Bebek bezi, ıslak mendil, mama, şampuan, pişik kremi, banyo ve bakım çantaları ile bebek bakımı.",
    weight: 4,
    vat: 20,
    features: [
      "Dermatolojik olarak test edilmiştir.",
      "Paraben ve boya içermez, hassas ciltler için uygundur.",
      "Göz yakmayan formülü banyo saatini keyifli hale getirir.",
      "Su geçirmez iç yüzeyi kolayca silinir.",
      "Hafif yapısıyla seyahatte yanınızda taşıyabilirsiniz.",
    ],
    templates: [
      T({ base: "Bebek Şampuanı", variants: ["Göz Yakmayan 500 ml", "Papatya Özlü 300 ml", "Organik Saç ve Vücut 400 ml"], kind: "care", price: [89, 349], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "pastel" }),
      T({ base: "Pişik Kremi", variants: ["Çinko Oksitli 100 ml", "Doğal İçerikli 75 ml", "Badem Yağlı 150 ml"], kind: "care", price: [99, 299], sizes: "none", gender: null, age: ["0-12 Ay"], palette: "pastel" }),
      T({ base: "Bebek Bakım Çantası", variants: ["Sırt Tipi Termal Bölmeli", "Alt Açma Minderli", "Çok Gözlü Su Geçirmez"], kind: "box", price: [499, 1999], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "gear" }),
      T({ base: "Banyo Küveti", variants: ["Katlanabilir Termometreli", "Ergonomik Kaydırmaz", "Yenidoğan Fileli"], kind: "care", price: [399, 1499], sizes: "none", gender: null, age: ["0-12 Ay"], palette: "pastel" }),
      T({ base: "Dijital Ateş Ölçer", variants: ["Temassız Kızılötesi", "Esnek Uçlu"], kind: "care", price: [249, 1299], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "pastel" }),
      T({ base: "Tırnak Makası", variants: ["Yenidoğan Güvenlikli Set", "Işıklı Elektrikli Törpü"], kind: "care", price: [79, 499], sizes: "none", gender: null, age: ["0-12 Ay"], palette: "pastel" }),
      // What a family buys again and again (the subscription page, /abonelik, offers these).
      T({ base: "Bebek Bezi", variants: ["Ultra Kuru Jumbo Paket", "Hassas Ciltler İçin Mega Paket", "Islaklık Göstergeli Ekonomik Paket", "Gece Boyu Kuru Aylık Paket"], kind: "box", price: [249, 899], sizes: "nappy", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "pastel", weight: 3 }),
      T({ base: "Külot Bez", variants: ["Yürümeye Başlayanlar İçin Jumbo Paket", "Esnek Bel Bantlı Ekonomik Paket"], kind: "box", price: [299, 899], sizes: "nappyPants", gender: null, age: ["1-3 Yaş"], palette: "pastel" }),
      T({ base: "Islak Mendil", variants: ["Su Bazlı 12'li Paket", "Parfümsüz 3'lü Paket", "Organik Pamuk 6'lı Paket", "Kapaklı 100 Yaprak"], kind: "care", price: [59, 349], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "pastel", weight: 2 }),
      T({ base: "Devam Sütü", variants: ["2 Numara 800 g", "3 Numara 800 g", "Keçi Sütü Bazlı 400 g"], kind: "care", price: [399, 999], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "pastel", vat: 10 }),
      T({ base: "Bebek Maması", variants: ["Tahıllı Kaşık Maması 250 g", "Meyveli Yoğurtlu 200 g", "Sebzeli Pirinçli 6'lı Kavanoz"], kind: "care", price: [59, 299], sizes: "none", gender: null, age: ["0-12 Ay"], palette: "pastel", vat: 10 }),
    ],
  },
  {
    slug: "oto-koltugu",
    name: "Oto Koltukları",
    area: "bebek",
    description: "Ana kucağından yükselticiye, ECE ve i-Size onaylı oto koltukları.",
    weight: 3,
    vat: 20,
    features: [
      "ECE R44/04 ve i-Size standartlarına uygundur.",
      "Isofix bağlantısı ile kolay ve doğru montaj sağlar.",
      "Yan darbe koruması bebeğinizi yolculuk boyunca güvende tutar.",
      "Çok kademeli yatış pozisyonu uzun yolculuklarda konfor sunar.",
      "Kılıfı çıkarılabilir ve makinede yıkanabilir.",
    ],
    templates: [
      T({ base: "Oto Koltuğu", variants: ["Isofix 9-36 kg", "0-13 kg Ana Kucağı", "360° Dönebilen Isofix 0-18 kg", "Yükseltici 15-36 kg", "i-Size 40-150 cm", "Yatabilir 0-25 kg"], kind: "carseat", price: [1499, 14999], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş", "3-6 Yaş"], palette: "gear" }),
    ],
  },
  {
    slug: "besik-park-yatak",
    name: "Beşik & Park Yatak",
    area: "bebek",
    description: "Ahşap beşikler, anne yanı beşikler ve katlanır oyun parkları.",
    weight: 2,
    vat: 20,
    features: [
      "Masif ahşaptan üretilmiş, su bazlı boya ile boyanmıştır.",
      "Yükseklik ayarı sayesinde bebeğiniz büyüdükçe kullanılabilir.",
      "Kilitli tekerlekleri ile odadan odaya kolayca taşınır.",
      "Fileli yan panelleri hava sirkülasyonu sağlar.",
    ],
    templates: [
      T({ base: "Beşik", variants: ["Ahşap Sallanır", "Anne Yanı Ayarlanabilir", "Tekerlekli Portatif", "Büyüyen Karyola"], kind: "crib", price: [1999, 9999], sizes: "none", gender: null, age: ["0-12 Ay"], palette: "home" }),
      T({ base: "Oyun Parkı", variants: ["Katlanır Park Yatak 70x120", "Çift Katlı Taşıma Çantalı", "Oyuncak Barlı"], kind: "crib", price: [1299, 4999], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "gear" }),
    ],
  },

  // ─── Giyim ───
  {
    slug: "pijama",
    name: "Pijama Takımları",
    area: "giyim",
    description: "Pamuklu, kadife ve penye kız ve erkek çocuk pijama takımları.",
    weight: 5,
    vat: 10,
    features: [
      "%100 pamuklu kumaşı cildi nefes aldırır.",
      "Beli lastikli altı rahat bir uyku sağlar.",
      "Yıkamada çekme ve renk atma yapmaz.",
      "Yumuşak dokusuyla gece boyunca konfor sunar.",
      "Ribanalı bilekleri sayesinde gece açılmaz.",
    ],
    templates: [
      T({ base: "Pijama Takımı", variants: ["Pamuklu", "Uzun Kollu", "Kısa Kollu", "Kadife", "Penye", "Kışlık Welsoft", "Organik Pamuk"], optionalVariant: true, motif: true, kind: "pyjama", price: [149, 599], sizes: "kids", gender: "any", palette: "unisex", weight: 2 }),
      T({ base: "Çocuk Pijama Takımı", variants: ["Pamuklu", "Uzun Kollu", "Kısa Kollu", "Kadife", "Penye"], optionalVariant: true, motif: true, kind: "pyjama", price: [149, 599], sizes: "kids", gender: "any", palette: "unisex", weight: 3 }),
      T({ base: "Bebek Pijama Takımı", variants: ["Pamuklu", "Patikli", "Çıtçıtlı"], optionalVariant: true, motif: true, kind: "pyjama", price: [129, 449], sizes: "baby", gender: "any", palette: "pastel", weight: 2 }),
      T({ base: "Kız Çocuk Pijama Takımı", variants: ["Fırfırlı", "Dantel Yakalı", "Saten"], optionalVariant: true, motif: true, kind: "pyjama", price: [169, 649], sizes: "kids", gender: "Kız", palette: "girl" }),
      T({ base: "Erkek Çocuk Pijama Takımı", variants: ["Şortlu", "Uzun Kollu", "Süper Kahraman"], optionalVariant: true, motif: true, kind: "pyjama", price: [169, 649], sizes: "kids", gender: "Erkek", palette: "boy" }),
      T({ base: "Uyku Tulumu", variants: ["Kolsuz 2.5 Tog", "Çıtçıtlı Kışlık", "Müslin Yazlık"], motif: true, kind: "onesie", price: [249, 799], sizes: "baby", gender: "Unisex", palette: "pastel" }),
    ],
  },
  {
    slug: "body-zibin",
    name: "Body & Zıbın",
    area: "giyim",
    description: "Yenidoğan zıbın takımları, çıtçıtlı body ve tulumlar.",
    weight: 5,
    vat: 10,
    features: [
      "Organik pamuktan üretilmiştir, hassas bebek cildine uygundur.",
      "Alttan çıtçıtlı yapısı bez değişimini kolaylaştırır.",
      "Zarf yaka kesimi giydirip çıkarmayı pratik hale getirir.",
      "Dikiş yerleri dışa alınmıştır, cildi tahriş etmez.",
      "Yıkamada formunu korur.",
    ],
    templates: [
      T({ base: "Bebek Body", variants: ["Uzun Kollu 3'lü", "Kısa Kollu 2'li", "Çıtçıtlı Zarf Yaka", "Organik Pamuk", "Kruvaze"], motif: true, kind: "onesie", price: [89, 399], sizes: "baby", gender: "any", palette: "pastel", weight: 3 }),
      T({ base: "Zıbın Takımı", variants: ["5 Parça Hastane Çıkışı", "Yenidoğan 3 Parça", "Organik Pamuk 2 Parça"], motif: true, kind: "onesie", price: [149, 699], sizes: "newborn", gender: "any", palette: "pastel", weight: 2 }),
      T({ base: "Bebek Tulum", variants: ["Patikli", "Kapüşonlu Welsoft", "Fermuarlı", "Triko"], motif: true, kind: "onesie", price: [179, 699], sizes: ["baby", "cm"], gender: "any", palette: "pastel", weight: 2 }),
    ],
  },
  {
    slug: "elbise",
    name: "Elbise",
    area: "giyim",
    description: "Günlük, özel gün ve yazlık kız çocuk ve kız bebek elbiseleri.",
    weight: 3,
    vat: 10,
    features: [
      "Astarlı yapısı sayesinde rahat giyilir.",
      "Arkadan düğmeli kolay giyim sunar.",
      "Tül eteği ile özel günlerin vazgeçilmezi olacak.",
      "Pamuklu kumaşı gün boyu ferahlık sağlar.",
    ],
    templates: [
      T({ base: "Kız Çocuk Elbise", variants: ["Tütü Etekli", "Fırfırlı", "Kolsuz Yazlık", "Uzun Kollu Kadife", "Tül Detaylı Abiye", "Kot", "Örme Triko"], motif: true, kind: "dress", price: [199, 999], sizes: ["kids", "cm"], gender: "Kız", palette: "girl", weight: 3 }),
      T({ base: "Kız Bebek Elbise", variants: ["Külotlu", "Bandanalı Set", "Fiyonklu", "Gofre Kumaş"], motif: true, kind: "dress", price: [179, 699], sizes: ["baby", "cm"], gender: "Kız", palette: "girl", weight: 2 }),
    ],
  },
  {
    slug: "tisort",
    name: "Tişört",
    area: "giyim",
    description: "Baskılı, basic ve polo yaka çocuk tişörtleri.",
    weight: 4,
    vat: 10,
    features: [
      "Süprem pamuklu kumaşı yumuşacık bir dokuya sahiptir.",
      "Baskısı yıkamaya dayanıklıdır.",
      "Rahat kalıbı oyun sırasında hareket özgürlüğü sağlar.",
      "Ense etiketsiz tasarımı kaşıntı yapmaz.",
    ],
    templates: [
      T({ base: "Çocuk Tişört", variants: ["Bisiklet Yaka", "Polo Yaka", "Oversize", "Basic"], motif: true, kind: "tshirt", price: [99, 399], sizes: ["kids", "cm"], gender: "any", palette: "unisex", weight: 3 }),
      T({ base: "Erkek Çocuk Tişört", variants: ["Bisiklet Yaka", "Cepli", "Raglan Kollu"], motif: true, kind: "tshirt", price: [99, 399], sizes: "kids", gender: "Erkek", palette: "boy", weight: 2 }),
      T({ base: "Kız Çocuk Tişört", variants: ["Fırfır Kollu", "Crop", "Payetli"], motif: true, kind: "tshirt", price: [99, 399], sizes: "kids", gender: "Kız", palette: "girl", weight: 2 }),
      T({ base: "Bebek Tişört", variants: ["Kısa Kollu 2'li", "Uzun Kollu"], motif: true, kind: "tshirt", price: [89, 299], sizes: "baby", gender: "any", palette: "pastel" }),
    ],
  },
  {
    slug: "mont",
    name: "Mont & Yelek",
    area: "giyim",
    description: "Su itici, şişme ve polar astarlı çocuk montları ve yelekleri.",
    weight: 3,
    vat: 10,
    features: [
      "Su itici dış kumaşı yağmurlu günlerde korur.",
      "Polar astarı soğuk havalarda sıcak tutar.",
      "Çıkarılabilir kapüşonu çıtçıtlıdır.",
      "Reflektör detayları karanlıkta görünürlük sağlar.",
      "Fermuar koruması çeneyi tahriş etmez.",
    ],
    templates: [
      T({ base: "Çocuk Mont", variants: ["Kapüşonlu Su İtici", "Şişme Kışlık", "Polar Astarlı", "Hafif Yağmurluk", "Kürk Yakalı Parka"], kind: "jacket", price: [499, 2499], sizes: "kids", gender: "any", palette: "unisex", weight: 3 }),
      T({ base: "Çocuk Yelek", variants: ["Şişme", "Polar", "Örgü Düğmeli"], kind: "jacket", price: [249, 899], sizes: "kids", gender: "any", palette: "unisex" }),
      T({ base: "Bebek Mont", variants: ["Welsoft Astarlı", "Tulum Tipi Kar Montu", "Kapüşonlu Kulaklı"], kind: "jacket", price: [399, 1799], sizes: "baby", gender: "any", palette: "pastel" }),
    ],
  },
  {
    slug: "ayakkabi",
    name: "Ayakkabı",
    area: "giyim",
    description: "İlk adım ayakkabıları, spor ayakkabılar, panduflar ve botlar.",
    weight: 3,
    vat: 20,
    features: [
      "Esnek tabanı doğal yürüyüşü destekler.",
      "Cırtlı kapaması ile kolayca giyilip çıkarılır.",
      "Kaymaz tabanı güvenli adımlar attırır.",
      "Hakiki deri iç astarı ayağın nefes almasını sağlar.",
      "Ortopedik iç tabanı ayak sağlığını korur.",
    ],
    templates: [
      T({ base: "Çocuk Spor Ayakkabı", variants: ["Işıklı Taban", "Cırtlı", "Hafif Koşu", "Günlük Triko"], kind: "shoe", price: [349, 1499], sizes: "shoeKids", gender: "any", palette: "unisex", weight: 3 }),
      T({ base: "İlk Adım Ayakkabısı", variants: ["Deri", "Kaydırmaz Tabanlı", "Ortopedik", "Bilekli"], kind: "shoe", price: [299, 999], sizes: "shoeBaby", gender: "any", palette: "pastel", weight: 2 }),
      T({ base: "Çocuk Panduf", variants: ["Peluş Tavşan", "Kaydırmaz Tabanlı Ayıcık", "Örgü Ponponlu"], kind: "shoe", price: [149, 399], sizes: "shoeAll", gender: "any", palette: "pastel" }),
      T({ base: "Çocuk Yağmur Botu", variants: ["Kauçuk Desenli", "Astarlı", "Işıklı"], kind: "shoe", price: [249, 699], sizes: "shoeKids", gender: "any", palette: "bright" }),
      T({ base: "Çocuk Sandalet", variants: ["Cırtlı Deri", "Ortopedik Tabanlı", "Su Geçirmez"], kind: "shoe", price: [249, 799], sizes: "shoeAll", gender: "any", palette: "unisex" }),
    ],
  },

  // ─── Oyuncak ───
  {
    slug: "egitici-oyuncak",
    name: "Eğitici Oyuncaklar",
    area: "oyuncak",
    description: "Montessori, ahşap, bultak ve deney setleri ile öğrenirken eğlenceli oyunlar.",
    weight: 4,
    vat: 20,
    features: [
      "El-göz koordinasyonunu ve ince motor becerilerini geliştirir.",
      "Doğal ahşaptan, çocuk sağlığına uygun boyalarla üretilmiştir.",
      "Renkleri, şekilleri ve sayıları oynarken öğretir.",
      "Problem çözme ve yaratıcılık becerilerini destekler.",
      "CE belgelidir ve güvenlik testlerinden geçmiştir.",
    ],
    templates: [
      T({ base: "Oyuncak Ahşap Bultak", variants: ["Şekil Eşleştirme", "Geometrik 12 Parça", "Sayılar ve Renkler"], kind: "blocks", price: [149, 449], sizes: "none", gender: "Unisex", age: ["1-3 Yaş", "3-6 Yaş"], palette: "bright" }),
      T({ base: "Yapı Blokları", variants: ["100 Parça Büyük Boy", "Mıknatıslı 64 Parça", "Yumuşak Bebek Blokları 12'li", "Ahşap 50 Parça Kovalı"], kind: "blocks", price: [199, 1499], sizes: "none", gender: "Unisex", age: ["1-3 Yaş", "3-6 Yaş", "6-12 Yaş"], palette: "bright", weight: 2 }),
      T({ base: "Eğitici Abaküs", variants: ["Ahşap 100 Boncuklu", "Renkli Sayı Öğrenme"], kind: "blocks", price: [129, 349], sizes: "none", gender: "Unisex", age: ["3-6 Yaş"], palette: "bright" }),
      T({ base: "Oyuncak Ksilofon", variants: ["8 Tonlu Ahşap", "Çekçek Müzikli"], kind: "blocks", price: [149, 399], sizes: "none", gender: "Unisex", age: ["1-3 Yaş"], palette: "bright" }),
      T({ base: "Aktivite Küpü", variants: ["5 Fonksiyonlu Ahşap", "Işıklı Müzikli"], kind: "blocks", price: [399, 1299], sizes: "none", gender: "Unisex", age: ["0-12 Ay", "1-3 Yaş"], palette: "bright" }),
      T({ base: "Deney Seti", variants: ["Küçük Kimyager", "Kristal Yetiştirme", "Volkan Yapımı", "Güneş Sistemi Maketi"], kind: "box", price: [199, 599], sizes: "none", gender: "Unisex", age: ["6-12 Yaş"], palette: "bright" }),
    ],
  },
  {
    slug: "pelus",
    name: "Peluş Oyuncaklar",
    area: "oyuncak",
    description: "Uyku arkadaşı ayıcıklar, tavşanlar ve sevimli peluş hayvanlar.",
    weight: 4,
    vat: 20,
    features: [
      "Yumuşacık dokusuyla en iyi uyku arkadaşı olacak.",
      "Gözleri nakış işlemelidir, yenidoğanlar için güvenlidir.",
      "30 derecede makinede yıkanabilir.",
      "Antialerjik elyaf dolgu kullanılmıştır.",
    ],
    templates: [
      T({ base: "Peluş Ayıcık", variants: ["Uyku Arkadaşı", "Fiyonklu", "Kalpli", "Sarılma Boy"], kind: "teddy", price: [149, 1499], sizes: "plush", gender: "Unisex", age: ["0-12 Ay", "1-3 Yaş", "3-6 Yaş"], palette: "pastel", weight: 3 }),
      T({ base: "Peluş Tavşan", variants: ["Uzun Kulaklı", "Uyku Arkadaşı", "Müzikli"], kind: "teddy", price: [149, 899], sizes: "plush", gender: "Unisex", age: ["0-12 Ay", "1-3 Yaş"], palette: "pastel", weight: 2 }),
      T({ base: "Peluş Köpek", variants: ["Sevimli Kulaklı", "Sesli"], kind: "teddy", price: [149, 799], sizes: "plush", gender: "Unisex", age: ["1-3 Yaş", "3-6 Yaş"], palette: "home" }),
      T({ base: "Peluş Fil", variants: ["Ninni Çalan", "Işıklı Uyku Arkadaşı"], kind: "teddy", price: [199, 899], sizes: "plush", gender: "Unisex", age: ["0-12 Ay"], palette: "pastel" }),
      T({ base: "Peluş Dinozor", variants: ["Yeşil Şirin", "Kocaman Sarılma"], kind: "teddy", price: [199, 999], sizes: "plush", gender: "Unisex", age: ["3-6 Yaş"], palette: "bright" }),
    ],
  },
  {
    slug: "yapboz",
    name: "Yapboz & Puzzle",
    area: "oyuncak",
    description: "İlk yapbozlardan 3D puzzle'lara her yaşa uygun yapbozlar.",
    weight: 3,
    vat: 20,
    features: [
      "Kalın kartondan üretilmiş parçaları kolay yıpranmaz.",
      "Dikkat ve odaklanma becerisini geliştirir.",
      "Canlı renkli görselleri çocukların ilgisini çeker.",
      "Saklama kutusu sayesinde parçalar kaybolmaz.",
    ],
    templates: [
      T({ base: "Yapboz", variants: ["100 Parça Orman Hayvanları", "60 Parça Deniz Altı", "35 Parça Çiftlik", "500 Parça Türkiye Haritası", "Dev Yer Yapbozu 48 Parça", "24 Parça İlk Yapbozum"], kind: "puzzle", price: [99, 449], sizes: "none", gender: "Unisex", age: ["3-6 Yaş", "6-12 Yaş"], palette: "bright", weight: 3 }),
      T({ base: "Ahşap Yapboz", variants: ["Çiftlik Hayvanları", "Taşıtlar", "Harfler", "Meyveler"], kind: "puzzle", price: [99, 349], sizes: "none", gender: "Unisex", age: ["1-3 Yaş", "3-6 Yaş"], palette: "bright" }),
      T({ base: "3D Puzzle", variants: ["Galata Kulesi", "Kapadokya Balonları", "Uzay Mekiği", "Kız Kulesi"], kind: "puzzle", price: [199, 899], sizes: "none", gender: "Unisex", age: ["6-12 Yaş"], palette: "bright" }),
    ],
  },
  {
    slug: "arac-oyuncak",
    name: "Araç Oyuncakları",
    area: "oyuncak",
    description: "Tren setleri, uzaktan kumandalı arabalar ve iş makineleri.",
    weight: 4,
    vat: 20,
    features: [
      "Sağlam gövdesi darbelere karşı dayanıklıdır.",
      "Sesli ve ışıklı özellikleri oyunu canlandırır.",
      "Hayal gücünü ve rol yapma becerisini geliştirir.",
      "Pilleri kolayca değiştirilebilir, vidalı pil kapağı güvenlidir.",
    ],
    templates: [
      T({ base: "Oyuncak Ahşap Tren Seti", variants: ["Raylı 40 Parça", "Sekiz Şeklinde Ray", "Köprülü Büyük Set"], optionalVariant: true, kind: "train", price: [399, 1999], sizes: "none", gender: "Unisex", age: ["1-3 Yaş", "3-6 Yaş"], palette: "bright", weight: 2 }),
      T({ base: "Oyuncak Uzaktan Kumandalı Araba", variants: ["Şarjlı 1:16", "Dublörlü 360°", "Arazi Tipi"], kind: "car", price: [399, 2499], sizes: "none", gender: "Unisex", age: ["3-6 Yaş", "6-12 Yaş"], palette: "bright", weight: 2 }),
      T({ base: "Oyuncak İtfaiye Kamyonu", variants: ["Sesli Işıklı", "Merdivenli Büyük Boy"], kind: "car", price: [249, 999], sizes: "none", gender: "Unisex", age: ["3-6 Yaş"], palette: "bright" }),
      T({ base: "Oyuncak Çek Bırak Yarış Arabası", variants: ["6'lı Set", "Metal Döküm"], optionalVariant: true, kind: "car", price: [99, 399], sizes: "none", gender: "Unisex", age: ["3-6 Yaş"], palette: "bright" }),
      T({ base: "Oyuncak Lokomotif", variants: ["Pilli Işıklı", "Dumanlı Buharlı"], kind: "train", price: [199, 899], sizes: "none", gender: "Unisex", age: ["3-6 Yaş"], palette: "bright" }),
      T({ base: "Oyuncak İş Makinesi", variants: ["Kepçe", "Beton Mikseri", "Damperli Kamyon"], kind: "car", price: [149, 699], sizes: "none", gender: "Unisex", age: ["1-3 Yaş", "3-6 Yaş"], palette: "bright" }),
    ],
  },
  {
    slug: "bebek-oyuncak",
    name: "Oyuncak Bebekler",
    area: "oyuncak",
    description: "Konuşan bebekler, bez bebekler, bebek arabaları ve oyun evleri.",
    weight: 3,
    vat: 20,
    features: [
      "Yumuşak gövdesi sarılmak için idealdir.",
      "Kıyafetleri çıkarılabilir ve değiştirilebilir.",
      "Şefkat ve bakım oyunlarıyla duygusal gelişimi destekler.",
      "Saçları taranabilir ve şekillendirilebilir.",
    ],
    templates: [
      T({ base: "Oyuncak Bebek", variants: ["Konuşan 35 cm", "Mama Setli", "Ağlayan ve Gülen", "Banyo Bebeği", "Uyuyan Gözlü 40 cm", "Saçı Taranabilir"], kind: "doll", price: [249, 1499], sizes: "none", gender: "Unisex", age: ["1-3 Yaş", "3-6 Yaş"], palette: "girl", weight: 3 }),
      T({ base: "Bez Bebek", variants: ["Öykü", "Elif Örgü Saçlı", "Defne El Yapımı", "Şeker Kız"], kind: "doll", price: [199, 599], sizes: "none", gender: "Unisex", age: ["0-12 Ay", "1-3 Yaş"], palette: "girl", weight: 2 }),
      T({ base: "Oyuncak Bebek Arabası", variants: ["Katlanır Pusetli", "Çift Yönlü"], kind: "stroller", price: [299, 999], sizes: "none", gender: "Unisex", age: ["3-6 Yaş"], palette: "girl" }),
      T({ base: "Oyuncak Bebek Evi", variants: ["Ahşap 3 Katlı Mobilyalı", "Işıklı Rüya Evi"], kind: "box", price: [899, 3999], sizes: "none", gender: "Unisex", age: ["3-6 Yaş", "6-12 Yaş"], palette: "girl" }),
    ],
  },
  {
    slug: "acik-hava",
    name: "Açık Hava Oyuncakları",
    area: "oyuncak",
    description: "Toplar, kum oyuncakları ve bahçe eğlencesi.",
    weight: 2,
    vat: 20,
    features: [
      "Dış mekânda güneşe ve suya dayanıklıdır.",
      "Hareketli oyunlarla kaba motor becerilerini geliştirir.",
      "Hafif yapısıyla parka ve plaja kolayca taşınır.",
    ],
    templates: [
      T({ base: "Oyuncak Futbol Topu", variants: ["No:3 Dikişli", "Yumuşak Çocuk"], kind: "ball", price: [99, 399], sizes: "none", gender: "Unisex", age: ["3-6 Yaş", "6-12 Yaş"], palette: "bright" }),
      T({ base: "Plaj Topu", variants: ["Şişme 50 cm", "Gökkuşağı"], kind: "ball", price: [49, 149], sizes: "none", gender: "Unisex", age: ["1-3 Yaş", "3-6 Yaş"], palette: "bright" }),
      T({ base: "Zıplama Topu", variants: ["Kulplu 55 cm", "Hayvan Figürlü"], kind: "ball", price: [199, 499], sizes: "none", gender: "Unisex", age: ["3-6 Yaş"], palette: "bright" }),
      T({ base: "Kum Oyuncak Seti", variants: ["Kovalı 8 Parça", "Değirmenli", "Kalıplı Çantalı"], kind: "box", price: [99, 349], sizes: "none", gender: "Unisex", age: ["1-3 Yaş", "3-6 Yaş"], palette: "bright" }),
    ],
  },

  // ─── Ev & Yaşam ───
  {
    slug: "nevresim",
    name: "Nevresim Takımları",
    area: "ev",
    description: "Bebek ve çocuk odası için pamuk saten, ranforce ve müslin nevresim takımları.",
    weight: 4,
    vat: 20,
    features: [
      "%100 pamuk ranforce kumaştan üretilmiştir.",
      "Fermuarlı nevresimi kolay takılıp çıkarılır.",
      "Lastikli çarşafı yatağa tam oturur.",
      "60 derecede yıkamaya uygundur, rengi solmaz.",
    ],
    templates: [
      T({ base: "Bebek Nevresim Takımı", variants: ["Pamuk Saten", "Ranforce", "Müslin", "Organik Pamuk"], motif: true, kind: "bedding", price: [349, 1299], sizes: "babyBedding", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "home", weight: 2 }),
      T({ base: "Çocuk Nevresim Takımı", variants: ["Tek Kişilik", "Pamuk Saten", "Ranforce"], motif: true, kind: "bedding", price: [399, 1499], sizes: "bedding", gender: null, palette: "home", weight: 2 }),
      T({ base: "Nevresim Takımı", variants: ["Ranforce", "Pamuk Saten", "Penye"], motif: true, kind: "bedding", price: [499, 1999], sizes: "bedding", gender: null, palette: "home" }),
      T({ base: "Bebek Uyku Seti", variants: ["4 Parça Kenar Korumalı", "Yorgan Yastık Seti"], motif: true, kind: "bedding", price: [599, 2499], sizes: "babyBedding", gender: null, age: ["0-12 Ay"], palette: "home" }),
    ],
  },
  {
    slug: "havlu",
    name: "Havlu & Bornoz",
    area: "ev",
    description: "Kapüşonlu bebek havluları, çocuk bornozları ve havlu setleri.",
    weight: 3,
    vat: 20,
    features: [
      "Yüksek emicilikli pamuk havlu kumaştan üretilmiştir.",
      "Kapüşonu banyo sonrası başı sıcak tutar.",
      "Yumuşacık dokusu yıkadıkça daha da yumuşar.",
      "Askı halkası sayesinde kolayca asılır.",
    ],
    templates: [
      T({ base: "Bebek Havlu", variants: ["Kapüşonlu Ayıcık Kulaklı", "Müslin 4 Katlı", "Pamuklu Kundak"], kind: "towel", price: [149, 599], sizes: "towel", gender: null, age: ["0-12 Ay"], palette: "home", weight: 2 }),
      T({ base: "Çocuk Bornoz", variants: ["Kapüşonlu Pamuklu", "Welsoft", "Kadife"], motif: true, kind: "towel", price: [299, 899], sizes: "kids", gender: "any", palette: "home" }),
      T({ base: "Havlu Seti", variants: ["3'lü Pamuklu", "Jakarlı 2'li", "Bambu 4'lü"], kind: "towel", price: [299, 999], sizes: "none", gender: null, palette: "home" }),
    ],
  },
  {
    slug: "dekorasyon",
    name: "Dekorasyon",
    area: "ev",
    description: "Çocuk odası tabloları, duvar rafları ve saklama sepetleri.",
    weight: 3,
    vat: 20,
    features: [
      "Çocuk odasına sıcak ve neşeli bir hava katar.",
      "Duvara montaj aparatları pakete dahildir.",
      "Su bazlı boyalarla boyanmış, kokusuzdur.",
      "Katlanabilir yapısı kullanılmadığında az yer kaplar.",
    ],
    templates: [
      T({ base: "Çocuk Odası Tablo Seti", variants: ["3'lü Orman Hayvanları", "Çerçeveli Gökkuşağı", "2'li Balon", "Masal Kahramanları"], kind: "frame", price: [199, 799], sizes: "none", gender: null, palette: "home", weight: 2 }),
      T({ base: "Duvar Rafı", variants: ["Bulut Şekilli", "Ev Şekilli Ahşap", "Kitaplık Raflı"], kind: "frame", price: [249, 899], sizes: "none", gender: null, palette: "home" }),
      T({ base: "Oyuncak Saklama Sepeti", variants: ["Örgü Kulplu", "Katlanabilir Keçe", "Ayıcık Yüzlü"], kind: "box", price: [149, 599], sizes: "none", gender: null, palette: "home", weight: 2 }),
      T({ base: "Dekoratif Hediye Kutusu", variants: ["Anı Kutusu Yenidoğan", "Ahşap Müzik Kutusu"], kind: "box", price: [199, 699], sizes: "none", gender: null, palette: "home" }),
    ],
  },
  {
    slug: "aydinlatma",
    name: "Aydınlatma & Işık",
    area: "ev",
    description: "Işıklı gece lambaları, projeksiyonlu lambalar ve çocuk odası avizeleri.",
    weight: 3,
    vat: 20,
    features: [
      "Göz yormayan yumuşak ışığı gece uykusunu bölmez.",
      "USB ile şarj edilir, kablosuz kullanılabilir.",
      "Zamanlayıcı özelliği ile kendiliğinden kapanır.",
      "Dokunmatik kontrolü ile ışık seviyesi ayarlanır.",
      "LED ampulü ısınmaz, enerji tasarrufu sağlar.",
    ],
    templates: [
      T({ base: "Işıklı Gece Lambası", variants: ["Yıldız", "Ay Şekilli", "Bulut", "Uyku Arkadaşı Ayıcık", "Dokunmatik Renk Değiştiren"], kind: "lamp", price: [149, 699], sizes: "none", gender: null, palette: "home", weight: 3 }),
      T({ base: "Işık Projeksiyonlu Gece Lambası", variants: ["Yıldızlı Gökyüzü", "Okyanus Dalgası"], kind: "lamp", price: [299, 999], sizes: "none", gender: null, palette: "home" }),
      T({ base: "Çocuk Odası Avize", variants: ["Bulut", "Balon", "Uçak"], kind: "lamp", price: [599, 2499], sizes: "none", gender: null, palette: "home" }),
      T({ base: "Masa Lambası", variants: ["Şirin Ayıcık", "LED Göz Korumalı"], kind: "lamp", price: [299, 999], sizes: "none", gender: null, palette: "home" }),
      T({ base: "Dekoratif Işık Zinciri", variants: ["Pilli 3 m", "Pamuk Toplu 20 Led"], kind: "lamp", price: [99, 349], sizes: "none", gender: null, palette: "home" }),
    ],
  },
  {
    slug: "mutfak",
    name: "Mutfak & Beslenme",
    area: "ev",
    description: "Bebek tabak kaşık setleri, mataralar, beslenme çantaları ve mama önlükleri.",
    weight: 3,
    vat: 10,
    features: [
      "Gıdaya uygun, BPA içermeyen malzemeden üretilmiştir.",
      "Vakumlu tabanı masaya sabitlenir, devrilmez.",
      "Bulaşık makinesinde yıkanabilir.",
      "Sızdırmaz kapağı çantada güvenle taşınır.",
    ],
    templates: [
      T({ base: "Bebek Tabak Kaşık Seti", variants: ["Bambu", "Silikon Vakumlu", "Paslanmaz Çelik"], kind: "cup", price: [149, 599], sizes: "none", gender: null, age: ["0-12 Ay", "1-3 Yaş"], palette: "pastel", weight: 2 }),
      T({ base: "Çocuk Matara", variants: ["500 ml Paslanmaz Çelik", "Pipetli 350 ml", "Termos 400 ml"], kind: "cup", price: [149, 599], sizes: "none", gender: null, age: ["3-6 Yaş", "6-12 Yaş"], palette: "bright", weight: 2 }),
      T({ base: "Beslenme Çantası", variants: ["Termal Astarlı", "Sırt Askılı", "Bölmeli Saklama Kaplı"], kind: "box", price: [199, 599], sizes: "none", gender: null, age: ["3-6 Yaş", "6-12 Yaş"], palette: "bright" }),
      T({ base: "Mama Önlüğü", variants: ["Silikon Cepli", "Su Geçirmez Kollu", "Müslin 3'lü"], kind: "cup", price: [79, 249], sizes: "none", gender: null, age: ["0-12 Ay"], palette: "pastel" }),
      T({ base: "Mama Hazırlama Makinesi", variants: ["Buharlı Pişirici Blender", "Dijital Biberon Isıtıcı"], kind: "bottle", price: [999, 3999], sizes: "none", gender: null, age: ["0-12 Ay"], palette: "pastel", vat: 20 }),
    ],
  },
];

// ───────────────────────── brands ─────────────────────────

/** A brand sells in the listed areas, or only in the listed sub-categories when `subs` is given. */
export type BrandDef = { name: string; areas?: Area[]; subs?: string[] };

export const BRANDS: BrandDef[] = [
  { name: "Chicco", subs: ["bebek-arabasi", "mama-sandalyesi", "biberon-emzik", "bebek-bakim", "oto-koltugu", "besik-park-yatak", "egitici-oyuncak", "arac-oyuncak"] },
  { name: "Joie", subs: ["bebek-arabasi", "mama-sandalyesi", "oto-koltugu", "besik-park-yatak"] },
  { name: "Kraft", subs: ["bebek-arabasi", "mama-sandalyesi", "oto-koltugu", "besik-park-yatak"] },
  { name: "Graco", subs: ["bebek-arabasi", "oto-koltugu", "mama-sandalyesi"] },
  { name: "Maxi-Cosi", subs: ["oto-koltugu", "bebek-arabasi"] },
  { name: "Minik Yol", subs: ["bebek-arabasi", "oto-koltugu"] },
  { name: "Bebe Konfor", areas: ["bebek"] },
  { name: "Kuzucuk Baby", areas: ["bebek", "giyim"] },
  { name: "Pamuk Bebe", areas: ["bebek", "giyim"] },
  { name: "Şirin Bebe", areas: ["bebek", "giyim"] },
  { name: "Süt Dişi", subs: ["biberon-emzik", "mutfak", "bebek-bakim"] },
  { name: "Uykucu", subs: ["besik-park-yatak", "nevresim", "pijama", "aydinlatma"] },
  { name: "Zeytin Dalı Organik", subs: ["bebek-bakim", "mutfak", "body-zibin"] },
  { name: "Mis Bebek", subs: ["bebek-bakim", "havlu"] },
  { name: "Minik Adım", subs: ["ayakkabi"] },
  { name: "Neşeli Adımlar", subs: ["ayakkabi"] },
  { name: "Güneş Çocuk", areas: ["giyim"] },
  { name: "Pıtırcık", areas: ["giyim"] },
  { name: "Tontiş", areas: ["giyim"] },
  { name: "Papatya Kids", areas: ["giyim"] },
  { name: "Fıstık Kids", areas: ["giyim"] },
  { name: "Boncuk Bebe", subs: ["body-zibin", "pijama", "elbise", "tisort"] },
  { name: "Ilık Pamuk", subs: ["body-zibin", "pijama", "havlu", "nevresim"] },
  { name: "Mavi Balon", areas: ["giyim", "oyuncak"] },
  { name: "Çilek Kids", subs: ["elbise", "tisort", "pijama", "mont"] },
  { name: "Uğurböceği", areas: ["giyim"] },
  { name: "Çınar Ahşap", subs: ["egitici-oyuncak", "yapboz", "arac-oyuncak", "dekorasyon"] },
  { name: "Ağaç Ev Oyuncak", subs: ["egitici-oyuncak", "arac-oyuncak", "bebek-oyuncak"] },
  { name: "Hayal Kutusu", areas: ["oyuncak"] },
  { name: "Gökkuşağı Oyun", areas: ["oyuncak"] },
  { name: "Akıllı Tavşan", subs: ["egitici-oyuncak", "yapboz"] },
  { name: "Masal Dünyası", subs: ["pelus", "bebek-oyuncak", "yapboz"] },
  { name: "Tıkır Tıkır", subs: ["arac-oyuncak", "acik-hava", "egitici-oyuncak"] },
  { name: "Oyun Atölyesi", areas: ["oyuncak"] },
  { name: "Renkli Kutu", subs: ["yapboz", "egitici-oyuncak", "acik-hava"] },
  { name: "Yıldız Tozu", subs: ["pelus", "aydinlatma", "dekorasyon"] },
  { name: "Sevimli Ayı", subs: ["pelus"] },
  { name: "Dünya Çocuk", areas: ["oyuncak", "giyim"] },
  { name: "Öykü Home", areas: ["ev"] },
  { name: "İpek Ev", subs: ["nevresim", "havlu"] },
  { name: "Lavanta Home", areas: ["ev"] },
  { name: "Bulut Home", areas: ["ev"] },
  { name: "Işıltı Home", subs: ["aydinlatma", "dekorasyon"] },
  { name: "Elma Şekeri Home", subs: ["mutfak", "dekorasyon", "nevresim"] },
  { name: "Çam Kozası Dekor", subs: ["dekorasyon", "aydinlatma"] },
  { name: "Hüma Tekstil", subs: ["nevresim", "havlu"] },
  { name: "Küçük Şef", subs: ["mutfak", "mama-sandalyesi"] },
];

// ───────────────────────── description phrases ─────────────────────────

export const INTROS = [
  "{brand} imzalı {name}, günlük kullanım için özenle tasarlandı.",
  "{name}, {brand} güvencesiyle minik dünyanıza renk katıyor.",
  "{brand} markasının sevilen ürünlerinden {name} şimdi Minik Dünya'da.",
  "Kaliteli malzemesi ve şık tasarımıyla {name}, ailelerin tercihi.",
  "{name} ile hem pratik hem de keyifli anlar sizi bekliyor.",
];

export const CLOSINGS: Record<Area, string[]> = {
  bebek: ["Kullanım kılavuzunu dikkatle okuyunuz.", "Ürün 2 yıl garantilidir.", "Türkiye'nin her yerine hızlı kargo ile gönderilir."],
  giyim: ["Ürün 30 derecede yıkanabilir.", "Renkler ekran ayarlarına göre farklılık gösterebilir.", "Beden tablosunu incelemenizi öneririz."],
  oyuncak: ["36 ay altındaki çocuklar için uygun değildir; küçük parçalar içerir.", "Piller pakete dahil değildir.", "Bir yetişkin gözetiminde oynanmalıdır."],
  ev: ["Renkler ekran ayarlarına göre farklılık gösterebilir.", "Ürün özenle paketlenerek gönderilir.", "Çocuk odası için güvenli malzemeden üretilmiştir."],
};

// ───────────────────────── comments ─────────────────────────

export const COMMENT_FIRST_NAMES = [
  "Ayşe", "Fatma", "Zeynep", "Elif", "Merve", "Büşra", "Gülşen", "Öznur", "Çağla", "İrem", "Şeyma", "Özge",
  "Tuğba", "Hülya", "Derya", "Sevgi", "Ebru", "Nur", "Ümran", "Esra", "Mehmet", "Ahmet", "Burak", "Emre",
  "Gökhan", "Ümit", "Oğuz", "Çağrı", "İsmail", "Serkan", "Ilgaz", "Barış", "Deniz", "Can", "Selin", "Cansu",
];
export const SURNAME_INITIALS = ["A", "B", "C", "Ç", "D", "E", "G", "H", "I", "İ", "K", "M", "N", "O", "Ö", "S", "Ş", "T", "U", "Ü", "Y", "Z"];

export const COMMENT_TEXTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    "Ürün fotoğraftaki gibi, çok memnun kaldım.",
    "Kalitesi beklediğimden çok daha iyi, herkese tavsiye ederim.",
    "Kargo çok hızlıydı, paketleme de özenliydi.",
    "Çocuğum çok sevdi, her gün kullanıyoruz.",
    "İkinci kez sipariş verdim, yine çok beğendim.",
    "Hediye olarak aldım, çok beğenildi.",
    "Fiyatına göre harika bir ürün, teşekkürler Minik Dünya.",
    "Tam beden geldi, kumaşı yumuşacık.",
  ],
  4: [
    "Güzel ürün, fiyat/performans açısından başarılı.",
    "Beğendim ama kargo biraz geç geldi.",
    "Rengi fotoğraftakinden biraz daha açık ama yine de şık.",
    "Kullanışlı bir ürün, birkaç küçük eksiği var.",
    "Genel olarak memnunum, tavsiye ederim.",
  ],
  3: [
    "Beklediğim gibi, ne eksik ne fazla.",
    "Bedeni biraz büyük geldi, bir küçük beden almanızı öneririm.",
    "İdare eder, fiyatı biraz yüksek.",
  ],
  2: ["Dikişleri biraz özensiz, fiyatına göre idare eder.", "Ürün güzel ama paketleme yetersizdi."],
  1: ["Beklentimi karşılamadı, iade ettim.", "Ürün hasarlı geldi, değişim talep ettim."],
};

// ───────────────────────── stores ─────────────────────────

export type StoreDef = {
  cityId: number;
  district: string;
  label: string;
  type: "magaza" | "outlet" | "avm";
  street: string;
  phoneArea: string;
  lat: number;
  lon: number;
};

export const STORES: StoreDef[] = [
  { cityId: 34, district: "Kadıköy", label: "Kadıköy Bahariye Mağazası", type: "magaza", street: "Bahariye Caddesi No: 45", phoneArea: "0216", lat: 40.9872, lon: 29.0283 },
  { cityId: 34, district: "Beşiktaş", label: "Beşiktaş Çarşı Mağazası", type: "magaza", street: "Şair Nedim Caddesi No: 12", phoneArea: "0212", lat: 41.0431, lon: 29.0052 },
  { cityId: 34, district: "Ataşehir", label: "Ataşehir Meydan AVM Mağazası", type: "avm", street: "Atatürk Mahallesi, Ataşehir Bulvarı No: 7, Kat: 2", phoneArea: "0216", lat: 40.9923, lon: 29.1244 },
  { cityId: 34, district: "Bakırköy", label: "Bakırköy Sahil AVM Mağazası", type: "avm", street: "İncirli Caddesi No: 88, Kat: 1", phoneArea: "0212", lat: 40.9801, lon: 28.8721 },
  { cityId: 34, district: "Beylikdüzü", label: "Beylikdüzü Park AVM Mağazası", type: "avm", street: "Cumhuriyet Mahallesi, E-5 Yan Yol No: 3", phoneArea: "0212", lat: 41.0018, lon: 28.6402 },
  { cityId: 34, district: "Ümraniye", label: "Ümraniye Çarşı AVM Mağazası", type: "avm", street: "Alemdağ Caddesi No: 110, Kat: 0", phoneArea: "0216", lat: 41.0251, lon: 29.0998 },
  { cityId: 34, district: "Şişli", label: "Şişli Mecidiyeköy Mağazası", type: "magaza", street: "Büyükdere Caddesi No: 64", phoneArea: "0212", lat: 41.0672, lon: 28.9951 },
  { cityId: 34, district: "Pendik", label: "Pendik Outlet Mağazası", type: "outlet", street: "Kaynarca Mahallesi, Ankara Caddesi No: 211", phoneArea: "0216", lat: 40.8791, lon: 29.2583 },
  { cityId: 34, district: "Başakşehir", label: "Başakşehir Outlet Park Mağazası", type: "outlet", street: "Başak Mahallesi, Olimpiyat Bulvarı No: 14", phoneArea: "0212", lat: 41.0932, lon: 28.8021 },
  { cityId: 6, district: "Çankaya", label: "Çankaya Kızılay Mağazası", type: "magaza", street: "Atatürk Bulvarı No: 131", phoneArea: "0312", lat: 39.9208, lon: 32.8541 },
  { cityId: 6, district: "Yenimahalle", label: "Yenimahalle Batıkent AVM Mağazası", type: "avm", street: "Kardelen Mahallesi, İvedik Caddesi No: 52", phoneArea: "0312", lat: 39.9662, lon: 32.7403 },
  { cityId: 6, district: "Keçiören", label: "Keçiören Mağazası", type: "magaza", street: "Kızlarpınarı Caddesi No: 19", phoneArea: "0312", lat: 39.9803, lon: 32.8652 },
  { cityId: 6, district: "Etimesgut", label: "Etimesgut Outlet Mağazası", type: "outlet", street: "Eryaman Mahallesi, Yıldırım Beyazıt Caddesi No: 8", phoneArea: "0312", lat: 39.9482, lon: 32.6603 },
  { cityId: 35, district: "Karşıyaka", label: "Karşıyaka Çarşı Mağazası", type: "magaza", street: "Kemalpaşa Caddesi No: 36", phoneArea: "0232", lat: 38.4561, lon: 27.1102 },
  { cityId: 35, district: "Bornova", label: "Bornova Park AVM Mağazası", type: "avm", street: "Kazımdirik Mahallesi, Üniversite Caddesi No: 23", phoneArea: "0232", lat: 38.4602, lon: 27.2201 },
  { cityId: 35, district: "Konak", label: "Alsancak Kıbrıs Şehitleri Mağazası", type: "magaza", street: "Kıbrıs Şehitleri Caddesi No: 71", phoneArea: "0232", lat: 38.4371, lon: 27.1433 },
  { cityId: 35, district: "Çiğli", label: "Çiğli Outlet Mağazası", type: "outlet", street: "Ataşehir Mahallesi, Anadolu Caddesi No: 640", phoneArea: "0232", lat: 38.4972, lon: 27.0702 },
  { cityId: 16, district: "Nilüfer", label: "Nilüfer Özlüce AVM Mağazası", type: "avm", street: "Özlüce Mahallesi, Ahmet Taner Kışlalı Caddesi No: 5", phoneArea: "0224", lat: 40.2101, lon: 28.9802 },
  { cityId: 16, district: "Osmangazi", label: "Osmangazi Çarşı Mağazası", type: "magaza", street: "Altıparmak Caddesi No: 27", phoneArea: "0224", lat: 40.1882, lon: 29.0601 },
  { cityId: 7, district: "Muratpaşa", label: "Lara AVM Mağazası", type: "avm", street: "Güzeloba Mahallesi, Lara Caddesi No: 301", phoneArea: "0242", lat: 36.8702, lon: 30.7503 },
  { cityId: 7, district: "Konyaaltı", label: "Konyaaltı Sahil Mağazası", type: "magaza", street: "Liman Mahallesi, Akdeniz Bulvarı No: 92", phoneArea: "0242", lat: 36.8803, lon: 30.6401 },
  { cityId: 1, district: "Seyhan", label: "Seyhan Mağazası", type: "magaza", street: "Reşatbey Mahallesi, Atatürk Caddesi No: 44", phoneArea: "0322", lat: 36.9902, lon: 35.3301 },
  { cityId: 1, district: "Çukurova", label: "Çukurova Park AVM Mağazası", type: "avm", street: "Güzelyalı Mahallesi, Turgut Özal Bulvarı No: 186", phoneArea: "0322", lat: 37.0401, lon: 35.3002 },
  { cityId: 42, district: "Selçuklu", label: "Selçuklu Kule AVM Mağazası", type: "avm", street: "Feritpaşa Mahallesi, Kule Caddesi No: 8", phoneArea: "0332", lat: 37.9102, lon: 32.5003 },
  { cityId: 42, district: "Meram", label: "Meram Mağazası", type: "magaza", street: "Yenişehir Caddesi No: 51", phoneArea: "0332", lat: 37.8603, lon: 32.4502 },
  { cityId: 41, district: "İzmit", label: "İzmit Hürriyet Mağazası", type: "magaza", street: "Hürriyet Caddesi No: 63", phoneArea: "0262", lat: 40.7652, lon: 29.9403 },
  { cityId: 41, district: "Gebze", label: "Gebze Outlet Mağazası", type: "outlet", street: "Güzeller Mahallesi, İnönü Caddesi No: 17", phoneArea: "0262", lat: 40.8002, lon: 29.4303 },
  { cityId: 27, district: "Şehitkamil", label: "Şehitkamil AVM Mağazası", type: "avm", street: "İbrahimli Mahallesi, Mehmet Akif Ersoy Bulvarı No: 3", phoneArea: "0342", lat: 37.0802, lon: 37.3703 },
  { cityId: 38, district: "Melikgazi", label: "Melikgazi Mağazası", type: "magaza", street: "Sivas Caddesi No: 28", phoneArea: "0352", lat: 38.7302, lon: 35.4903 },
  { cityId: 26, district: "Tepebaşı", label: "Tepebaşı Mağazası", type: "magaza", street: "Hoşnudiye Mahallesi, İsmet İnönü Caddesi No: 39", phoneArea: "0222", lat: 39.7802, lon: 30.5103 },
  { cityId: 55, district: "Atakum", label: "Atakum Sahil Mağazası", type: "magaza", street: "Atatürk Bulvarı No: 205", phoneArea: "0362", lat: 41.3302, lon: 36.2703 },
  { cityId: 61, district: "Ortahisar", label: "Trabzon Uzun Sokak Mağazası", type: "magaza", street: "Uzun Sokak No: 22", phoneArea: "0462", lat: 41.0052, lon: 39.7303 },
  { cityId: 33, district: "Mezitli", label: "Mezitli AVM Mağazası", type: "avm", street: "Viranşehir Mahallesi, GMK Bulvarı No: 611", phoneArea: "0324", lat: 36.7502, lon: 34.5303 },
  { cityId: 20, district: "Merkezefendi", label: "Denizli Çamlık Mağazası", type: "magaza", street: "Sırakapılar Mahallesi, Lise Caddesi No: 9", phoneArea: "0258", lat: 37.7802, lon: 29.0703 },
  { cityId: 48, district: "Bodrum", label: "Bodrum Outlet Mağazası", type: "outlet", street: "Konacık Mahallesi, Atatürk Caddesi No: 120", phoneArea: "0252", lat: 37.0402, lon: 27.4303 },
  { cityId: 59, district: "Çorlu", label: "Çorlu Omurtak Mağazası", type: "magaza", street: "Omurtak Caddesi No: 58", phoneArea: "0282", lat: 41.1602, lon: 27.8003 },
  { cityId: 21, district: "Kayapınar", label: "Kayapınar AVM Mağazası", type: "avm", street: "Diclekent Bulvarı No: 14", phoneArea: "0412", lat: 37.9402, lon: 40.1703 },
];

// ───────────────────────── campaigns, rewards, carriers, club ─────────────────────────

/** The rule a banner advertises (domain/campaigns/campaign-pricing.ts prices the basket with it). */
export type CampaignRuleDef =
  | { kind: "percent" | "basketPercent"; percent: number }
  | { kind: "buyXPayY"; buy: number; pay: number }
  | { kind: "basketAmount"; minKurus: number; amountKurus: number };

export type CampaignDef = {
  title: string;
  description: string;
  categoryValue: "giyim" | "bebek" | "oyuncak";
  /** The headline figure of the banner (%). */
  discountPercent: number;
  /** Its scope: this category and the ones under it. */
  categorySlug: string;
  rule: CampaignRuleDef;
  /** Hours from now until the end. */
  endsInHours: number;
  colorFrom: string;
  colorTo: string;
};

/** Every home banner is a real rule: what its words promise is what the basket takes off. */
export const CAMPAIGNS: CampaignDef[] = [
  { title: "Pijamalarda %30 İndirim", description: "Tüm pijama takımlarında sepette %30 indirim. Tatlı rüyalar şimdi daha uygun!", categoryValue: "giyim", discountPercent: 30, categorySlug: "pijama", rule: { kind: "basketPercent", percent: 30 }, endsInHours: 5, colorFrom: "#8b5cf6", colorTo: "#ec4899" },
  { title: "Eğitici Oyuncaklarda Öğrenme Şenliği", description: "Ahşap bultaklar, yapı blokları ve deney setlerinde %25 indirim.", categoryValue: "oyuncak", discountPercent: 25, categorySlug: "egitici-oyuncak", rule: { kind: "percent", percent: 25 }, endsInHours: 19, colorFrom: "#f59e0b", colorTo: "#ef4444" },
  { title: "Bebek Arabalarında Sepette %15", description: "Travel sistem ve baston bebek arabalarında sepette ek %15 indirim fırsatı.", categoryValue: "bebek", discountPercent: 15, categorySlug: "bebek-arabasi", rule: { kind: "basketPercent", percent: 15 }, endsInHours: 32, colorFrom: "#0ea5e9", colorTo: "#6366f1" },
  { title: "Body ve Zıbınlarda 3 Al 2 Öde", description: "Yenidoğan body ve zıbın takımlarında üç ürün alana en ucuzu bizden.", categoryValue: "giyim", discountPercent: 33, categorySlug: "body-zibin", rule: { kind: "buyXPayY", buy: 3, pay: 2 }, endsInHours: 44, colorFrom: "#f472b6", colorTo: "#fb923c" },
  { title: "Peluş Oyuncaklarda 750 TL'ye 100 TL İndirim", description: "Uyku arkadaşı peluşlarda 750 TL ve üzeri sepete anında 100 TL indirim.", categoryValue: "oyuncak", discountPercent: 13, categorySlug: "pelus", rule: { kind: "basketAmount", minKurus: 75_000, amountKurus: 10_000 }, endsInHours: 58, colorFrom: "#fb7185", colorTo: "#f59e0b" },
  { title: "Mama Sandalyelerinde %20 İndirim", description: "Büyüyen ve katlanabilir mama sandalyelerinde %20 indirim.", categoryValue: "bebek", discountPercent: 20, categorySlug: "mama-sandalyesi", rule: { kind: "percent", percent: 20 }, endsInHours: 6 * 24 + 4, colorFrom: "#10b981", colorTo: "#0ea5e9" },
  { title: "Kış Montlarında %40 İndirim", description: "Su itici ve şişme çocuk montlarında soğuk günlere sıcak fiyatlar: %40 indirim.", categoryValue: "giyim", discountPercent: 40, categorySlug: "mont", rule: { kind: "percent", percent: 40 }, endsInHours: 9 * 24 + 10, colorFrom: "#1e3a8a", colorTo: "#0ea5e9" },
  { title: "Oto Koltuklarında Güvenli Yolculuk", description: "Isofix ve i-Size oto koltuklarında %20 indirim.", categoryValue: "bebek", discountPercent: 20, categorySlug: "oto-koltugu", rule: { kind: "percent", percent: 20 }, endsInHours: 16 * 24, colorFrom: "#334155", colorTo: "#6366f1" },
  { title: "Yapbozlarda Şahane Hafta Sonu", description: "Tüm yapboz ve 3D puzzle'larda sepette %20 indirim.", categoryValue: "oyuncak", discountPercent: 20, categorySlug: "yapboz", rule: { kind: "basketPercent", percent: 20 }, endsInHours: 30 * 24, colorFrom: "#22c55e", colorTo: "#eab308" },
];

export type RewardCampaignDef = { code: string; description: string; multiplier: number; amountKurus: number; ratio: number; endsInDays: number };

export const REWARD_CAMPAIGNS: RewardCampaignDef[] = [
  { code: "JOKER2X", description: "Bu alışverişinizde Joker puanlarınız 2 katı!", multiplier: 2, amountKurus: 0, ratio: 0, endsInDays: 12 },
  { code: "HEDIYE50", description: "500 TL ve üzeri alışverişinize 50 TL değerinde Joker puan hediye.", multiplier: 1, amountKurus: 5000, ratio: 0, endsInDays: 20 },
  { code: "YUZDE5", description: "Sepet tutarınızın %5'i kadar Joker puan kazanın.", multiplier: 1, amountKurus: 0, ratio: 5, endsInDays: 35 },
];

export const SHIPPING_COMPANIES = [
  { code: "yurtici", title: "Yurtiçi Kargo", name: "Yurtiçi Kargo", description: "1-3 iş günü içinde teslimat.", paymentMethods: ["creditCard", "moneyOrder", "bkmExpress"], trackingUrl: "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={code}" },
  { code: "aras", title: "Aras Kargo", name: "Aras Kargo", description: "1-3 iş günü içinde teslimat.", paymentMethods: ["creditCard", "moneyOrder", "bkmExpress"], trackingUrl: "https://www.araskargo.com.tr/trs_gonderi_sorgula.aspx?code={code}" },
  { code: "mng", title: "MNG Kargo", name: "MNG Kargo", description: "Kapıda nakit veya kredi kartı ile ödeme imkânı.", paymentMethods: ["creditCard", "moneyOrder", "bkmExpress", "podCash", "podCredit"], trackingUrl: "https://www.mngkargo.com.tr/gonderi-takip?code={code}" },
  { code: "ptt", title: "PTT Kargo", name: "PTT Kargo", description: "Türkiye'nin her köşesine teslimat.", paymentMethods: ["creditCard", "moneyOrder", "bkmExpress"], trackingUrl: "https://gonderitakip.ptt.gov.tr/Track/Verify?q={code}" },
  // MNG's cash-on-delivery service (PRODUCT.md: "a carrier that only takes payment at the door").
  { code: "mng-tahsilatli", title: "MNG Tahsilatlı Kargo", name: "MNG Kargo", description: "Ödemenizi teslimatta, kapıda nakit ya da kredi kartıyla yaparsınız.", paymentMethods: ["podCash", "podCredit"], trackingUrl: "https://www.mngkargo.com.tr/gonderi-takip?code={code}" },
];

/** The business values the demo shop stores: the code defaults (one home for each rule). */
export const SETTINGS: Record<string, number> = { ...SHOP_SETTING_DEFAULTS };

export type ClubEventDef = { title: string; description: string; storeIndex: number; inDays: number; hour: number; capacity: number; registered: number };

export const CLUB_EVENTS: ClubEventDef[] = [
  { title: "Bebek Masajı Atölyesi", description: "Uzman fizyoterapist eşliğinde 0-12 ay bebekler için masaj teknikleri. Minderinizi getirmeyi unutmayın.", storeIndex: 0, inDays: 4, hour: 11, capacity: 20, registered: 6 },
  { title: "Minik Şefler Mutfakta", description: "4-8 yaş çocuklar için sağlıklı atıştırmalık hazırlama atölyesi. Önlükler bizden!", storeIndex: 2, inDays: 6, hour: 14, capacity: 16, registered: 9 },
  { title: "Masal Saati: Uykucu Ayıcık", description: "Masal anlatıcımız Öykü ile 3-6 yaş çocuklar için interaktif masal saati.", storeIndex: 9, inDays: 8, hour: 11, capacity: 30, registered: 12 },
  { title: "Anne-Bebek Yogası", description: "Doğum sonrası anneler ve 2-10 aylık bebekleri için nefes ve esneme çalışması.", storeIndex: 13, inDays: 10, hour: 10, capacity: 15, registered: 4 },
  { title: "Emzirme ve Bebek Bakımı Semineri", description: "Ebe ve emzirme danışmanımızla yenidoğan bakımı üzerine soru-cevap buluşması.", storeIndex: 17, inDays: 12, hour: 13, capacity: 40, registered: 18 },
  { title: "Ahşap Oyuncak Boyama Şenliği", description: "Çocuklar kendi ahşap oyuncaklarını boyuyor, eve götürüyor. Tüm malzemeler dahil.", storeIndex: 3, inDays: 15, hour: 15, capacity: 24, registered: 10 },
  { title: "Ebeveynler İçin İlk Yardım Eğitimi", description: "Bebek ve çocuklarda boğulma, düşme ve yanıklarda ilk yardım uygulamaları.", storeIndex: 19, inDays: 18, hour: 11, capacity: 25, registered: 7 },
  { title: "Resim Atölyesi: Gökkuşağı Renkleri", description: "5-10 yaş çocuklar için sulu boya ile renk karıştırma atölyesi.", storeIndex: 23, inDays: 21, hour: 14, capacity: 20, registered: 3 },
  { title: "Uyku Düzeni Söyleşisi", description: "Çocuk uyku danışmanıyla bebeklerde uyku düzeni ve gece uyanmaları üzerine söyleşi.", storeIndex: 6, inDays: 25, hour: 19, capacity: 35, registered: 11 },
  { title: "Okula Hazırlık Oyun Günü", description: "Okul öncesi çocuklar için dikkat ve el becerisi oyunları; ebeveynlere bilgilendirme.", storeIndex: 25, inDays: 30, hour: 11, capacity: 18, registered: 2 },
];
