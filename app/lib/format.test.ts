import { expect, it } from "vitest";
import { formatNorwegianDate } from "./format";

it("writes dates the Norwegian way", () => {
  expect(formatNorwegianDate("2026-01-01")).toBe("1. januar 2026");
  expect(formatNorwegianDate("2025-08-26")).toBe("26. august 2025");
  expect(formatNorwegianDate("2025-12-18")).toBe("18. desember 2025");
  expect(() => formatNorwegianDate("2025-13-01")).toThrow();
});
