import type { DocumentList } from "@meridian/contract";
import { testUsers } from "@/test/api-stub";

type ListedDocument = DocumentList["data"][number];

/** A document as the list presents it: the test student's pending PDF transcript (component tests). */
export function makeDocument(overrides: Partial<ListedDocument> = {}): ListedDocument {
  return {
    id: "00000000-0000-4000-a000-000000000001",
    studentId: testUsers.student.id,
    type: "transcript",
    name: "transcript.pdf",
    fileName: "transcript.pdf",
    fileSize: 1000,
    mimeType: "application/pdf",
    sha256: "0".repeat(64),
    description: null,
    tags: [],
    isVerified: false,
    status: "pending",
    verifiedAt: null,
    verifiedBy: null,
    viewable: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    uploadedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}
