import {
  type CompanyForumPosts,
  communityEndpoints,
  type ForumCategory,
  type ForumComment,
  type ForumCommentList,
  type ForumPoll,
  type ForumPost,
  type ForumPostList,
  type ForumPostSummary,
  type ForumSort,
} from "@meridian/contract";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { keyOf, localKey, pagesKeyOf } from "@/lib/query-keys";

/** Which posts a list shows: a category's (or all), in an order, or a search's matches. */
export interface PostListFilter {
  category?: ForumCategory;
  sort: ForumSort;
  q?: string;
}

/** The community's cache entries, each under the key of the endpoint that answers it. */
export const communityKeys = {
  categories: () => keyOf(communityEndpoints.categories),
  /** Every loaded post list (the prefix of `list`). */
  lists: () => keyOf(communityEndpoints.listPosts),
  list: (filter: PostListFilter) => pagesKeyOf(communityEndpoints.listPosts, filter),
  post: (postId: string) => keyOf(communityEndpoints.getPost, { postId }),
  comments: (postId: string) => pagesKeyOf(communityEndpoints.listComments, { postId }),
  /** What the signed-in user may write now; per user, so a sign-in never reads another's. */
  standing: (userId: string) => keyOf(communityEndpoints.standing, { viewer: userId }),
  /** Ids of the posts that arrived live in a category while its page was open (for the announcement). */
  arrivals: (category: ForumCategory) => localKey("community-arrivals", { category }),
  /** The signed-in company's own posts with their figures (its dashboard). */
  companyPosts: () => keyOf(communityEndpoints.companyPosts),
};

export type PostPages = InfiniteData<ForumPostList>;
export type CommentPages = InfiniteData<ForumCommentList>;

/** Every loaded post list a filter matches, with its filter. */
function postListsOf(queryClient: QueryClient) {
  return queryClient.getQueriesData<PostPages>({ queryKey: communityKeys.lists() });
}

function containsPost(data: PostPages, postId: string): boolean {
  return data.pages.some((page) => page.posts.some((post) => post.id === postId));
}

/**
 * Puts a new post at the top of its category's newest-first lists (and the all-categories one),
 * once: a post already there (the author's own answer, then its live event) is left alone. Lists
 * ordered by likes or searches are marked stale instead, since where it belongs there is the server's call.
 * Answers whether a list took it.
 */
export function addPostToLists(queryClient: QueryClient, post: ForumPostSummary): boolean {
  let added = false;
  for (const [queryKey, data] of postListsOf(queryClient)) {
    const filter = queryKey[1] as PostListFilter | undefined;
    if (!data || !filter) continue;
    if (filter.category !== undefined && filter.category !== post.category) continue;
    if (filter.sort !== "new" || filter.q) {
      void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: "none" });
      continue;
    }
    if (containsPost(data, post.id)) continue;
    const [first, ...rest] = data.pages;
    if (!first) continue;
    queryClient.setQueryData<PostPages>(queryKey, {
      ...data,
      pages: [{ ...first, posts: [post, ...first.posts] }, ...rest],
    });
    added = true;
  }
  return added;
}

/** Applies `update` to a post wherever it is loaded: its page and every list holding it. */
export function updatePostEverywhere(
  queryClient: QueryClient,
  postId: string,
  update: <T extends ForumPostSummary>(post: T) => T,
): void {
  queryClient.setQueryData<ForumPost>(communityKeys.post(postId), (post) => (post ? update(post) : post));
  for (const [queryKey, data] of postListsOf(queryClient)) {
    if (!data || !containsPost(data, postId)) continue;
    queryClient.setQueryData<PostPages>(queryKey, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        posts: page.posts.map((post) => (post.id === postId ? update(post) : post)),
      })),
    });
  }
}

/** Takes a deleted post out of every list (its own page forgets it with `forgetPost`, once left). */
export function removePostFromLists(queryClient: QueryClient, postId: string): void {
  for (const [queryKey, data] of postListsOf(queryClient)) {
    if (!data || !containsPost(data, postId)) continue;
    queryClient.setQueryData<PostPages>(queryKey, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((post) => post.id !== postId) })),
    });
  }
}

/**
 * Forgets a deleted post's page and comments. Called once the page is left: removed while it is
 * still shown, they would be fetched again at once and answer 404.
 */
export function forgetPost(queryClient: QueryClient, postId: string): void {
  queryClient.removeQueries({ queryKey: communityKeys.post(postId) });
  queryClient.removeQueries({ queryKey: communityKeys.comments(postId) });
}

/**
 * Adds a comment to its post's loaded comments once (a comment already there by id is replaced),
 * at the end of the last loaded page: comments are oldest first. Answers whether it was new.
 */
export function addComment(queryClient: QueryClient, comment: ForumComment): boolean {
  let added = false;
  queryClient.setQueryData<CommentPages>(communityKeys.comments(comment.postId), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.comments.some((item) => item.id === comment.id));
    if (known) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          comments: page.comments.map((item) => (item.id === comment.id ? { ...item, ...comment } : item)),
        })),
      };
    }
    added = true;
    const last = data.pages.length - 1;
    return {
      ...data,
      pages: data.pages.map((page, index) =>
        index === last ? { ...page, comments: [...page.comments, comment] } : page,
      ),
    };
  });
  return added;
}

/** Applies `update` to a loaded comment of a post. */
export function updateComment(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  update: (comment: ForumComment) => ForumComment,
): void {
  queryClient.setQueryData<CommentPages>(communityKeys.comments(postId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            comments: page.comments.map((item) => (item.id === commentId ? update(item) : item)),
          })),
        }
      : data,
  );
}

/** Takes a deleted comment and its replies out of its post's comments; answers how many went. */
export function removeComment(queryClient: QueryClient, postId: string, commentId: string): number {
  let removed = 0;
  queryClient.setQueryData<CommentPages>(communityKeys.comments(postId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => {
        const kept = page.comments.filter((item) => item.id !== commentId && item.parentId !== commentId);
        removed += page.comments.length - kept.length;
        return { ...page, comments: kept };
      }),
    };
  });
  return removed;
}

/** The post's comment count moved by `delta` wherever the post is loaded. */
export function bumpCommentCount(queryClient: QueryClient, postId: string, delta: number): void {
  updatePostEverywhere(queryClient, postId, (post) => ({
    ...post,
    commentCount: Math.max(0, post.commentCount + delta),
  }));
}

/** Notes a post that arrived live in its category (read by the category page's announcement). */
export function noteArrival(queryClient: QueryClient, post: ForumPostSummary): void {
  queryClient.setQueryData<string[]>(communityKeys.arrivals(post.category), (ids = []) =>
    ids.includes(post.id) ? ids : [...ids, post.id],
  );
}

/**
 * Puts a poll's new results on its post's page (and the company's dashboard, when loaded). A live
 * event carries no voter (`myVote` null): `keepMyVote` keeps the caller's own vote as it was.
 */
export function setPostPoll(
  queryClient: QueryClient,
  postId: string,
  poll: ForumPoll,
  { keepMyVote = false }: { keepMyVote?: boolean } = {},
): void {
  const merge = (before: ForumPoll | null): ForumPoll =>
    keepMyVote && before ? { ...poll, myVote: before.myVote } : poll;
  queryClient.setQueryData<ForumPost>(communityKeys.post(postId), (post) =>
    post?.poll ? { ...post, poll: merge(post.poll) } : post,
  );
  queryClient.setQueryData<CompanyForumPosts>(communityKeys.companyPosts(), (data) =>
    data
      ? {
          ...data,
          posts: data.posts.map((post) =>
            post.id === postId && post.poll ? { ...post, poll: merge(post.poll) } : post,
          ),
        }
      : data,
  );
}
