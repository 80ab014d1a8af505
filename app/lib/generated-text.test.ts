import { expect, it } from "vitest";
import { parseGeneratedText } from "./generated-text";

it("splits paragraphs on blank lines and on a literal backslash-n", () => {
  const text = "Første avsnitt.\n\nAndre avsnitt.\\nTredje avsnitt.";
  expect(parseGeneratedText(text).map((p) => p.map((s) => s.text).join(""))).toEqual([
    "Første avsnitt.",
    "Andre avsnitt.",
    "Tredje avsnitt.",
  ]);
});

it("joins single line breaks inside a paragraph and drops empty paragraphs", () => {
  expect(parseGeneratedText("En linje\nsom fortsetter.\n\n\n\n")).toEqual([
    [{ text: "En linje som fortsetter.", bold: false }],
  ]);
});

it("marks **bold** segments", () => {
  expect(parseGeneratedText("Du får **raskere sider** og **bedre** rangering.")).toEqual([
    [
      { text: "Du får ", bold: false },
      { text: "raskere sider", bold: true },
      { text: " og ", bold: false },
      { text: "bedre", bold: true },
      { text: " rangering.", bold: false },
    ],
  ]);
});

it("keeps markup as plain text for React to escape", () => {
  expect(parseGeneratedText('<script>alert(1)</script> **<img src=x onerror="x">**')).toEqual([
    [
      { text: "<script>alert(1)</script> ", bold: false },
      { text: '<img src=x onerror="x">', bold: true },
    ],
  ]);
});
