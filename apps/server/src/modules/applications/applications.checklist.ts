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

/** Indexes one student's rows of `checklistDataOfStudents` (newest document first). */
export function indexStudentDocuments(
  rows: readonly Omit<ChecklistDataRow, "studentId">[],
): StudentDocuments {
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

/** A student with no document: every checklist item of theirs is missing. */
const noDocuments: StudentDocuments = { newestByType: new Map(), attached: new Map() };

/** Indexes the rows of `checklistDataOfStudents` per student; `of` answers a student without rows too. */
export function indexDocumentsByStudent(rows: readonly ChecklistDataRow[]): {
  of: (studentId: string) => StudentDocuments;
} {
  const rowsByStudent = new Map<string, Omit<ChecklistDataRow, "studentId">[]>();
  for (const { studentId, ...row } of rows) {
    const own = rowsByStudent.get(studentId) ?? [];
    own.push(row);
    rowsByStudent.set(studentId, own);
  }
  const indexed = new Map(
    [...rowsByStudent].map(([studentId, own]) => [studentId, indexStudentDocuments(own)] as const),
  );
  return { of: (studentId) => indexed.get(studentId) ?? noDocuments };
}

/**
 * An application's checklist (the template of its degree type) and its progress. Each item
 * counts the document the student attached to it, else their newest document of that type; an
 * attached document retyped since no longer fits its item and is passed over. Progress is the
 * rounded percent of items with a document (decision 031).
 */
export function checklistOf(
  applicationId: string,
  degreeType: DegreeType,
  documents: StudentDocuments,
): { checklist: ChecklistItem[]; progress: number } {
  const template: readonly DocumentType[] = checklistTemplates[degreeType] ?? [];
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
