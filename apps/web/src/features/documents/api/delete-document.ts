import { documentEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { toast } from "@/lib/use-toast";
import { invalidateDocuments } from "./document-keys";

/** DELETE /api/documents/{id}: the record, then its file. */
export function deleteDocument(id: string) {
  return callEndpoint(documentEndpoints.remove, { params: { id } });
}

/** Deletes a document with the toasts of spec part 2 §8. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async () => {
      toast({ title: "Document deleted" });
      await invalidateDocuments(queryClient);
    },
    onError: () => {
      toast({ title: "Failed to delete document", variant: "destructive" });
    },
  });
}
