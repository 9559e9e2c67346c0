import { describe, expect, it } from "vitest";
import { maskMobile } from "./registration-fields";

describe("the mobile phone mask '(5xx) xxx xx xx'", () => {
  it("formats as the shopper types", () => {
    expect(maskMobile("5")).toBe("(5");
    expect(maskMobile("532")).toBe("(532");
    expect(maskMobile("5321")).toBe("(532) 1");
    expect(maskMobile("5321234")).toBe("(532) 123 4");
    expect(maskMobile("532123456")).toBe("(532) 123 45 6");
    expect(maskMobile("5321234567")).toBe("(532) 123 45 67");
  });

  it("drops a leading 0 or +90, anything but digits, and digits past ten", () => {
    expect(maskMobile("0")).toBe("");
    expect(maskMobile("05321234567")).toBe("(532) 123 45 67");
    expect(maskMobile("+90 532 123 45 67")).toBe("(532) 123 45 67");
    expect(maskMobile("(532) 123 45 678")).toBe("(532) 123 45 67");
    expect(maskMobile("53a2")).toBe("(532");
  });
});
