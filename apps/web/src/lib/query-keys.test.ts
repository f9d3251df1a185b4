import { communityEndpoints, universityEndpoints } from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateEndpoints, isKeyOf, isPagesKey, keyOf, localKey, pagesKeyOf } from "./query-keys";

const id = "00000000-0000-4000-8000-000000000001";

describe("query keys", () => {
  it("are the endpoint's declared path, then its params and query in one object", () => {
    expect(keyOf(universityEndpoints.get)).toEqual(["/api/universities/{id}"]);
    expect(keyOf(universityEndpoints.get, { id })).toEqual(["/api/universities/{id}", { id }]);
    expect(keyOf(communityEndpoints.listComments, { postId: id, cursor: "c" })).toEqual([
      "/api/community/posts/{postId}/comments",
      { postId: id, cursor: "c" },
    ]);
    expect(pagesKeyOf(communityEndpoints.listPosts, { sort: "new" })).toEqual([
      "/api/community/posts",
      { sort: "new" },
      "pages",
    ]);
    expect(pagesKeyOf(communityEndpoints.listPosts)).toEqual(["/api/community/posts", {}, "pages"]);
  });

  it("tell their endpoint and kind, and keep the browser's own state apart from any endpoint", () => {
    expect(isKeyOf(keyOf(universityEndpoints.get, { id }), universityEndpoints.get)).toBe(true);
    expect(isKeyOf(keyOf(universityEndpoints.similar, { id }), universityEndpoints.get)).toBe(false);
    expect(isPagesKey(pagesKeyOf(communityEndpoints.listPosts))).toBe(true);
    expect(isPagesKey(keyOf(communityEndpoints.listPosts))).toBe(false);
    expect(localKey("arrivals", { category: "general" })[0]).toBe("local");
  });

  it("hash the same whatever the order of the variables, so equal calls share one entry", () => {
    const client = new QueryClient();
    client.setQueryData(keyOf(communityEndpoints.listComments, { postId: id, cursor: "c" }), "cached");
    expect(client.getQueryData(keyOf(communityEndpoints.listComments, { cursor: "c", postId: id }))).toBe(
      "cached",
    );
  });

  it("without variables reach every variant of the endpoint, and nothing of another one", async () => {
    const client = new QueryClient();
    const other = "00000000-0000-4000-8000-000000000002";
    const variants = [
      keyOf(universityEndpoints.get, { id }),
      keyOf(universityEndpoints.get, { id: other }),
      pagesKeyOf(universityEndpoints.search, { search: "x" }),
    ];
    for (const key of variants) client.setQueryData(key, "cached");
    const similar = keyOf(universityEndpoints.similar, { id });
    client.setQueryData(similar, "cached");

    await invalidateEndpoints(client, [universityEndpoints.get, universityEndpoints.search]);

    for (const key of variants) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(similar)?.isInvalidated).toBe(false);
  });

  it("with some variables reach the answers that share them", async () => {
    const client = new QueryClient();
    const first = keyOf(communityEndpoints.listComments, { postId: id, cursor: "a" });
    const pages = pagesKeyOf(communityEndpoints.listComments, { postId: id });
    const otherPost = pagesKeyOf(communityEndpoints.listComments, { postId: "other" });
    for (const key of [first, pages, otherPost]) client.setQueryData(key, "cached");

    await client.invalidateQueries({ queryKey: keyOf(communityEndpoints.listComments, { postId: id }) });

    expect(client.getQueryState(first)?.isInvalidated).toBe(true);
    expect(client.getQueryState(pages)?.isInvalidated).toBe(true);
    expect(client.getQueryState(otherPost)?.isInvalidated).toBe(false);
  });
});
