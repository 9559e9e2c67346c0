/** Demo mode's outbox (PRODUCT.md): GET /__dev/outbox lists outgoing SMS and e-mail as JSON. */
import { describe, expect, it } from "vitest";
import { getJson } from "../support/http";

type Message = { channel: "sms" | "email"; to: string; subject: string; body: string; createdAt: string };

describe("GET /__dev/outbox (demo mode)", () => {
  it("answers 200 with a JSON array of messages, newest first", async () => {
    const { response, body } = await getJson<Message[]>("/__dev/outbox");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(Array.isArray(body)).toBe(true);
    for (const message of body) {
      expect(["sms", "email"]).toContain(message.channel);
      expect(typeof message.to).toBe("string");
      expect(typeof message.body).toBe("string");
      expect(Number.isNaN(Date.parse(message.createdAt))).toBe(false);
    }
    const times = body.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
