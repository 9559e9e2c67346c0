/** A gift list as Hediye Listelerim shows it (gift-lists.server.ts reads it). */
export type MemberGiftList = {
  id: number;
  name: string;
  /** 'YYYY-MM-DD', and the spec's expireDate.date. */
  expireDate: string;
  expired: boolean;
  address: { id: number; title: string } | null;
  itemCount: number;
  wanted: number;
  bought: number;
};
