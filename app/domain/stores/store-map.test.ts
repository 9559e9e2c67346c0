import { describe, expect, it } from "vitest";
import { directionsUrl, formatCoordinates, MAP_HEIGHT, MAP_WIDTH, project, TURKEY_PATHS } from "./store-map";

describe("the stores' map", () => {
  it("places stores west to east and north to south inside the frame", () => {
    const istanbul = project(41.0431, 29.0052);
    const ankara = project(39.9208, 32.8541);
    const izmir = project(38.4561, 27.1102);
    const diyarbakir = project(37.9402, 40.1703);
    expect(istanbul.x).toBeLessThan(ankara.x);
    expect(izmir.x).toBeLessThan(istanbul.x);
    expect(ankara.x).toBeLessThan(diyarbakir.x);
    expect(istanbul.y).toBeLessThan(ankara.y);
    expect(ankara.y).toBeLessThan(izmir.y);
    for (const p of [istanbul, ankara, izmir, diyarbakir]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(MAP_WIDTH);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(MAP_HEIGHT);
    }
  });

  it("keeps a point outside Türkiye on the frame's edge, and draws the two landmasses", () => {
    expect(project(60, 10)).toEqual({ x: 0, y: 0 });
    const corner = project(0, 90);
    expect(corner.x).toBeCloseTo(MAP_WIDTH, 0);
    expect(corner.y).toBe(MAP_HEIGHT);
    expect(TURKEY_PATHS).toHaveLength(2);
    for (const d of TURKEY_PATHS) expect(d).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/);
  });

  it("writes coordinates the Turkish way and builds directions from them only", () => {
    expect(formatCoordinates(38.4602, 27.2201)).toBe("38,46020° K, 27,22010° D");
    expect(directionsUrl(38.4602, 27.2201)).toBe("https://www.google.com/maps/dir/?api=1&destination=38.460200,27.220100");
  });
});
