import { communityEndpoints, type EndpointBodyInput } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

export type WarningBody = EndpointBodyInput<typeof communityEndpoints.warnUser>;

/** POST /api/admin/community/users/{userId}/warning: the author reads it as a notification. */
export function warnUser(userId: string, body: WarningBody) {
  return callEndpoint(communityEndpoints.warnUser, { params: { userId }, body });
}

/** The dialog shows the server's refusals itself, so no default error toast. */
export function useWarnUser() {
  return useMutation({
    mutationFn: (input: { userId: string; body: WarningBody }) => warnUser(input.userId, input.body),
    meta: { errorToast: false },
  });
}
