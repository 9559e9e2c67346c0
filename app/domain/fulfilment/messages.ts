/**
 * The words of a parcel's journey (cargo tracking steps, shipment status descriptions) and of the
 * cargo tracking call (spec section 8). One home: the sandbox carrier, the demo progress and the
 * order views read them here.
 */
export const CARGO_TRACKING_ERROR = "Bir hata oluştu. Daha sonra tekrar deneyiniz.";

/** What a step to each status code says in the parcel's journey. */
export const STEP_DESCRIPTIONS: Record<number, string> = {
  1: "Siparişiniz hazırlanıyor",
  2: "Gönderi kargo şubesine teslim edildi",
  3: "Gönderi transfer merkezinde",
  9: "Gönderi alıcıya teslim edildi",
  10: "Gönderi komşuya / görevliye teslim edildi",
  11: "Gönderi şubeden teslim edildi",
  12: "Alıcı adreste bulunamadı",
  14: "Adres bulunamadı",
  13: "Gönderi müşteri isteğiyle iptal edildi",
  15: "Gönderi mağaza tarafından iptal edildi",
  999: "Gönderi mağazaya iade edildi",
};

export const stepDescription = (code: number): string => STEP_DESCRIPTIONS[code] ?? "Sipariş alındı";

/** Where the shop's own steps happen. */
export const WAREHOUSE_BRANCH = "Minik Dünya Depo";
export const TRANSFER_BRANCH = "İstanbul Transfer Merkezi";
/** The carrier branch that collects parcels from the warehouse. */
export const PICKUP_BRANCH = "Tuzla Şubesi";
