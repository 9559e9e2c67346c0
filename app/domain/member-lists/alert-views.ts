/** What Alarmlarım shows (alerts.server.ts reads it; components/member-lists/alerts-list.tsx draws it). */
import type { VariantView } from "./variant-columns";

export type MemberAlert = VariantView & {
  type: "price" | "stock";
  priceAtRequestKurus: number | null;
  notifiedAt: string | null;
  createdAt: string;
};

export type FavouriteChange = VariantView & { change: "cheaper" | "soldOut"; fromKurus: number | null };
