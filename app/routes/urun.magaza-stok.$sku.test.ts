/** The store-stock call when the database fails: SistemHatası and the spec's generic message, never a crash. */
import { describe, expect, it, vi } from "vitest";
import type { Db } from "#app/db/client.server";
import { loader } from "./urun.magaza-stok.$sku";

const failingDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("connection lost");
    },
  },
) as unknown as Db;

describe("GET /urun/magaza-stok/{sku} on a database failure", () => {
  it("answers 500 with SistemHatası true and 'Beklenmedik bir hata oluştu, lütfen tekrar deneyin!'", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const args = {
      params: { sku: "MD-000001-01" },
      request: new Request("http://shop.test/urun/magaza-stok/MD-000001-01"),
      context: { db: failingDb },
    };
    const response = (await loader(args as unknown as Parameters<typeof loader>[0])) as Response;
    quiet.mockRestore();
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      success: false,
      reason: "Beklenmedik bir hata oluştu, lütfen tekrar deneyin!",
      message: "Beklenmedik bir hata oluştu, lütfen tekrar deneyin!",
      result: { StokBilgi: [], SistemHatası: true, Sehirler: [] },
    });
  });
});
