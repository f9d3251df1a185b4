import { uploadLimits } from "@meridian/contract";

const MAX_MB = uploadLimits.maxFileBytes / (1024 * 1024);

/** The part of a file name after its last dot, lower-cased; "" when it has none. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Why one chosen file cannot be uploaded, in the words of spec part 2 §5; null when it can. */
export function fileProblem(file: File): string | null {
  const extension = extensionOf(file.name);
  if (!(uploadLimits.extensions as readonly string[]).includes(extension)) {
    return extension
      ? `File type ".${extension}" is not supported.`
      : `File "${file.name}" has no file type. Use ${uploadLimits.extensions.join(", ")}.`;
  }
  if (file.size > uploadLimits.maxFileBytes) {
    return `File "${file.name}" is too large. Maximum size is ${MAX_MB}MB.`;
  }
  if (file.size === 0) return `File "${file.name}" is empty.`;
  return null;
}

export interface SelectionCheck {
  /** The files that may be added to the upload list. */
  accepted: File[];
  /** One message per refused file, or the one count message. */
  problems: string[];
}

/** The spec's words for a selection past the dialog's limit (part 2 §5). */
function tooManyFiles(maxFiles: number): string {
  return maxFiles === 1 ? "Only one file is allowed." : `Maximum ${maxFiles} files allowed.`;
}

/**
 * Checks files the student adds (picked or dropped) to the `alreadyChosen` ones. More than the
 * dialog takes (five; one in single-file mode) refuses the whole new selection ('Maximum 5 files
 * allowed.', 'Only one file is allowed.'); otherwise each file is checked on its own, so one wrong
 * file does not drop the good ones. The server checks again, and reads the bytes too.
 */
export function checkSelection(
  files: readonly File[],
  alreadyChosen = 0,
  maxFiles: number = uploadLimits.maxFilesPerSelection,
): SelectionCheck {
  if (files.length + alreadyChosen > maxFiles) {
    return { accepted: [], problems: [tooManyFiles(maxFiles)] };
  }
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = fileProblem(file);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  return { accepted, problems };
}
