/** The address calls (spec section 7): city ids are plate codes, 34 is İstanbul. */
import { describe, expect, it } from "vitest";
import { getJson } from "../support/http";

type Place = { id: number; name: string };
type Answer = { success: boolean; result?: Place[]; reason?: string; message?: string };

describe("GET /address/ajax/get-district-by-city/{cityId}", () => {
  it("lists İstanbul's districts as {id, name}", async () => {
    const { response, body } = await getJson<Answer>("/address/ajax/get-district-by-city/34");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(body.success).toBe(true);
    expect(Array.isArray(body.result)).toBe(true);
    expect(body.result!.length).toBeGreaterThanOrEqual(39); // İstanbul has 39 districts
    for (const place of body.result!) {
      expect(typeof place.id === "number" || typeof place.id === "string").toBe(true);
      expect(typeof place.name).toBe("string");
    }
    const names = body.result!.map((d) => d.name);
    expect(names).toContain("Kadıköy");
    expect(names).toContain("Beşiktaş");
    expect(names).not.toContain("Çankaya"); // Ankara's
  });

  it("sorts the districts the Turkish way", async () => {
    const { body } = await getJson<Answer>("/address/ajax/get-district-by-city/34");
    const names = body.result!.map((d) => d.name);
    const sorted = [...names].sort(new Intl.Collator("tr").compare);
    expect(names).toEqual(sorted);
  });

  it.each(["99", "0", "abc", "34abc", "-1"])("refuses city %s with success:false, not a server error", async (city) => {
    const { response, body } = await getJson<Answer>(`/address/ajax/get-district-by-city/${city}`);
    expect(response.status).toBeLessThan(500);
    expect(body.success).toBe(false);
  });
});

describe("GET /address/ajax/get-town-by-district/{districtId}", () => {
  it("lists the neighbourhoods of Kadıköy", async () => {
    const { body: districts } = await getJson<Answer>("/address/ajax/get-district-by-city/34");
    const kadikoy = districts.result?.find((d) => d.name === "Kadıköy");
    expect(kadikoy, "Kadıköy not in İstanbul's districts").toBeTruthy();

    const { response, body } = await getJson<Answer>(`/address/ajax/get-town-by-district/${kadikoy!.id}`);
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.result!.length).toBeGreaterThan(5);
    for (const town of body.result!) expect(town).toEqual(expect.objectContaining({ id: expect.anything(), name: expect.any(String) }));
    const folded = body.result!.map((t) => t.name.toLocaleLowerCase("tr-TR"));
    expect(folded.some((n) => n.includes("moda") || n.includes("caferağa") || n.includes("fenerbahçe"))).toBe(true);
  });

  it.each(["999999999", "abc"])("refuses district %s with success:false, not a server error", async (district) => {
    const { response, body } = await getJson<Answer>(`/address/ajax/get-town-by-district/${district}`);
    expect(response.status).toBeLessThan(500);
    expect(body.success).toBe(false);
  });
});
