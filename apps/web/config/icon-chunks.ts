import { sep } from "node:path";
import type { ChunkingContext } from "rolldown";

const LUCIDE = /node_modules[\\/]lucide-react[\\/]/;
const ICON_FILE = /[\\/]icons[\\/][^\\/]+\.mjs$/;
/** `import { Sun, Moon as Night } from "lucide-react"`, as an app module's code has it after transform. */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
/** `export { default as LucideSun, default as Sun, default as SunIcon } from './icons/sun.mjs';` in lucide's barrel. */
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/(icons\/[^"']+)["']/g;

function importedIconNames(code: string): string[] {
  return [...code.matchAll(LUCIDE_IMPORT)].flatMap(([, list = ""]) =>
    list
      .split(",")
      .map((specifier) => specifier.trim().split(/\s+as\s+/)[0] ?? "")
      .filter(Boolean),
  );
}

/** The icon files of lucide's barrel `barrelId`, by every name it exports them under. */
function iconFilesByName(barrelId: string, ctx: ChunkingContext): Map<string, string> {
  const barrel = ctx.getModuleInfo(barrelId);
  const byPath = new Map((barrel?.importedIds ?? []).map((id) => [id.split(sep).join("/"), id]));
  const files = new Map<string, string>();
  for (const [, names = "", path = ""] of (barrel?.code ?? "").matchAll(BARREL_EXPORT)) {
    const id = [...byPath].find(([normalized]) => normalized.endsWith(`/${path}`))?.[1];
    if (!id) continue;
    for (const name of names.split(",")) files.set(name.trim().replace(/^default\s+as\s+/, ""), id);
  }
  return files;
}

/**
 * The icon files the app modules statically reachable from `entries` draw. The module graph cannot
 * tell: every module imports lucide's barrel, which imports all 2,000 icons, and only tree-shaking
 * leaves out the unused ones; so the names each module imports are read from its code.
 */
function iconsReachedFrom(entries: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const icons = new Set<string>();
  let filesByName: Map<string, string> | null = null;
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || id.includes("node_modules")) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    queue.push(...info.importedIds);
    const names = importedIconNames(info.code ?? "");
    if (names.length === 0) continue;
    const barrel = info.importedIds.find((imported) => LUCIDE.test(imported));
    if (barrel) filesByName ??= iconFilesByName(barrel, ctx);
    for (const name of names) {
      const file = filesByName?.get(name);
      if (file) icons.add(file);
    }
  }
  return icons;
}

/**
 * Names the chunk of a lucide module shared by two pages or more: "icons" for what the first load
 * of `entries` (the landing page) draws, with lucide's own helpers; "icons-more" for the icons only
 * other pages draw, which the landing page then does not download (decision 061).
 */
export function iconChunkName(entries: string[]) {
  let firstLoad: Set<string> | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!LUCIDE.test(id)) return null;
    if (!ICON_FILE.test(id)) return "icons";
    firstLoad ??= iconsReachedFrom(entries, ctx);
    return firstLoad.has(id) ? "icons" : "icons-more";
  };
}
