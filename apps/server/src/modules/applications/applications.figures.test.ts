import type { ApplicationStatus, DocumentType } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import { checklistOf, indexStudentDocuments } from "./applications.checklist.js";
import { summarize } from "./applications.summary.js";

describe("the tile figures", () => {
  it("are zero, with an unknown success rate, for no applications", () => {
    const summary = summarize([]);
    expect(summary).toMatchObject({ total: 0, submitted: 0, accepted: 0, successRate: null, progress: 0 });
    expect(Object.values(summary.byStatus).every((n) => n === 0)).toBe(true);
  });

  it("count submitted plus under review, every offer as accepted, and offers over decided", () => {
    const statuses: ApplicationStatus[] = [
      "draft",
      "submitted",
      "under_review",
      "waitlisted",
      "conditional_offer",
      "enrolled",
      "rejected",
      "withdrawn",
    ];
    expect(summarize(statuses)).toMatchObject({
      total: 8,
      submitted: 2,
      accepted: 2,
      // 2 offers of 3 decided; withdrawn and waitlisted are not decided.
      successRate: 66.7,
      // 7 of 8 past draft.
      progress: 88,
      byStatus: { draft: 1, enrolled: 1, accepted: 0 },
    });
  });

  it("keep the success rate unknown until something is decided", () => {
    expect(summarize(["submitted", "withdrawn"]).successRate).toBeNull();
    expect(summarize(["rejected"]).successRate).toBe(0);
    expect(summarize(["accepted", "offer_accepted"]).successRate).toBe(100);
  });
});

describe("a checklist", () => {
  const doc = (id: string, type: DocumentType, verified = false) => ({
    id,
    type,
    name: `${type} ${id}`,
    verifiedAt: verified ? new Date() : null,
  });

  it("counts an attached document before the newest of its type, and passes over a retyped one", () => {
    const documents = indexStudentDocuments([
      { ...doc("d3", "essay", true), applicationId: null, item: null },
      { ...doc("d2", "transcript"), applicationId: null, item: null },
      { ...doc("d1", "transcript", true), applicationId: "a1", item: "transcript" },
      // Attached as a resume, then retyped as an essay by the student.
      { ...doc("d3", "essay", true), applicationId: "a1", item: "resume" },
    ]);
    const { checklist, progress } = checklistOf("a1", "Diploma", documents);
    expect(checklist).toEqual([
      {
        type: "transcript",
        label: "Academic Transcripts",
        state: "verified",
        attached: true,
        document: { id: "d1", name: "transcript d1", isVerified: true },
      },
      { type: "resume", label: "Resume/CV", state: "missing", attached: false, document: null },
    ]);
    expect(progress).toBe(50);
    // Another application of the student sees the newest transcript.
    expect(checklistOf("a2", "Diploma", documents).checklist[0]?.document?.id).toBe("d2");
  });

  it("rounds progress over the items of the template", () => {
    const documents = indexStudentDocuments([{ ...doc("d1", "essay"), applicationId: null, item: null }]);
    expect(checklistOf("a1", "Master's", documents).progress).toBe(20);
    expect(checklistOf("a1", "Bachelor's", documents).progress).toBe(25);
    expect(checklistOf("a1", "PhD", indexStudentDocuments([])).progress).toBe(0);
  });
});
