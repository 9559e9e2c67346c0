import { describe, expect, it } from "vitest";
import { addMonths, ageText, compareDates, daysInMonth, isRealDate, todayInTurkey, toWholeNumber, yearOptions } from "#app/lib/birth-date";
import { KID_INCOMPLETE, KID_INVALID_DATE, KID_TOO_OLD, makeKidSchema, validateKid } from "./kid.schema";
import { BABY_INCOMPLETE, BABY_INVALID_DATE, BABY_OUT_OF_RANGE, makeBabySchema, validateBaby } from "./baby.schema";

const today = { day: 15, month: 6, year: 2025 };
const kid = makeKidSchema(() => today);
const baby = makeBabySchema(() => today);
const k = (over: Record<string, unknown> = {}) =>
  validateKid({ name: "Ayşe Nur", gender: "", day: "3", month: "5", year: "2021", ...over }, kid);
const b = (over: Record<string, unknown> = {}) => validateBaby({ day: "3", month: "5", year: "2025", ...over }, baby);

describe("birth dates", () => {
  it("knows real calendar days and leap years", () => {
    expect(isRealDate({ day: 29, month: 2, year: 2024 })).toBe(true);
    expect(isRealDate({ day: 29, month: 2, year: 2023 })).toBe(false);
    expect(isRealDate({ day: 29, month: 2, year: 2000 })).toBe(true);
    expect(isRealDate({ day: 29, month: 2, year: 1900 })).toBe(false);
    expect(isRealDate({ day: 31, month: 2, year: 2024 })).toBe(false);
    expect(isRealDate({ day: 31, month: 4, year: 2024 })).toBe(false);
    expect(isRealDate({ day: 31, month: 12, year: 2024 })).toBe(true);
    expect(isRealDate({ day: 0, month: 1, year: 2024 })).toBe(false);
    expect(daysInMonth(2, 2100)).toBe(28);
  });

  it("adds months across years and compares dates", () => {
    expect(addMonths(today, 10)).toEqual({ day: 15, month: 4, year: 2026 });
    expect(addMonths(today, -36)).toEqual({ day: 15, month: 6, year: 2022 });
    expect(addMonths({ day: 31, month: 1, year: 2025 }, -1)).toEqual({ day: 31, month: 12, year: 2024 });
    expect(compareDates({ day: 1, month: 1, year: 2025 }, { day: 31, month: 12, year: 2024 })).toBeGreaterThan(0);
  });

  it("reads select values and says how old a child is", () => {
    expect(toWholeNumber("07")).toBe(7);
    expect(toWholeNumber(" 2021 ")).toBe(2021);
    for (const bad of ["", "abc", "1.5", "-3", null, undefined, 2.5, "12345"]) expect(toWholeNumber(bad)).toBeUndefined();
    expect(ageText({ day: 1, month: 6, year: 2025 }, today)).toBe("Yeni doğan");
    expect(ageText({ day: 16, month: 12, year: 2024 }, today)).toBe("5 aylık");
    expect(ageText({ day: 15, month: 6, year: 2021 }, today)).toBe("4 yaşında");
    expect(ageText({ day: 1, month: 9, year: 2025 }, today)).toBe("Doğum bekleniyor");
    expect(yearOptions(today, 2, 1, 2010)).toEqual([2026, 2025, 2024, 2023, 2010]);
  });

  it("takes today in Türkiye, not the machine's time zone", () => {
    expect(todayInTurkey(new Date("2024-12-31T21:30:00Z"))).toEqual({ day: 1, month: 1, year: 2025 });
    expect(todayInTurkey(new Date("2024-12-31T20:30:00Z"))).toEqual({ day: 31, month: 12, year: 2024 });
  });
});

describe("kid schema", () => {
  it("accepts a complete kid, with Turkish letters and an optional gender", () => {
    expect(k()).toEqual({ ok: true, data: { name: "Ayşe Nur", gender: null, day: 3, month: 5, year: 2021 } });
    expect(k({ name: "  Çağrı   İlkşen ", gender: "E", day: 29, month: 2, year: 2024 })).toEqual({
      ok: true,
      data: { name: "Çağrı İlkşen", gender: "E", day: 29, month: 2, year: 2024 },
    });
  });

  it("answers the spec's message for every missing or short field", () => {
    for (const over of [
      { name: "" },
      { name: "A" },
      { name: " Ö " },
      { day: "" },
      { month: "" },
      { year: "" },
      { day: "32" },
      { month: "13" },
      { year: "abc" },
      { gender: "X" },
    ]) {
      const v = k(over);
      expect(v.ok, JSON.stringify(over)).toBe(false);
      if (!v.ok) expect(v.reason).toBe(KID_INCOMPLETE);
    }
    const all = validateKid({}, kid);
    expect(all).toEqual({
      ok: false,
      reason: KID_INCOMPLETE,
      errors: { name: KID_INCOMPLETE, day: KID_INCOMPLETE, month: KID_INCOMPLETE, year: KID_INCOMPLETE },
    });
  });

  it("keeps a name of letters only", () => {
    const v = k({ name: "Ali2" });
    expect(v).toMatchObject({ ok: false, reason: KID_INCOMPLETE, errors: { name: "Bu alana yalnızca harf girebilirsiniz." } });
  });

  it("refuses impossible days, leap-year mistakes and the future", () => {
    for (const [day, month, year] of [
      [31, 2, 2024],
      [30, 2, 2024],
      [29, 2, 2023],
      [31, 4, 2022],
      [16, 6, 2025],
      [1, 7, 2025],
      [1, 1, 2026],
    ]) {
      expect(k({ day, month, year })).toEqual({ ok: false, reason: KID_INCOMPLETE, errors: { birth: KID_INVALID_DATE } });
    }
    expect(k({ day: 29, month: 2, year: 2024 }).ok).toBe(true);
    expect(k({ day: 15, month: 6, year: 2025 }).ok).toBe(true); // born today
  });

  it("refuses a child born more than 18 years ago", () => {
    expect(k({ day: 15, month: 6, year: 2007 }).ok).toBe(true); // 18 today
    expect(k({ day: 14, month: 6, year: 2007 })).toEqual({ ok: false, reason: KID_INCOMPLETE, errors: { birth: KID_TOO_OLD } });
    expect(k({ day: 1, month: 1, year: 1990 })).toMatchObject({ errors: { birth: KID_TOO_OLD } });
  });

  it("reports the name and a wrong date together", () => {
    expect(k({ name: "", day: 31, month: 2, year: 2024 })).toEqual({
      ok: false,
      reason: KID_INCOMPLETE,
      errors: { name: KID_INCOMPLETE, birth: KID_INVALID_DATE },
    });
  });
});

describe("baby schema", () => {
  it("accepts a birth up to 3 years ago and an expected birth up to 10 months ahead", () => {
    expect(b()).toEqual({ ok: true, data: { day: 3, month: 5, year: 2025 } });
    expect(b({ day: 15, month: 6, year: 2022 }).ok).toBe(true);
    expect(b({ day: 15, month: 4, year: 2026 }).ok).toBe(true);
    expect(b({ day: 29, month: 2, year: 2024 }).ok).toBe(true);
  });

  it("refuses missing parts, impossible days and dates out of range", () => {
    expect(validateBaby({ day: "", month: "5", year: "" }, baby)).toEqual({
      ok: false,
      reason: BABY_INCOMPLETE,
      errors: { day: BABY_INCOMPLETE, year: BABY_INCOMPLETE },
    });
    expect(b({ day: 31, month: 2, year: 2025 })).toEqual({ ok: false, reason: BABY_INVALID_DATE, errors: { birth: BABY_INVALID_DATE } });
    expect(b({ day: 29, month: 2, year: 2023 })).toMatchObject({ reason: BABY_INVALID_DATE });
    expect(b({ day: 14, month: 6, year: 2022 })).toEqual({ ok: false, reason: BABY_OUT_OF_RANGE, errors: { birth: BABY_OUT_OF_RANGE } });
    expect(b({ day: 16, month: 4, year: 2026 })).toMatchObject({ reason: BABY_OUT_OF_RANGE });
  });
});
