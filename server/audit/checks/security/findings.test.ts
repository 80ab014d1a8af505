import { describe, expect, it } from "vitest";
import { code, severityFor } from "./findings.ts";

describe("a test's severity", () => {
  it("is a problem from −20 points, a warning for any other penalty or failed test, else good", () => {
    const test = (modifier: number, pass: boolean) => ({ id: "t", result: "r", modifier, pass });
    expect(severityFor(test(-20, false))).toBe("problem");
    expect(severityFor(test(-50, true))).toBe("problem");
    expect(severityFor(test(-19, true))).toBe("warning");
    expect(severityFor(test(0, false))).toBe("warning");
    expect(severityFor(test(0, true))).toBe("good");
    expect(severityFor(test(5, true))).toBe("good");
  });

  it("quotes code in Norwegian quotation marks", () => {
    expect(code("X-Content-Type-Options: nosniff")).toBe("«X-Content-Type-Options: nosniff»");
  });
});
