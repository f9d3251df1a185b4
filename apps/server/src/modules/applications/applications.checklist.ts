import {
  type ChecklistItem,
  checklistTemplates,
  type DegreeType,
  type DocumentType,
  documentTypeLabels,
} from "@meridian/contract";
import type { ChecklistDataRow, ChecklistDocument } from "./applications.repository.js";

/** A student's documents as every checklist of theirs reads them. */
export interface StudentDocuments {
  /** The newest document of each type: what an item without an attached document counts. */
  newestByType: Map<string, ChecklistDocument>;
  /** Documents attached to items, by application then item. */
  attached: Map<string, Map<string, ChecklistDocument>>;
}

/** Indexes the rows of `checklistDataOfStudent` (newest document first). */
export function indexStudentDocuments(rows: readonly ChecklistDataRow[]): StudentDocuments {
  const newestByType = new Map<string, ChecklistDocument>();
  const attached = new Map<string, Map<string, ChecklistDocument>>();
  for (const { applicationId, item, ...document } of rows) {
    if (!newestByType.has(document.type)) newestByType.set(document.type, document);
    if (applicationId === null || item === null) continue;
    const items = attached.get(applicationId) ?? new Map<string, ChecklistDocument>();
    items.set(item, document);
    attached.set(applicationId, items);
  }
  return { newestByType, attached };
}

/**
 * An application's checklist (the template of its degree type) and its progress. Each item
 * counts the document the student attached to it, else their newest document of that type; an
 * attached document retyped since no longer fits its item and is passed over. Progress is the
 * rounded percent of items with a document (decision 031).
 */
export function checklistOf(
  applicationId: string,
  degreeType: string,
  documents: StudentDocuments,
): { checklist: ChecklistItem[]; progress: number } {
  const template: readonly DocumentType[] = checklistTemplates[degreeType as DegreeType] ?? [];
  const attached = documents.attached.get(applicationId);
  const checklist = template.map((type): ChecklistItem => {
    const chosen = attached?.get(type);
    const fits = chosen !== undefined && chosen.type === type;
    const document = fits ? chosen : documents.newestByType.get(type);
    return {
      type,
      label: documentTypeLabels[type],
      state: !document ? "missing" : document.verifiedAt ? "verified" : "received",
      attached: fits,
      document: document
        ? { id: document.id, name: document.name, isVerified: document.verifiedAt !== null }
        : null,
    };
  });
  const withDocument = checklist.filter((item) => item.document !== null).length;
  const progress = checklist.length === 0 ? 0 : Math.round((100 * withDocument) / checklist.length);
  return { checklist, progress };
}
