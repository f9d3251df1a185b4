import { DocumentUploadFieldsSchema } from "@meridian/contract";
import { z } from "zod";

// An empty optional field is left out (the server then uses the file's own name), not sent as "".
const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** The upload dialog's fields: the contract's, with empty optional text read as "not given". */
export const uploadFormSchema = DocumentUploadFieldsSchema.pick({ type: true }).extend({
  name: z.preprocess(emptyToUndefined, DocumentUploadFieldsSchema.shape.name),
  description: z.preprocess(emptyToUndefined, DocumentUploadFieldsSchema.shape.description),
});
export type UploadFormValues = z.output<typeof uploadFormSchema>;
