import type { ForumCategory, ForumSort } from "@meridian/contract";

/** A category's page, newest first unless told otherwise. */
export function categoryPath(category: ForumCategory, sort: ForumSort = "new"): string {
  return sort === "new" ? `/community/${category}` : `/community/${category}?sort=${sort}`;
}

/** A post's own page. */
export function postPath(postId: string): string {
  return `/community/post/${postId}`;
}

/** The sign-in page, coming back to `path` afterwards (decision 042: honoured for students). */
export function signInPath(path: string): string {
  return `/auth?next=${encodeURIComponent(path)}`;
}
