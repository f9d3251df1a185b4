import type {
  CompanyForumPosts,
  ForumComment,
  ForumPoll,
  ForumPost,
  ForumPostSummary,
} from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { forumSummary, uuid } from "@/test/community-fixtures";
import {
  addComment,
  addPostToLists,
  type CommentPages,
  communityKeys,
  type PostPages,
  removeComment,
  setPostPoll,
} from "./community-cache";

const id = uuid;
const at = "2026-11-25T10:00:00.000Z";

/** Post `n` of the general category, numbered as the ids below name it. */
function post(n: number, overrides: Partial<ForumPostSummary> = {}): ForumPostSummary {
  return forumSummary(n, { id: id(n), category: "general", ...overrides });
}

function comment(n: number, parentId: string | null = null): ForumComment {
  return {
    id: id(300 + n),
    postId: id(1),
    parentId,
    body: "b",
    bodyHtml: "<p>b</p>",
    author: { id: id(900), displayName: "Ana P.", kind: "student", logoUrl: null },
    createdAt: at,
    editedAt: null,
    likeCount: 0,
    moderation: "visible",
    likedByMe: false,
  };
}

const pages = <T>(items: T): { pages: T[]; pageParams: (string | null)[] } => ({
  pages: [items],
  pageParams: [null],
});

describe("community cache", () => {
  it("puts a new post once at the top of its category's newest-first lists, and marks other orders stale", () => {
    const client = new QueryClient();
    const general = communityKeys.list({ category: "general", sort: "new" });
    const top = communityKeys.list({ category: "general", sort: "top" });
    const other = communityKeys.list({ category: "uk_study", sort: "new" });
    client.setQueryData<PostPages>(general, pages({ featured: null, posts: [post(1)], nextCursor: null }));
    client.setQueryData<PostPages>(top, pages({ featured: null, posts: [post(1)], nextCursor: null }));
    client.setQueryData<PostPages>(other, pages({ featured: null, posts: [], nextCursor: null }));

    expect(addPostToLists(client, post(2))).toBe(true);
    expect(addPostToLists(client, post(2))).toBe(false);
    expect(client.getQueryData<PostPages>(general)?.pages[0]?.posts.map((p) => p.id)).toEqual([id(2), id(1)]);
    expect(client.getQueryData<PostPages>(top)?.pages[0]?.posts).toHaveLength(1);
    expect(client.getQueryState(top)?.isInvalidated).toBe(true);
    expect(client.getQueryData<PostPages>(other)?.pages[0]?.posts).toEqual([]);
  });

  it("adds a comment once by id, and removes a comment with its replies", () => {
    const client = new QueryClient();
    const key = communityKeys.comments(id(1));
    client.setQueryData<CommentPages>(key, pages({ comments: [comment(1)], nextCursor: null }));
    expect(addComment(client, comment(1))).toBe(false);
    expect(addComment(client, comment(2, id(301)))).toBe(true);
    expect(client.getQueryData<CommentPages>(key)?.pages[0]?.comments).toHaveLength(2);
    expect(removeComment(client, id(1), id(301))).toBe(2);
    expect(client.getQueryData<CommentPages>(key)?.pages[0]?.comments).toEqual([]);
  });
});

describe("setPostPoll", () => {
  const poll = (counts: number[], myVote: string | null): ForumPoll => ({
    options: counts.map((voteCount, index) => ({ id: id(700 + index), label: `Option ${index}`, voteCount })),
    totalVotes: counts.reduce((sum, count) => sum + count, 0),
    myVote,
  });

  it("takes a live event's counts and keeps the reader's own vote, on the page and the dashboard", () => {
    const queryClient = new QueryClient();
    const page: ForumPost = {
      ...post(1),
      body: "",
      bodyHtml: "",
      hasPoll: true,
      poll: poll([1, 0], id(700)),
      photos: [],
    };
    queryClient.setQueryData(communityKeys.post(id(1)), page);
    queryClient.setQueryData<CompanyForumPosts>(communityKeys.companyPosts(), {
      posts: [{ ...post(1), hasPoll: true, viewCount: 3, poll: poll([1, 0], null) }],
      totals: { posts: 1, views: 3, likes: 0, comments: 0 },
    });
    setPostPoll(queryClient, id(1), poll([1, 2], null), { keepMyVote: true });
    expect(queryClient.getQueryData<ForumPost>(communityKeys.post(id(1)))?.poll).toEqual(
      poll([1, 2], id(700)),
    );
    expect(queryClient.getQueryData<CompanyForumPosts>(communityKeys.companyPosts())?.posts[0]?.poll).toEqual(
      poll([1, 2], null),
    );
  });

  it("takes the caller's own answer as it is, and leaves a post without a poll alone", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(communityKeys.post(id(1)), {
      ...post(1),
      body: "",
      bodyHtml: "",
      poll: poll([0, 0], null),
      photos: [],
    });
    queryClient.setQueryData(communityKeys.post(id(2)), {
      ...post(2),
      body: "",
      bodyHtml: "",
      poll: null,
      photos: [],
    });
    setPostPoll(queryClient, id(1), poll([0, 1], id(701)));
    setPostPoll(queryClient, id(2), poll([0, 1], id(701)));
    expect(queryClient.getQueryData<ForumPost>(communityKeys.post(id(1)))?.poll?.myVote).toBe(id(701));
    expect(queryClient.getQueryData<ForumPost>(communityKeys.post(id(2)))?.poll).toBeNull();
  });
});
