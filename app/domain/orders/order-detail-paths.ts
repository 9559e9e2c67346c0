/** The order detail calls (spec section 7), as the pages ask them. */
export const storeOrderDetailPath = (orderNumber: string, storeCode: string) =>
  `/ajax/get-order-detail-by-store/${encodeURIComponent(orderNumber)}?${new URLSearchParams({ storeCode })}`;
