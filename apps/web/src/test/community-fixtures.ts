import type { CommunityStanding, ForumPost, ForumPostSummary } from "@meridian/contract";

// Forum answers for the community page tests that stub the API: one shape, each test overriding
// only what it is about.

const now = new Date().toISOString();

/** A v4-shaped id numbered `n`, so a test can name the record it means. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

/** Post `n` of a list: a student's visible visa question, no likes, comments, poll or photos. */
export function forumSummary(n: number, overrides: Partial<ForumPostSummary> = {}): ForumPostSummary {
  return {
    id: uuid(100 + n),
    category: "visa_tips",
    title: `Visa question ${n}`,
    excerpt: `Excerpt ${n}`,
    author: { id: uuid(900), displayName: "Ana P.", kind: "student", logoUrl: null },
    createdAt: now,
    editedAt: null,
    lastActivityAt: now,
    likeCount: 0,
    commentCount: 0,
    moderation: "visible",
    likedByMe: false,
    hasPoll: false,
    photoCount: 0,
    ...overrides,
  };
}

/** Post `n` as its page reads it: the summary with a body, no poll and no photos. */
export function forumPost(n: number, overrides: Partial<ForumPost> = {}): ForumPost {
  return {
    ...forumSummary(n),
    body: "Hello",
    bodyHtml: "<p>Hello</p>",
    poll: null,
    photos: [],
    ...overrides,
  };
}

/** A standing that lets the caller write now, with no daily limit unless a test sets one. */
export function forumStanding(overrides: Partial<CommunityStanding> = {}): CommunityStanding {
  return {
    canWrite: true,
    coolingUntil: null,
    coolingSecondsLeft: 0,
    suspendedUntil: null,
    postsLeftToday: null,
    commentsLeftToday: null,
    limitResetsAt: null,
    serverTime: now,
    ...overrides,
  };
}
