/** A comment as the back office reviews it (comments.server.ts reads it; /yonetim/yorumlar shows it). */
export type ReviewItem = {
  id: number;
  productName: string;
  productUrl: string;
  /** The member's own name (the back office sees who wrote it), and the name shown on the page. */
  memberName: string | null;
  shownName: string;
  showUser: boolean;
  rating: number;
  body: string;
  purchased: boolean;
  createdAt: string;
  status: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
};
