import { type CreateForumReport, communityEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

/** POST /api/community/reports: tells the moderators what is wrong with a post or comment. */
export function reportContent(body: CreateForumReport) {
  return callEndpoint(communityEndpoints.report, { body });
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent, meta: { errorToast: false } });
}
