/**
 * A campaign's band behind white text (the home carousel, /kampanyalar): the manager's two colours
 * as a gradient, each end shaded as far as white text reads on it (WCAG AA, 4.5:1), since axe
 * cannot check text over a gradient and a light pick (amber, yellow) would leave it near 2:1.
 */
import { readableOnWhite } from "#app/lib/colour";

export const campaignBackground = (colorFrom: string, colorTo: string) =>
  `linear-gradient(120deg, ${readableOnWhite(colorFrom)}, ${readableOnWhite(colorTo)})`;
