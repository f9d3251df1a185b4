import { chatEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

/**
 * GET /api/counselor/chat-unread: how many messages each worked student sent that nobody on the
 * team has read yet, as a lookup by profile id (0 for a student with none).
 */
export function useUnreadByStudent(): (profileId: string) => number {
  const query = useQuery({
    ...endpointQueryOptions(chatEndpoints.unreadByStudent),
    select: (data) => new Map(data.students.map((row) => [row.studentId, row.count])),
  });
  return (profileId) => query.data?.get(profileId) ?? 0;
}
