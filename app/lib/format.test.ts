import { expect, it } from "vitest";
import { formatMegabytes, formatNorwegianDate, inSentence } from "./format";

it("writes dates the Norwegian way", () => {
  expect(formatNorwegianDate("2026-01-01")).toBe("1. januar 2026");
  expect(formatNorwegianDate("2025-08-26")).toBe("26. august 2025");
  expect(formatNorwegianDate("2025-12-18")).toBe("18. desember 2025");
  expect(() => formatNorwegianDate("2025-13-01")).toThrow();
});

it("shows file sizes in MB with two decimals", () => {
  expect(formatMegabytes(1024 * 1024 * 1.5)).toBe("1,50 MB");
  expect(formatMegabytes(123)).toBe("0,00 MB");
  expect(formatMegabytes(10 * 1024 * 1024)).toBe("10,00 MB");
});

it("puts a title inside a sentence, keeping acronyms and brand names", () => {
  expect(inSentence("Nettsider")).toBe("nettsider");
  expect(inSentence("SEO-optimalisering")).toBe("SEO-optimalisering");
  expect(inSentence("CI/CD og deployment")).toBe("CI/CD og deployment");
  expect(inSentence("ChatGPT og språkmodeller")).toBe("ChatGPT og språkmodeller");
  expect(inSentence("AI-løsninger")).toBe("AI-løsninger");
  expect(inSentence("WordPress-utvikling")).toBe("WordPress-utvikling");
  expect(inSentence("Drift og vedlikehold")).toBe("drift og vedlikehold");
});
