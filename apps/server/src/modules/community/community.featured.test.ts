import { communityLimits, type ForumPostList, type ForumPostSummary } from "@meridian/contract";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { forumBlockedWords } from "../../db/schema/index.js";
import { type ForumMember, forumMember, uploadCompanyLogo } from "../../test/community.js";
import { type BrowserHeaders, csrfHeaders } from "../../test/http.js";
import { TestClock, useTestApp } from "../../test/test-app.js";

// The "From {company}" placement and company authors shown by their profile (decision 047).

const clock = new TestClock();
const t = useTestApp({ now: clock.now });
beforeAll(async () => {
  await t.database.db.insert(forumBlockedWords).values({ word: "cheapvisas" }).onConflictDoNothing();
});

type Signed = ForumMember;

/** A signed-in account past the cooling period of its sign-in, old enough that links are not held. */
const person = (kind: "student" | "company" | "admin", names?: { firstName: string; lastName: string }) =>
  forumMember(t, kind, names);

const call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  who?: Signed | BrowserHeaders,
  payload?: object,
) => {
  const headers: BrowserHeaders | undefined =
    who === undefined ? undefined : isSigned(who) ? who.headers : who;
  return t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
};
const isSigned = (who: Signed | BrowserHeaders): who is Signed => typeof who.user === "object";

async function write(who: Signed, category: string, title: string, body = "What did you find?") {
  const res = await call("POST", "/api/community/posts", who, { category, title, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as ForumPostSummary;
}

async function list(query: string, who?: Signed): Promise<ForumPostList> {
  const res = await call("GET", `/api/community/posts?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const DAY_MS = 86_400_000;

describe('the "From {company}" placement', () => {
  it("carries a category's newest company post on its first page, with the caller's like, and in posts where it falls", async () => {
    const first = await person("company");
    const second = await person("company", { firstName: "Globex", lastName: "Partners" });
    const student = await person("student");
    const older = await write(first, "uk_study", "Open day in London next week");
    const studentPost = await write(student, "uk_study", "Which London halls are quiet?");

    let page = await list("category=uk_study");
    expect(page.featured?.id).toBe(older.id);
    expect(page.posts.map((post) => post.id)).toEqual([studentPost.id, older.id]);
    expect(page.featured).toEqual(page.posts.find((post) => post.id === older.id));

    const like = await call("PUT", `/api/community/posts/${older.id}/like`, student, { liked: true });
    expect(like.statusCode, like.body).toBe(200);
    expect((await list("category=uk_study", student)).featured).toMatchObject({
      id: older.id,
      likedByMe: true,
    });
    expect((await list("category=uk_study", second)).featured).toMatchObject({
      id: older.id,
      likedByMe: false,
    });

    // The newest company post wins: one placement per category, the others stay in the list.
    const newer = await write(second, "uk_study", "Scholarship webinar on Friday");
    page = await list("category=uk_study&sort=top");
    expect(page.featured?.id).toBe(newer.id);
    expect(page.posts.map((post) => post.id).sort()).toEqual([older.id, newer.id, studentPost.id].sort());
    // Other categories are not touched.
    expect((await list("category=canada_study")).featured).toBeNull();
  });

  it("is not on a later page, in a search, or across all categories", async () => {
    const company = await person("company");
    const student = await person("student");
    const placed = await write(company, "australia_study", "Sydney campus tour dates");
    await write(student, "australia_study", "Sydney rent prices this year");

    const first = await list("category=australia_study&limit=1");
    expect(first.featured?.id).toBe(placed.id);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(
      `category=australia_study&limit=1&cursor=${encodeURIComponent(first.nextCursor ?? "")}`,
    );
    expect(second.posts.map((post) => post.id)).toEqual([placed.id]);
    expect(second.featured).toBeNull();
    const search = await list("category=australia_study&q=Sydney");
    expect(search.posts).toHaveLength(2);
    expect(search.featured).toBeNull();
    expect((await list("")).featured).toBeNull();
    expect((await list("q=")).featured).toBeNull();
  });

  it(`ends ${communityLimits.featuredDays} days after the post was written`, async () => {
    const company = await person("company");
    const placed = await write(company, "europe_study", "Berlin info evening");
    clock.advance(communityLimits.featuredDays * DAY_MS - 60_000);
    expect((await list("category=europe_study")).featured?.id).toBe(placed.id);
    clock.advance(120_000);
    const after = await list("category=europe_study");
    expect(after.featured).toBeNull();
    expect(after.posts.map((post) => post.id)).toEqual([placed.id]);
  });

  it("never places students' or admins' posts, nor held or hidden company posts", async () => {
    const company = await person("company");
    const student = await person("student");
    // Signed in here: an earlier test moves the clock past older sessions' lifetime.
    const admin = await person("admin");
    await write(student, "ielts_prep", "My band 8 study plan");
    await write(admin, "ielts_prep", "Welcome to IELTS Preparation");
    expect((await list("category=ielts_prep")).featured).toBeNull();

    const visible = await write(company, "ielts_prep", "Free IELTS mock test");
    const held = await write(company, "ielts_prep", "cheapvisas for everyone");
    expect(held.moderation).toBe("pending");
    // Not even its author sees a held post placed.
    expect((await list("category=ielts_prep", company)).featured?.id).toBe(visible.id);
    expect((await list("category=ielts_prep", admin)).featured?.id).toBe(visible.id);

    const hide = await call("POST", `/api/admin/community/posts/${visible.id}/moderation`, admin, {
      action: "hide",
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await list("category=ielts_prep")).featured).toBeNull();
    expect((await list("category=ielts_prep", company)).featured).toBeNull();
  });
});

describe("company authors", () => {
  const uploadLogo = async (who: Signed) => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer();
    return uploadCompanyLogo(t.app, who.headers, png);
  };

  it("go by their profile's name and logo in lists, on the post, in comments and in search; never an email", async () => {
    const company = await person("company");
    const student = await person("student");
    const post = await write(company, "visa_tips", "Visa checklist webinar");
    // Before the profile is saved: the account's name, no logo.
    expect(post.author).toEqual({
      id: company.user.id,
      displayName: "Acme Corp",
      kind: "company",
      logoUrl: null,
    });

    const saved = await call("PUT", "/api/company/profile", company, {
      name: "Globe Study Ltd",
      website: "",
      description: "",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl = await uploadLogo(company);
    expect(logoUrl).toMatch(/^\/api\/company-profiles\/.+\/logo\?v=/);
    const comment = await call("POST", `/api/community/posts/${post.id}/comments`, company, {
      body: "Sign up on our site.",
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const studentComment = await call("POST", `/api/community/posts/${post.id}/comments`, student, {
      body: "Thanks, signed up.",
    });
    expect(studentComment.statusCode, studentComment.body).toBe(201);

    const companyAuthor = { id: company.user.id, displayName: "Globe Study Ltd", kind: "company", logoUrl };
    const guest = await csrfHeaders(t.app);
    const page = await list("category=visa_tips");
    expect(page.posts.find((p) => p.id === post.id)?.author).toEqual(companyAuthor);
    expect(page.featured?.author).toEqual(companyAuthor);
    const search = await list("q=checklist+webinar");
    expect(search.posts.find((p) => p.id === post.id)?.author).toEqual(companyAuthor);
    const read = await call("GET", `/api/community/posts/${post.id}`, guest);
    expect(read.json().data.author).toEqual(companyAuthor);
    expect(comment.json().data.author).toEqual(companyAuthor);
    const comments = await call("GET", `/api/community/posts/${post.id}/comments`, guest);
    expect(comments.json().data.comments.map((c: { author: unknown }) => c.author)).toEqual([
      companyAuthor,
      { id: student.user.id, displayName: "Stu D.", kind: "student", logoUrl: null },
    ]);
    // The address answers the logo itself.
    const logo = await call("GET", logoUrl, guest);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/webp");

    for (const body of [page, search, read.json(), comments.json()].map((value) => JSON.stringify(value))) {
      expect(body).not.toContain(company.user.email);
      expect(body).not.toContain(student.user.email);
    }
  });
});
