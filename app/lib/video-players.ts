/**
 * The two video players a page may frame (spec section 2 'video lightbox'): YouTube's no-cookie
 * player and Vimeo's. One list for the rule that turns a product's video address into a player
 * (domain/catalog/video-embed.ts) and for the Content-Security-Policy's frame-src
 * (content-security-policy.server.ts), so a player is never embedded that the policy blocks.
 */
export const YOUTUBE_PLAYER = "https://www.youtube-nocookie.com";
export const VIMEO_PLAYER = "https://player.vimeo.com";

/** The player origins the CSP's frame-src allows. */
export const VIDEO_FRAME_ORIGINS = [YOUTUBE_PLAYER, VIMEO_PLAYER] as const;
