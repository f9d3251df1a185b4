import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Columns carry the contract's types (`text().$type<…>()`, decision 084) and raw results are read
// through db/rows.ts, so no source file needs to tell the compiler what a row holds. This test
// keeps it so: it reads the source as text, since a cast leaves no trace in the compiled types.

const root = fileURLToPath(new URL("../../..", import.meta.url));
const contractSource = join(root, "packages/contract/src");

/** Every .ts/.tsx file under `dir` that is not a test or a test helper. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !/\.(test|pg-test|live-test)\.tsx?$/.test(file) && !/[\\/](test|node_modules|dist)[\\/]/.test(file),
    );
}

/** The file's code lines, numbered from 1, without comment lines (a comment may say "as Stripe does"). */
function codeLines(file: string): { line: number; text: string }[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((text, i) => ({ line: i + 1, text }))
    .filter(({ text }) => !/^\s*(\/\/|\/?\*)/.test(text));
}

const contractText = sourceFiles(contractSource)
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** The contract's closed vocabularies: the types of its `z.enum` schemas and of its `as const` lists. */
function contractEnumTypes(): string[] {
  const enumSchemas = new Set(
    [...contractText.matchAll(/export const (\w+)Schema = z\.enum\(/g)].map((m) => m[1]),
  );
  const fromSchemas = [...contractText.matchAll(/export type (\w+) = z\.infer<typeof (\w+)Schema>/g)]
    .filter((m) => enumSchemas.has(m[2] ?? ""))
    .map((m) => m[1] ?? "");
  const fromLists = [...contractText.matchAll(/export type (\w+) = \(typeof \w+\)\[number\]/g)].map(
    (m) => m[1] ?? "",
  );
  return [...new Set([...fromSchemas, ...fromLists])];
}

const contractTypes = new Set(
  [...contractText.matchAll(/export (?:type|interface) (\w+)/g)].map((m) => m[1]),
);

/**
 * A cast to a contract vocabulary: `as StudentStatus`, `as StudentStatus | null`, `as (typeof xs)[number]`,
 * or a field of a contract type (`as Purchase["provider"]`). A cast to a record of one
 * (`as Record<DocumentType, number>`, a count built from the contract's list) is not a row's value and
 * is not matched.
 */
function enumCastsIn(file: string, enumTypes: readonly string[]): string[] {
  const named = new RegExp(`\\bas\\s+(?:${enumTypes.join("|")})\\b(?!\\s*[<\\[])`);
  const listMember = /\bas\s+\(typeof\s+\w+\)\[number\]/;
  const field = /\bas\s+([A-Z]\w*)\["\w+"\]/;
  return codeLines(file)
    .filter(({ text }) => {
      const indexed = field.exec(text);
      return named.test(text) || listMember.test(text) || (indexed !== null && contractTypes.has(indexed[1]));
    })
    .map(({ line, text }) => `${relative(root, file)}:${line}: ${text.trim()}`);
}

// Each `as unknown as` left says why the types cannot say it; a new one fails until it is listed.
const allowedDoubleCasts: Record<string, { count: number; why: string }> = {
  "apps/server/src/db/client.ts": {
    count: 2,
    why: "each driver's database is typed with its own result kind; Db is the interface both offer",
  },
  "apps/server/src/lib/lazy-child-logger.ts": {
    count: 1,
    why: "a logger that implements the methods Fastify calls, not pino's whole type (decision 088)",
  },
  "apps/server/src/lib/register-endpoint.ts": {
    count: 1,
    why: "a list's envelope schema typed as the plain envelope for the route's type provider",
  },
  "apps/server/src/realtime/message-router.ts": {
    count: 2,
    why: "a Map cannot pair a message type with its handler's type; on() and onDeliver() do",
  },
  "apps/server/src/modules/community/community.repository.ts": {
    count: 2,
    why: "the page size is written into the statement's text (limitOf); limit() types only numbers",
  },
};

describe("no cast between a row and the contract", () => {
  it("finds the contract's vocabularies to look for", () => {
    // A rename in the contract must not make this test pass by finding nothing.
    expect(contractEnumTypes()).toEqual(
      expect.arrayContaining(["StudentStatus", "DocumentType", "EnglishTest"]),
    );
  });

  it("has no cast to a contract vocabulary in the server or the contract", () => {
    const enumTypes = contractEnumTypes();
    const files = [...sourceFiles(join(root, "apps/server/src")), ...sourceFiles(contractSource)];
    expect(files.flatMap((file) => enumCastsIn(file, enumTypes))).toEqual([]);
  });

  it("has no `as unknown as` in source beyond the listed ones", () => {
    const found: Record<string, number> = {};
    for (const dir of ["apps/server/src", "apps/web/src", "packages"]) {
      for (const file of sourceFiles(join(root, dir))) {
        const n = codeLines(file).filter(({ text }) => /\bas\s+unknown\s+as\b/.test(text)).length;
        if (n > 0) found[relative(root, file)] = n;
      }
    }
    const allowed = Object.fromEntries(
      Object.entries(allowedDoubleCasts).map(([file, { count }]) => [file, count]),
    );
    expect(found).toEqual(allowed);
  });
});
