import { isCommunityTopic } from "@meridian/contract";
import type { RealtimeFeature } from "../../realtime/message-router.js";

/**
 * The forum on the realtime channel (decision 044): a signed-in socket subscribes to a category's
 * or a post's topic; the service publishes new visible posts and comments there (public fields
 * only) through the bus. Pending and hidden content is never published, so delivery needs no
 * per-socket check and the router sends the messages as they come.
 */
export function communityRealtime(): RealtimeFeature {
  return {
    name: "community",
    register() {},
    isPublicTopic: isCommunityTopic,
  };
}
