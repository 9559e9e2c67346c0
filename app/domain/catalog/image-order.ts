/**
 * How a catalogue item's pictures move (pure; catalogue-images.server.ts applies it under the
 * item's lock): the first picture is the main one.
 */
export const IMAGE_MOVES = ["main", "earlier", "later"] as const;
export type ImageMove = (typeof IMAGE_MOVES)[number];

export const isImageMove = (value: unknown): value is ImageMove =>
  typeof value === "string" && (IMAGE_MOVES as readonly string[]).includes(value);

/** The ids in their new order: `main` puts the id first, `earlier`/`later` swap it with its neighbour (no move past either end). */
export function movedOrder(ids: readonly number[], id: number, move: ImageMove): number[] {
  const order = [...ids];
  const at = order.indexOf(id);
  if (at < 0) return order;
  const to = move === "main" ? 0 : move === "earlier" ? Math.max(0, at - 1) : Math.min(order.length - 1, at + 1);
  order.splice(at, 1);
  order.splice(to, 0, id);
  return order;
}

/** The back office's form values for the moves (`intent`). */
const MOVE_OF_INTENT: Record<string, ImageMove> = { ana: "main", once: "earlier", sonra: "later" };

/** The move a form's `intent` asks for; null for anything else. */
export const imageMoveOf = (intent: unknown): ImageMove | null =>
  typeof intent === "string" && Object.hasOwn(MOVE_OF_INTENT, intent) ? MOVE_OF_INTENT[intent] : null;
