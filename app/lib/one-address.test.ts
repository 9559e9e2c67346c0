import { describe, expect, it } from "vitest";
import { decideAddress, hostOf } from "./one-address";

const live = { publicOrigin: "https://www.minikdunya.com.tr", demo: false };
const demo = { publicOrigin: "http://localhost:3000", demo: true };

describe("one address", () => {
  it("serves the public host, whatever the case or the scheme's default port", () => {
    for (const host of ["www.minikdunya.com.tr", "WWW.MinikDunya.com.tr", "www.minikdunya.com.tr:443"]) {
      expect(decideAddress(host, live), host).toEqual({ serve: "https://www.minikdunya.com.tr" });
    }
    expect(decideAddress("localhost:3000", demo)).toEqual({ serve: "http://localhost:3000" });
  });

  it("sends every other name of a live shop elsewhere: the bare domain, loopback, forged and broken hosts", () => {
    for (const host of [
      "minikdunya.com.tr",
      "www.minikdunya.com.tr:8443",
      "localhost:3000",
      "127.0.0.1:3000",
      "[::1]:3000",
      "evil.example",
      "www.minikdunya.com.tr.",
      "a@www.minikdunya.com.tr",
      "www.minikdunya.com.tr/x",
      "",
      undefined,
    ]) {
      expect(decideAddress(host, live), String(host)).toEqual({ elsewhere: true });
    }
  });

  it("in demo mode serves each loopback name as itself, so cookies and form origins stay on the name typed", () => {
    expect(decideAddress("127.0.0.1:3000", demo)).toEqual({ serve: "http://127.0.0.1:3000" });
    expect(decideAddress("[::1]:3000", demo)).toEqual({ serve: "http://[::1]:3000" });
    expect(decideAddress("LOCALHOST:3000", demo)).toEqual({ serve: "http://localhost:3000" });
    // A port forwarded to the shop's (a container's -p 8080:3000) is still this machine's shop.
    expect(decideAddress("127.0.0.1:8080", demo)).toEqual({ serve: "http://127.0.0.1:8080" });
  });

  it("in demo mode still sends other names to the public address (a rebinding page cannot talk to the shop as itself)", () => {
    for (const host of ["evil.example:3000", "10.0.0.5:3000", "localhost.evil.example:3000", "127.0.0.2:3000"]) {
      expect(decideAddress(host, demo), host).toEqual({ elsewhere: true });
    }
  });

  it("reads only a plain host[:port] as a host", () => {
    expect(hostOf("shop.example:3000")?.host).toBe("shop.example:3000");
    for (const bad of ["shop.example\r\nX: y", "shop example", "http://shop.example", "shop.example?x", "shop.example#x"])
      expect(hostOf(bad), bad).toBeNull();
  });
});
