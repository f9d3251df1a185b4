import { createQueryClient } from "./query-client";

/** The app's one data cache, created with the first module that needs it (decision 050). */
export const appQueryClient = createQueryClient();
