/**
 * A product video's address → the player to embed (spec section 2 'video lightbox', section 8
 * 'Unsupported or missing video URL: error'). Only YouTube and Vimeo are supported; the page's
 * Content-Security-Policy allows exactly their two player hosts in frame-src (lib/video-players.ts).
 *
 * Supported: youtube.com/watch?v={id}, youtu.be/{id}, youtube.com/shorts/{id}, youtube.com/embed/{id}
 * (also on www. and m.) → https://www.youtube-nocookie.com/embed/{id} (no cookies until
 * played); vimeo.com/{id}, player.vimeo.com/video/{id} → https://player.vimeo.com/video/{id}.
 * Anything else, or a missing address, is unsupported.
 */
import { VIMEO_PLAYER, YOUTUBE_PLAYER } from "#app/lib/video-players";

export const VIDEO_UNAVAILABLE = "Ürün videosu oynatılamıyor.";

export type VideoEmbed = { provider: "youtube" | "vimeo"; id: string; embedUrl: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);

const youtube = (id: string | undefined | null): VideoEmbed | null =>
  id && YOUTUBE_ID.test(id) ? { provider: "youtube", id, embedUrl: `${YOUTUBE_PLAYER}/embed/${id}` } : null;
const vimeo = (id: string | undefined | null): VideoEmbed | null =>
  id && VIMEO_ID.test(id) ? { provider: "vimeo", id, embedUrl: `${VIMEO_PLAYER}/video/${id}` } : null;

/** The embeddable player for a video address; null when missing or not supported. */
export function parseVideoEmbed(address: string | null | undefined): VideoEmbed | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return segments.length === 1 ? youtube(segments[0]) : null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") return youtube(url.searchParams.get("v"));
    if (segments.length === 2 && (segments[0] === "shorts" || segments[0] === "embed")) return youtube(segments[1]);
    return null;
  }
  if (VIMEO_HOSTS.has(host)) return segments.length === 1 ? vimeo(segments[0]) : null;
  if (host === "player.vimeo.com") return segments.length === 2 && segments[0] === "video" ? vimeo(segments[1]) : null;
  return null;
}
