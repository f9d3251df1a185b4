import { type EndpointBodyInput, type FollowUpNote, followUpEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { invalidateFollowUps } from "./follow-up-keys";

export type FollowUpCreateBody = EndpointBodyInput<typeof followUpEndpoints.create>;
export type FollowUpUpdateBody = EndpointBodyInput<typeof followUpEndpoints.update>;
export type MeetingBody = EndpointBodyInput<typeof followUpEndpoints.scheduleMeeting>;

/** POST /api/counselor/followups/{studentId}; the Idempotency-Key makes a retry return the first note. */
export function createFollowUp(vars: {
  studentProfileId: string;
  body: FollowUpCreateBody;
  idempotencyKey: string;
}) {
  return callEndpoint(followUpEndpoints.create, {
    params: { studentId: vars.studentProfileId },
    body: vars.body,
    headers: { "Idempotency-Key": vars.idempotencyKey },
  });
}

/** PATCH /api/counselor/followups/{studentId}/{noteId}: edit, complete or reopen. */
export function updateFollowUp(vars: { studentProfileId: string; noteId: string; body: FollowUpUpdateBody }) {
  return callEndpoint(followUpEndpoints.update, {
    params: { studentId: vars.studentProfileId, noteId: vars.noteId },
    body: vars.body,
  });
}

/** POST /api/counselor/followups/{studentId}/meetings: the meeting's follow-up; the student is notified. */
export function scheduleMeeting(vars: {
  studentProfileId: string;
  body: MeetingBody;
  idempotencyKey: string;
}) {
  return callEndpoint(followUpEndpoints.scheduleMeeting, {
    params: { studentId: vars.studentProfileId },
    body: vars.body,
    headers: { "Idempotency-Key": vars.idempotencyKey },
  });
}

/**
 * A change to a note; every follow-up list (the student's, the Overview's) is refreshed after it.
 * Failures are shown by the form that sent it, or by the default toast for the quick actions.
 */
function useFollowUpMutation<Variables>(
  send: (variables: Variables) => Promise<FollowUpNote>,
  errorToast: boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateFollowUps(queryClient),
    meta: { errorToast },
  });
}

export const useCreateFollowUp = () => useFollowUpMutation(createFollowUp, false);
export const useUpdateFollowUp = () => useFollowUpMutation(updateFollowUp, false);
/** Complete or reopen from the list: no form to show a failure, so the default toast does. */
export const useToggleFollowUp = () => useFollowUpMutation(updateFollowUp, true);
export const useScheduleMeeting = () => useFollowUpMutation(scheduleMeeting, false);
