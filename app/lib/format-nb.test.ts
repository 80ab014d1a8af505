import { describe, expect, it } from "vitest";
import { formatBytes, formatDuration, formatNumber, formatPercent } from "./format-nb.ts";

const plain = (text: string) => text.replaceAll("\u00a0", " ");

describe("Norwegian numbers in the audit report", () => {
  it("groups thousands with a space and uses a decimal comma", () => {
    expect(plain(formatNumber(1820))).toBe("1 820");
    expect(formatNumber(36.94)).toBe("36,9");
    expect(formatNumber(-2.5)).toBe("−2,5");
  });

  it("says one second in the singular and never «1 000 millisekunder»", () => {
    expect(plain(formatDuration(660))).toBe("660 millisekunder");
    expect(plain(formatDuration(997))).toBe("1 sekund");
    expect(plain(formatDuration(1020))).toBe("1 sekund");
    expect(plain(formatDuration(1060))).toBe("1,1 sekunder");
    expect(plain(formatDuration(11_700))).toBe("12 sekunder");
  });

  it("gives sizes in kB or MB and a space before the percent sign", () => {
    expect(plain(formatBytes(1800))).toBe("2 kB");
    expect(plain(formatBytes(2_900_000))).toBe("2,9 MB");
    expect(plain(formatPercent(150))).toBe("150 %");
  });
});
