/** What Alarmlarım shows (alerts.server.ts reads it; components/member-lists/alerts-list.tsx draws it). */
export type MemberAlert = {
  productId: number;
  type: "price" | "stock";
  name: string;
  size: string | null;
  url: string;
  image: string;
  priceKurus: number;
  priceAtRequestKurus: number | null;
  inStock: boolean;
  notifiedAt: string | null;
  createdAt: string;
};

export type FavouriteChange = { productId: number; name: string; size: string | null; url: string; image: string; change: "cheaper" | "soldOut"; fromKurus: number | null; priceKurus: number };
