/** SEO helpers for pages (client-safe): canonical addresses and shared meta tags. */
export { SHOP_NAME, canonicalUrl, isTrackingParam, seoMeta, type CanonicalOptions, type SeoInput } from "./canonical";
