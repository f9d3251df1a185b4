import { z } from "zod";

/** A person's name as an answer carries it: first and last, as they gave them. */
export const personName = { firstName: z.string(), lastName: z.string() };

/** A person's name and the email they sign in with. */
export const personContact = { ...personName, email: z.string() };
