import { type Document, documentEndpoints } from "@meridian/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { toast } from "@/lib/use-toast";
import { documentCacheTimes, documentKeys } from "./document-keys";

/** GET /api/students/documents/{studentId}: a student's documents, for the staff who work them. */
export function listStudentDocuments(studentProfileId: string, signal?: AbortSignal): Promise<Document[]> {
  return callEndpoint(documentEndpoints.listForStudent, { params: { studentId: studentProfileId }, signal });
}

export function studentDocumentsQueryOptions(studentProfileId: string) {
  return queryOptions({
    queryKey: documentKeys.student(studentProfileId),
    queryFn: ({ signal }) => listStudentDocuments(studentProfileId, signal),
    ...documentCacheTimes,
  });
}

/** One student's documents (the counselor's screen). */
export function useStudentDocuments(studentProfileId: string) {
  return useQuery(studentDocumentsQueryOptions(studentProfileId));
}

/** PUT /api/documents/{id}/verification: verified, or back to pending. */
export function setVerification(id: string, isVerified: boolean): Promise<Document> {
  return callEndpoint(documentEndpoints.setVerification, { params: { id }, body: { isVerified } });
}

/** Verifies or unverifies one of the student's documents; the list shows the answer at once. */
export function useSetVerification(studentProfileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) => setVerification(id, isVerified),
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.student(studentProfileId), (list: Document[] | undefined) =>
        list?.map((d) => (d.id === document.id ? document : d)),
      );
      toast({ title: document.isVerified ? "Document verified" : "Document marked as pending" });
    },
  });
}
