/**
 * The store pickup option's label (spec section 9: '10 TL ekstra puan hediye'), following the owner's
 * pickup bonus (1 point = 1 TL). Apart from checkout's messages so the header, on every page, does
 * not carry the checkout rules (and zod) into the shell's JavaScript.
 */
import { POINT_KURUS } from "./reward-rule";

export const pickupPointsLabel = (points: number) => `${(points * POINT_KURUS) / 100} TL ekstra puan hediye`;
