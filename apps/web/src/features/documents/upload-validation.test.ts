import { describe, expect, it } from "vitest";
import { checkSelection, fileProblem } from "./upload-validation";

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe("fileProblem", () => {
  it("accepts pdf, doc, docx, jpg, jpeg and png, in any case", () => {
    for (const name of ["a.pdf", "b.DOC", "c.docx", "d.jpg", "e.JPEG", "f.png"]) {
      expect(fileProblem(file(name))).toBeNull();
    }
  });

  it("names a type that is not supported with the message of spec part 2 §5", () => {
    expect(fileProblem(file("page.html"))).toBe('File type ".html" is not supported.');
    expect(fileProblem(file("scan.tar.gz"))).toBe('File type ".gz" is not supported.');
    expect(fileProblem(file("README"))).toBe(
      'File "README" has no file type. Use pdf, doc, docx, jpg, jpeg, png.',
    );
  });

  it("refuses a file over 10 MB by name, and an empty file", () => {
    expect(fileProblem(file("exact.pdf", 10 * 1024 * 1024))).toBeNull();
    expect(fileProblem(file("big.pdf", 10 * 1024 * 1024 + 1))).toBe(
      'File "big.pdf" is too large. Maximum size is 10MB.',
    );
    expect(fileProblem(file("empty.pdf", 0))).toBe('File "empty.pdf" is empty.');
  });
});

describe("checkSelection", () => {
  it("keeps the good files and names each refused one", () => {
    const result = checkSelection([file("a.pdf"), file("b.exe"), file("c.png")]);
    expect(result.accepted.map((f) => f.name)).toEqual(["a.pdf", "c.png"]);
    expect(result.problems).toEqual(['File type ".exe" is not supported.']);
  });

  it("refuses more than 5 files in the dialog, counting those already chosen", () => {
    const six = Array.from({ length: 6 }, (_, i) => file(`f${i}.pdf`));
    expect(checkSelection(six)).toEqual({ accepted: [], problems: ["Maximum 5 files allowed."] });
    expect(checkSelection(six.slice(0, 5)).accepted).toHaveLength(5);
    expect(checkSelection(six.slice(0, 2), 4)).toEqual({
      accepted: [],
      problems: ["Maximum 5 files allowed."],
    });
  });
});
