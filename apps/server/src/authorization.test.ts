import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { type AccessRule, accessRules, checkAccess, type TeamRole, type UserType } from "@meridian/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chatMessages,
  communityMembers,
  conversions,
  followUpNotes,
  forumComments,
  forumPhotos,
  forumPosts,
  notifications,
  sessions,
  studentProfiles,
  type UserRow,
} from "./db/schema/index.js";
import { notify } from "./modules/notifications/notifications.service.js";
import { newFileKey } from "./storage/file-storage.js";
import { insertStoredDocument, PNG_BYTES } from "./test/documents.js";
import {
  assignStudentRow,
  createApplicationRow,
  createPlan,
  createUser,
  endCoolingPeriod,
  makeForumComment,
  makeForumPost,
  UNKNOWN_ID,
} from "./test/factories.js";
import { type BrowserHeaders, csrfHeaders, multipartFile, signIn } from "./test/http.js";
import { createTestApp, useTestApp } from "./test/test-app.js";

/**
 * The authorization matrix, in two layers.
 *
 * 1. Who may call each route: `accessTable` names every documented route with a rule of the
 *    contract (`accessRules`) or "public"; every caller kind is tried against every route.
 * 2. Whose records a route reaches: every route that takes an id names its record kind in
 *    `recordKinds`. "own" routes are tried with another user's id (404, exactly like an unknown
 *    id, and nothing changed); "assigned-student" routes (the counselor workspace) are tried by a
 *    counselor with a student assigned to another counselor; "any-student" routes (admins on any
 *    student's file) are tried with an unknown profile id; "catalogue" and "token" ids are not
 *    anybody's (public records, admin-managed records, or single-use secrets).
 *
 * A new route cannot ship without a row in each table that applies to it.
 */
type Rule = "public" | keyof typeof accessRules;

const accessTable: Record<string, Rule> = {
  "GET /api/health/live": "public",
  "GET /api/health/ready": "public",
  "GET /api/auth/csrf-token": "public",
  "GET /api/auth/me": "signedIn",
  "POST /api/auth/logout": "signedIn",
  "GET /api/auth/math-challenge": "public",
  "GET /api/auth/form-start": "public",
  "POST /api/auth/student-register": "public",
  "POST /api/auth/student-login": "public",
  "POST /api/auth/team-login": "public",
  "POST /api/auth/company-login": "public",
  "POST /api/users/change-password": "signedIn",
  "GET /api/users/second-factor": "signedIn",
  "POST /api/users/second-factor/setup": "signedIn",
  "POST /api/users/second-factor/confirm": "signedIn",
  "POST /api/users/second-factor/disable": "signedIn",
  "POST /api/auth/second-factor/verify": "public",
  "POST /api/auth/second-factor/setup": "public",
  "POST /api/auth/second-factor/setup/confirm": "public",
  "GET /api/users/sessions": "signedIn",
  "DELETE /api/users/sessions/{id}": "signedIn",
  "POST /api/users/sessions/end-others": "signedIn",
  "GET /api/auth/team-login-visibility": "public",
  "POST /api/auth/team-access-code": "public",
  "GET /api/admin/security-settings": "admin",
  "PUT /api/admin/security-settings": "admin",
  "GET /api/admin/security-events/counts": "admin",
  "GET /api/staff-invite/{token}": "public",
  "POST /api/auth/register-staff": "public",
  "POST /api/admin/staff-invitations": "admin",
  "GET /api/admin/staff-invitations": "admin",
  "DELETE /api/admin/staff-invitations/{id}": "admin",
  "POST /api/admin/company-accounts": "admin",
  "GET /api/admin/company-accounts": "admin",
  // A company's own profile: no id in these routes, so only its own by construction (decision 046).
  "GET /api/company/profile": "company",
  "PUT /api/company/profile": "company",
  "PUT /api/company/profile/logo": "company",
  "DELETE /api/company/profile/logo": "company",
  // Public: the logo is shown beside the company's forum posts.
  "GET /api/company-profiles/{accountId}/logo": "public",
  // Every user's own profile: no id in these routes, so only their own by construction.
  "GET /api/users/profile": "signedIn",
  "PUT /api/users/profile": "signedIn",
  "PUT /api/users/profile/photo": "signedIn",
  "DELETE /api/users/profile/photo": "signedIn",
  // Public: an image element loads it (it sends no bearer token); the address is the profile's.
  "GET /api/users/{userId}/photo": "public",
  "GET /api/universities": "public",
  "GET /api/universities/featured": "public",
  "GET /api/universities/{id}": "public",
  "GET /api/universities/countries": "public",
  "GET /api/site-facts": "public",
  "GET /api/universities/{id}/similar": "public",
  "GET /api/admin/universities": "admin",
  "POST /api/admin/universities": "admin",
  "PUT /api/admin/universities/{id}": "admin",
  "DELETE /api/admin/universities/{id}": "admin",
  "POST /api/admin/universities/import/preview": "admin",
  "POST /api/admin/universities/import": "admin",
  "GET /api/admin/universities/export.csv": "admin",
  "GET /api/notifications": "signedIn",
  "GET /api/notifications/unread-count": "signedIn",
  "PUT /api/notifications/{id}/read": "signedIn",
  "PUT /api/notifications/read-all": "signedIn",
  "DELETE /api/notifications/{id}": "signedIn",
  "GET /api/notifications/preferences": "signedIn",
  "PUT /api/notifications/preferences": "signedIn",
  "POST /api/mail/unsubscribe": "public",
  "GET /api/subscription-plans": "public",
  "GET /api/admin/subscription-plans": "admin",
  "POST /api/admin/subscription-plans": "admin",
  "PATCH /api/admin/subscription-plans/{planId}": "admin",
  "POST /api/support/contact": "public",
  "GET /api/admin/support-requests": "admin",
  "POST /api/admin/support-requests/{requestId}/replies": "admin",
  "GET /api/admin/mail": "admin",
  "GET /api/admin/mail/{id}": "admin",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password/check": "public",
  "POST /api/auth/reset-password": "public",
  "POST /api/users/verify-email/resend": "signedIn",
  "POST /api/auth/verify-email": "public",
  "PATCH /api/admin/support-requests/{requestId}": "admin",
  "GET /api/applications": "customer",
  // A student's own; staff's over the students they work (the team dashboard's call, spec part 2 §7).
  "GET /api/applications/recent": "customerOrStaff",
  "POST /api/applications": "customer",
  "GET /api/applications/{id}": "signedIn",
  "PATCH /api/applications/{id}": "customer",
  "DELETE /api/applications/{id}": "customer",
  "POST /api/applications/{id}/transitions": "signedIn",
  "PUT /api/applications/{id}/checklist/{item}": "signedIn",
  "GET /api/students/me/preferences": "customer",
  "PUT /api/students/me/preferences": "customer",
  "GET /api/students/me/profile": "customer",
  "PUT /api/students/me/profile": "customer",
  "GET /api/recommendations": "customer",
  "GET /api/recommendations/shortlist": "customer",
  "PUT /api/recommendations/{universityId}": "customer",
  "GET /api/documents": "customer",
  "POST /api/documents": "customer",
  "GET /api/documents/{id}": "signedIn",
  "PATCH /api/documents/{id}": "customer",
  "DELETE /api/documents/{id}": "customer",
  "PUT /api/documents/{id}/verification": "signedIn",
  "GET /api/documents/{id}/view": "signedIn",
  "GET /api/documents/{id}/download": "signedIn",
  "GET /api/counselor/assigned-students": "staff",
  "GET /api/counselor/applications": "staff",
  "GET /api/counselor/analytics": "staff",
  "GET /api/team/members": "team",
  "GET /api/admin/students": "admin",
  "GET /api/admin/counselors": "admin",
  "PUT /api/admin/students/{studentId}/counselor": "admin",
  "POST /api/admin/assignments": "admin",
  "GET /api/admin/students/{studentId}/assignments": "admin",
  "GET /api/counselor/followups/due": "staff",
  "GET /api/counselor/followups/{studentId}": "staff",
  "POST /api/counselor/followups/{studentId}": "staff",
  "POST /api/counselor/followups/{studentId}/meetings": "staff",
  "PATCH /api/counselor/followups/{studentId}/{noteId}": "staff",
  "GET /api/counselor/student/{studentId}": "staff",
  "PUT /api/counselor/update-student-profile/{studentId}": "staff",
  "PUT /api/counselor/student/{studentId}/status": "staff",
  "GET /api/students/documents/{studentId}": "staff",
  "GET /api/chat/conversation": "customerOrCompany",
  "GET /api/chat/messages": "customerOrCompany",
  "POST /api/chat/messages": "customerOrCompany",
  "GET /api/chat/unread-count": "customerOrCompany",
  "PUT /api/chat/messages/{messageId}/read": "signedIn",
  "GET /api/counselor/chat/{studentId}": "staff",
  "POST /api/counselor/chat/{studentId}": "staff",
  "GET /api/counselor/chat-unread": "staff",
  "GET /api/admin/company-chat": "admin",
  "GET /api/admin/company-chat/{accountId}": "admin",
  "POST /api/admin/company-chat/{accountId}": "admin",
  // Stripe's events: no session, the signature over the raw body is the authentication.
  "POST /api/webhooks/subscription": "public",
  "GET /api/test/conversions": "admin",
  "POST /api/test/conversions/webhook": "admin",
  "GET /api/subscription": "customer",
  "POST /api/subscription/checkout": "customer",
  "POST /api/subscription/cancel": "customer",
  "POST /api/subscription/resume": "customer",
  "POST /api/subscription/requests/{requestId}/cancel": "customer",
  "GET /api/subscription/receipts": "customer",
  "GET /api/admin/payment-requests": "admin",
  "POST /api/admin/payment-requests/{requestId}/approve": "admin",
  "POST /api/admin/payment-requests/{requestId}/reject": "admin",
  "POST /api/subscription/conversion": "admin",
  // Community moderation (decision 044): reports from any signed-in user, the rest for admins.
  "POST /api/community/reports": "signedIn",
  "GET /api/admin/community/queue": "admin",
  "POST /api/admin/community/posts/{postId}/moderation": "admin",
  "POST /api/admin/community/comments/{commentId}/moderation": "admin",
  "POST /api/admin/community/users/{userId}/warning": "admin",
  "PUT /api/admin/community/users/{userId}/suspension": "admin",
  "DELETE /api/admin/community/users/{userId}/suspension": "admin",
  "GET /api/admin/community/blocked-words": "admin",
  "PUT /api/admin/community/blocked-words": "admin",
  "GET /api/community/categories": "public",
  "GET /api/community/posts": "public",
  "POST /api/community/posts": "signedIn",
  "GET /api/community/posts/{postId}": "public",
  "PATCH /api/community/posts/{postId}": "signedIn",
  "DELETE /api/community/posts/{postId}": "signedIn",
  "PUT /api/community/posts/{postId}/like": "signedIn",
  "DELETE /api/community/posts/{postId}/like": "signedIn",
  "GET /api/community/posts/{postId}/comments": "public",
  "POST /api/community/posts/{postId}/comments": "signedIn",
  "PATCH /api/community/comments/{commentId}": "signedIn",
  "DELETE /api/community/comments/{commentId}": "signedIn",
  "PUT /api/community/comments/{commentId}/like": "signedIn",
  "DELETE /api/community/comments/{commentId}/like": "signedIn",
  "GET /api/community/standing": "signedIn",
  // A company's privileges (decision 047): any account votes; photos are added to one's own post
  // by a company account (others 403) and served to whoever may read the post.
  "PUT /api/community/posts/{postId}/poll/vote": "signedIn",
  "POST /api/community/posts/{postId}/photos": "signedIn",
  "DELETE /api/community/photos/{photoId}": "signedIn",
  "GET /api/community/photos/{photoId}": "public",
  "GET /api/company/community/posts": "company",
};

// "any-student": admin routes on a student named by profile id. Admins work every student, so
// there is no other user's id to refuse; what the matrix checks is that an unknown id answers
// 404 while a real one goes through. "moderated": the same for the admins' community moderation
// on anybody's post, comment or account, with nothing changed by the unknown id.
type RecordKind = "own" | "assigned-student" | "any-student" | "moderated" | "catalogue" | "token";

const recordKinds: Record<string, RecordKind> = {
  "GET /api/staff-invite/{token}": "token",
  "DELETE /api/admin/staff-invitations/{id}": "catalogue",
  "GET /api/universities/{id}": "catalogue",
  "GET /api/universities/{id}/similar": "catalogue",
  "PUT /api/admin/universities/{id}": "catalogue",
  "DELETE /api/admin/universities/{id}": "catalogue",
  // Plans are the admins' to manage, nobody's own (decision 042).
  "PATCH /api/admin/subscription-plans/{planId}": "catalogue",
  "DELETE /api/users/sessions/{id}": "own",
  "PUT /api/notifications/{id}/read": "own",
  "DELETE /api/notifications/{id}": "own",
  "GET /api/applications/{id}": "own",
  "PATCH /api/applications/{id}": "own",
  "DELETE /api/applications/{id}": "own",
  "POST /api/applications/{id}/transitions": "own",
  "PUT /api/applications/{id}/checklist/{item}": "own",
  // A university of the catalogue: the student's choice about it is keyed on their own id.
  "PUT /api/recommendations/{universityId}": "catalogue",
  "GET /api/documents/{id}": "own",
  "PATCH /api/documents/{id}": "own",
  "DELETE /api/documents/{id}": "own",
  "PUT /api/documents/{id}/verification": "own",
  "GET /api/documents/{id}/view": "own",
  "GET /api/documents/{id}/download": "own",
  "PUT /api/admin/students/{studentId}/counselor": "any-student",
  "GET /api/admin/students/{studentId}/assignments": "any-student",
  "GET /api/counselor/followups/{studentId}": "assigned-student",
  "POST /api/counselor/followups/{studentId}": "assigned-student",
  "POST /api/counselor/followups/{studentId}/meetings": "assigned-student",
  "PATCH /api/counselor/followups/{studentId}/{noteId}": "assigned-student",
  "GET /api/counselor/student/{studentId}": "assigned-student",
  "PUT /api/counselor/update-student-profile/{studentId}": "assigned-student",
  "PUT /api/counselor/student/{studentId}/status": "assigned-student",
  "GET /api/students/documents/{studentId}": "assigned-student",
  // A message the owner received: only its receiving side marks it read.
  "PUT /api/chat/messages/{messageId}/read": "own",
  "GET /api/counselor/chat/{studentId}": "assigned-student",
  "POST /api/counselor/chat/{studentId}": "assigned-student",
  // Company accounts are the admins' to answer (decision 036); no other role passes the gate.
  "GET /api/admin/company-chat/{accountId}": "catalogue",
  // A public record (company-profiles.test: an unknown or non-company id answers 404).
  "GET /api/company-profiles/{accountId}/logo": "catalogue",
  // A public record, like a logo (user-profile.test: an unknown id or a user without a photo answers 404).
  "GET /api/users/{userId}/photo": "catalogue",
  "POST /api/admin/company-chat/{accountId}": "catalogue",
  // Admins take every student's payments (decision 041): an unknown id answers 404 (subscriptions.test).
  "POST /api/subscription/requests/{requestId}/cancel": "own",
  "POST /api/admin/payment-requests/{requestId}/approve": "catalogue",
  "POST /api/admin/payment-requests/{requestId}/reject": "catalogue",
  // The support queue is every admin's alike: an unknown id answers 404 (support.test).
  "PATCH /api/admin/support-requests/{requestId}": "catalogue",
  "POST /api/admin/support-requests/{requestId}/replies": "catalogue",
  // The product's mail is every admin's alike: an unknown id answers 404 (mail.test).
  "GET /api/admin/mail/{id}": "catalogue",
  "POST /api/admin/community/posts/{postId}/moderation": "moderated",
  "POST /api/admin/community/comments/{commentId}/moderation": "moderated",
  "POST /api/admin/community/users/{userId}/warning": "moderated",
  "PUT /api/admin/community/users/{userId}/suspension": "moderated",
  "DELETE /api/admin/community/users/{userId}/suspension": "moderated",
  // Forum posts and comments: visible ones are everyone's to read, like and answer (public
  // records); edits and deletes are the author's own (decision 044). Held and hidden content
  // answers others 404: community.test.
  "GET /api/community/posts/{postId}": "catalogue",
  "PUT /api/community/posts/{postId}/like": "catalogue",
  "DELETE /api/community/posts/{postId}/like": "catalogue",
  "GET /api/community/posts/{postId}/comments": "catalogue",
  "POST /api/community/posts/{postId}/comments": "catalogue",
  "PUT /api/community/comments/{commentId}/like": "catalogue",
  "DELETE /api/community/comments/{commentId}/like": "catalogue",
  "PATCH /api/community/posts/{postId}": "own",
  "DELETE /api/community/posts/{postId}": "own",
  "PATCH /api/community/comments/{commentId}": "own",
  "DELETE /api/community/comments/{commentId}": "own",
  // A poll and a photo are their post's: a visible post's are everyone's to vote in and to see
  // (held and hidden ones answer others 404: polls.test, photos.test).
  "PUT /api/community/posts/{postId}/poll/vote": "catalogue",
  "GET /api/community/photos/{photoId}": "catalogue",
  "POST /api/community/posts/{postId}/photos": "own",
  "DELETE /api/community/photos/{photoId}": "own",
};

/** How an "own" route's record is made for a user, and what of it must not change. */
interface OwnRecord {
  /** The record's id, or every id of a nested path by name (`{ id, documentId }`). */
  create(owner: UserRow): Promise<string | Record<string, string>>;
  /** The request body, for routes that take one (an upload sends a multipart file); `{}` otherwise. */
  payload?: () => { payload: Buffer | string | object; headers: Record<string, string> };
  /** What the owner would see of the record; compared before and after a refused call. */
  snapshot(owner: BrowserHeaders, id: string | Record<string, string>): Promise<unknown>;
  /** What the owner's own call answers, when not a success (a student verifying their own document: 403). */
  ownerStatus?: number;
}

/**
 * An "assigned-student" route's record (the counselor workspace): made for a student, given the
 * student's profile id (the id counselor routes take), and looked at by the student's assigned
 * counselor.
 */
interface AssignedStudentRecord {
  create(student: UserRow, profileId: string): Promise<string | Record<string, string>>;
  payload?: OwnRecord["payload"];
  /** What the assigned counselor would see of the record; compared before and after a refused call. */
  snapshot(counselor: BrowserHeaders, ids: string | Record<string, string>): Promise<unknown>;
  /** What the assigned counselor's own call answers, when not a success. */
  assignedStatus?: number;
}

const notificationRecord: OwnRecord = {
  create: async (owner) => {
    const created = await notify(t.ctx, owner.id, { type: "system", title: "Private", message: "Only mine" });
    if (!created) throw new Error("notification not created");
    return created.id;
  },
  snapshot: async (owner, id) => {
    const res = await t.app.inject({ method: "GET", url: "/api/notifications?limit=100", headers: owner });
    return (res.json().data as { id: string }[]).find((n) => n.id === id);
  },
};

/** A draft application of the owner; `item` names its transcript checklist item. */
const applicationRecord = (payload?: object): OwnRecord => ({
  create: async (owner) => ({
    id: (await createApplicationRow(t.database.db, owner.id)).id,
    item: "transcript",
  }),
  ...(payload ? { payload: () => ({ payload, headers: {} }) } : {}),
  snapshot: async (owner, ids) => {
    const id = typeof ids === "string" ? ids : ids.id;
    const res = await t.app.inject({ method: "GET", url: `/api/applications/${id}`, headers: owner });
    return res.statusCode === 200 ? res.json().data : undefined;
  },
});
const documentRecord: OwnRecord = {
  create: (owner) => insertStoredDocument(t.ctx, owner.id),
  snapshot: async (owner, id) => {
    const res = await t.app.inject({ method: "GET", url: `/api/documents/${id}`, headers: owner });
    return res.statusCode === 200 ? res.json().data : undefined;
  },
};
const json = (payload: object) => () => ({ payload, headers: {} });

/** The owner's forum post; the snapshot is the post as its author reads it. */
const forumPostRecord = (payload?: object): OwnRecord => ({
  create: async (owner) => {
    // A sign-in starts a student's cooling period; the matrix is about whose post it is.
    await endCoolingPeriod(t.database.db, owner.id);
    return (await makeForumPost(t.database.db, owner.id)).id;
  },
  ...(payload ? { payload: json(payload) } : {}),
  snapshot: async (owner, id) => {
    const res = await t.app.inject({ method: "GET", url: `/api/community/posts/${id}`, headers: owner });
    return res.statusCode === 200 ? res.json().data : undefined;
  },
});
/** The owner's comment on someone's post; the snapshot is the post's comment list as the author reads it. */
const forumCommentRecord = (payload?: object): OwnRecord => ({
  create: async (owner) => {
    await endCoolingPeriod(t.database.db, owner.id);
    const post = await makeForumPost(t.database.db, null);
    return { commentId: (await makeForumComment(t.database.db, post.id, owner.id)).id, postId: post.id };
  },
  ...(payload ? { payload: json(payload) } : {}),
  snapshot: async (owner, ids) => {
    const postId = typeof ids === "string" ? ids : ids.postId;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/community/posts/${postId}/comments`,
      headers: owner,
    });
    return res.statusCode === 200 ? res.json().data : undefined;
  },
});

/** A photo on the owner's post (stored as the upload stores it); the snapshot is the post as its author reads it. */
const forumPhotoRecord: OwnRecord = {
  create: async (owner) => {
    const post = await makeForumPost(t.database.db, owner.id, { photoCount: 1 });
    const stored = await t.ctx.storage.put(newFileKey("forum-photos"), Readable.from([PNG_BYTES]), {
      contentType: "image/webp",
    });
    const [row] = await t.database.db
      .insert(forumPhotos)
      .values({
        postId: post.id,
        storageKey: stored.key,
        sha256: stored.sha256,
        size: stored.size,
        width: 1,
        height: 1,
      })
      .returning({ id: forumPhotos.id });
    if (!row) throw new Error("forum photo not created");
    return { photoId: row.id, postId: post.id };
  },
  snapshot: (owner, ids) =>
    forumPostRecord().snapshot(owner, typeof ids === "string" ? ids : (ids.postId ?? "")),
};

/** A message from the team to the owner, which the owner (its receiving side) may mark read. */
const receivedChatMessage: OwnRecord = {
  create: async (owner) => {
    const staff = await createUser(t.database.db, callerKinds.admin);
    const [row] = await t.database.db
      .insert(chatMessages)
      .values({ conversationId: owner.id, senderId: staff.id, senderSide: "staff", content: "For you" })
      .returning({ id: chatMessages.id });
    if (!row) throw new Error("chat message not created");
    return row.id;
  },
  snapshot: async (owner, id) => {
    const res = await t.app.inject({ method: "GET", url: "/api/chat/messages", headers: owner });
    return (res.json().data as { id: string }[]).find((m) => m.id === id);
  },
};

/** A worked student's conversation, as their counselor reads it; each send has its own client id. */
const studentConversation = (send: boolean): AssignedStudentRecord => ({
  create: async (student, profileId) => {
    await t.database.db
      .insert(chatMessages)
      .values({ conversationId: student.id, senderId: student.id, senderSide: "owner", content: "Hello" });
    return profileId;
  },
  ...(send
    ? { payload: () => ({ payload: { content: "Hi there", clientMessageId: randomUUID() }, headers: {} }) }
    : {}),
  snapshot: async (counselor, profileId) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/counselor/chat/${profileId}`,
      headers: counselor,
    });
    if (res.statusCode !== 200) return undefined;
    // The messages and, beside them, the conversation's id and cursor: none may change.
    const { data, meta } = res.json();
    return { data, meta };
  },
});

/** A plan request of the owner's waiting for an admin (manual payments). */
const pendingPlanRequest: OwnRecord = {
  create: async (owner) => {
    const plan = await createPlan(t.database.db, { priceMinor: 12_000 });
    const [row] = await t.database.db
      .insert(conversions)
      .values({
        studentId: owner.id,
        planId: plan.id,
        status: "converted_offline",
        state: "pending",
        provider: "manual",
        priceMinor: plan.priceMinor,
        currency: plan.currency,
      })
      .returning({ id: conversions.id });
    if (!row) throw new Error("plan request not created");
    return row.id;
  },
  snapshot: async (owner) => {
    const res = await t.app.inject({ method: "GET", url: "/api/subscription", headers: owner });
    return res.json().data.openPurchase ?? undefined;
  },
};

/** Another session of the owner's (another browser); the snapshot is it as the owner lists it. */
const sessionRecord: OwnRecord = {
  create: async (owner) => {
    const [row] = await t.database.db
      .insert(sessions)
      .values({
        userId: owner.id,
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 3_600_000),
        userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error("session not created");
    return row.id;
  },
  snapshot: async (owner, id) => {
    const res = await t.app.inject({ method: "GET", url: "/api/users/sessions", headers: owner });
    return (res.json().data as { id: string }[]).find((s) => s.id === id);
  },
};

const ownRecords: Record<string, OwnRecord> = {
  "DELETE /api/users/sessions/{id}": sessionRecord,
  "PUT /api/notifications/{id}/read": notificationRecord,
  "DELETE /api/notifications/{id}": notificationRecord,
  "GET /api/applications/{id}": applicationRecord(),
  "PATCH /api/applications/{id}": applicationRecord({ programName: "Changed by a stranger" }),
  "DELETE /api/applications/{id}": applicationRecord(),
  "POST /api/applications/{id}/transitions": applicationRecord({ to: "submitted" }),
  "PUT /api/applications/{id}/checklist/{item}": applicationRecord({ documentId: null }),
  "GET /api/documents/{id}": documentRecord,
  "PATCH /api/documents/{id}": { ...documentRecord, payload: json({ name: "Renamed" }) },
  "DELETE /api/documents/{id}": documentRecord,
  // Staff verify; the student is refused on their own document (documents.service).
  "PUT /api/documents/{id}/verification": {
    ...documentRecord,
    payload: json({ isVerified: true }),
    ownerStatus: 403,
  },
  "GET /api/documents/{id}/view": documentRecord,
  "GET /api/documents/{id}/download": documentRecord,
  "PUT /api/chat/messages/{messageId}/read": receivedChatMessage,
  "PATCH /api/community/posts/{postId}": forumPostRecord({ title: "Changed by a stranger" }),
  "DELETE /api/community/posts/{postId}": forumPostRecord(),
  "PATCH /api/community/comments/{commentId}": forumCommentRecord({ body: "Changed by a stranger" }),
  "DELETE /api/community/comments/{commentId}": forumCommentRecord(),
  // Students own posts but add no photos (403 on their own post; another's is 404 before that).
  "POST /api/community/posts/{postId}/photos": {
    ...forumPostRecord(),
    payload: () => multipartFile("photo.png", PNG_BYTES, "image/png"),
    ownerStatus: 403,
  },
  "DELETE /api/community/photos/{photoId}": forumPhotoRecord,
  "POST /api/subscription/requests/{requestId}/cancel": pendingPlanRequest,
};
/** A follow-up note on the student's file; the snapshot is what their counselor lists. */
const followUpRecord = (payload?: object): AssignedStudentRecord => ({
  create: async (student, profileId) => {
    const counselorId = await counselorOf(student.id);
    const [row] = await t.database.db
      .insert(followUpNotes)
      .values({
        studentId: student.id,
        authorId: counselorId,
        category: "visa",
        title: "Private note",
        priority: "medium",
        content: "Only for the assigned counselor",
      })
      .returning({ id: followUpNotes.id });
    if (!row) throw new Error("note not created");
    return { studentId: profileId, noteId: row.id };
  },
  ...(payload ? { payload: json(payload) } : {}),
  snapshot: async (counselor, ids) => {
    const studentId = typeof ids === "string" ? ids : ids.studentId;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/counselor/followups/${studentId}`,
      headers: counselor,
    });
    return res.statusCode === 200 ? res.json().data : undefined;
  },
});
/** The student's profile as their counselor reads it (the record of the profile routes). */
const studentProfileRecord = (payload?: object): AssignedStudentRecord => ({
  create: async (_student, profileId) => profileId,
  ...(payload ? { payload: json(payload) } : {}),
  snapshot: async (counselor, id) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/counselor/student/${id}`,
      headers: counselor,
    });
    return res.statusCode === 200 ? res.json().data : undefined;
  },
});
async function counselorOf(studentId: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ counselorId: studentProfiles.counselorId })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId));
  return row?.counselorId ?? null;
}
const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

const assignedStudentRecords: Record<string, AssignedStudentRecord> = {
  "GET /api/counselor/chat/{studentId}": studentConversation(false),
  "POST /api/counselor/chat/{studentId}": studentConversation(true),
  "GET /api/counselor/followups/{studentId}": followUpRecord(),
  "POST /api/counselor/followups/{studentId}": followUpRecord({
    category: "lead",
    title: "Added by a stranger",
    priority: "low",
    content: "Should not land",
  }),
  "POST /api/counselor/followups/{studentId}/meetings": followUpRecord({ startsAt: inAnHour() }),
  "PATCH /api/counselor/followups/{studentId}/{noteId}": followUpRecord({
    title: "Changed",
    completed: true,
  }),
  "GET /api/counselor/student/{studentId}": studentProfileRecord(),
  "PUT /api/counselor/update-student-profile/{studentId}": studentProfileRecord({
    personalDetails: { city: "Changed by a stranger" },
  }),
  "PUT /api/counselor/student/{studentId}/status": studentProfileRecord({ status: "departed" }),
  "GET /api/students/documents/{studentId}": {
    create: async (student, profileId) => {
      await insertStoredDocument(t.ctx, student.id);
      return profileId;
    },
    snapshot: async (counselor, id) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/students/documents/${id}`,
        headers: counselor,
      });
      return res.statusCode === 200 ? res.json().data : undefined;
    },
  },
};

/** The body of each "any-student" route (an admin's call on any student's file). */
const anyStudentPayloads: Record<string, OwnRecord["payload"]> = {
  "PUT /api/admin/students/{studentId}/counselor": json({ counselorId: null }),
  "GET /api/admin/students/{studentId}/assignments": undefined,
};

/** A "moderated" route's record: anybody's post, comment or account, and what of it must not change. */
interface ModeratedRecord {
  create(): Promise<string>;
  payload?: OwnRecord["payload"];
  /** The record as the database holds it, compared before and after the call with an unknown id. */
  snapshot(id: string): Promise<unknown>;
  notFound: string;
}

async function insertForumPost(): Promise<string> {
  const author = await createUser(t.database.db);
  return (await makeForumPost(t.database.db, author.id, { title: "Somebody's post", body: "Text" })).id;
}
const moderatedPostRecord: ModeratedRecord = {
  create: insertForumPost,
  payload: json({ action: "hide", note: "Matrix" }),
  snapshot: async (id) => t.database.db.select().from(forumPosts).where(eq(forumPosts.id, id)),
  notFound: "Post not found",
};
const moderatedCommentRecord: ModeratedRecord = {
  create: async () =>
    (await makeForumComment(t.database.db, await insertForumPost(), null, { body: "Text" })).id,
  payload: json({ action: "hide", note: "Matrix" }),
  snapshot: async (id) => t.database.db.select().from(forumComments).where(eq(forumComments.id, id)),
  notFound: "Comment not found",
};
/** A member's standing and notifications: what a warning or a suspension would change. */
const communityMemberRecord = (payload?: object): ModeratedRecord => ({
  create: async () => (await createUser(t.database.db)).id,
  ...(payload ? { payload: json(payload) } : {}),
  snapshot: async (id) => [
    await t.database.db.select().from(communityMembers).where(eq(communityMembers.userId, id)),
    await t.database.db.select().from(notifications).where(eq(notifications.userId, id)),
  ],
  notFound: "User not found",
});
const moderatedRecords: Record<string, ModeratedRecord> = {
  "POST /api/admin/community/posts/{postId}/moderation": moderatedPostRecord,
  "POST /api/admin/community/comments/{commentId}/moderation": moderatedCommentRecord,
  "POST /api/admin/community/users/{userId}/warning": communityMemberRecord({ message: "Please be kind." }),
  "PUT /api/admin/community/users/{userId}/suspension": communityMemberRecord({ days: 2, reason: "Spam" }),
  "DELETE /api/admin/community/users/{userId}/suspension": communityMemberRecord(),
};

type Caller = "anonymous" | "student" | "counselor" | "admin" | "company";
const callerKinds: Record<Exclude<Caller, "anonymous">, { userType: UserType; teamRole: TeamRole | null }> = {
  student: { userType: "customer", teamRole: null },
  counselor: { userType: "team_member", teamRole: "counselor" },
  admin: { userType: "team_member", teamRole: "admin" },
  company: { userType: "company_profile", teamRole: null },
};

function expectedGate(rule: Rule, caller: Caller): 401 | 403 | "through" {
  if (rule === "public") return "through";
  if (caller === "anonymous") return 401;
  return checkAccess(callerKinds[caller], accessRules[rule] as AccessRule) === "allowed" ? "through" : 403;
}

function inject(
  method: string,
  url: string,
  headers: BrowserHeaders,
  remoteAddress = "10.98.0.1",
  body: ReturnType<NonNullable<OwnRecord["payload"]>> = { payload: {}, headers: {} },
) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: { ...headers, ...body.headers },
    remoteAddress,
    ...(method === "GET" || method === "DELETE" ? {} : { payload: body.payload }),
  });
}

/** A route's path with its ids filled in: `{token}` with a made-up token, `{name}` from `ids`. */
function fillPath(path: string, ids: string | Record<string, string>): string {
  return path
    .replace("{token}", "x".repeat(43))
    .replace(/\{(\w+)\}/g, (_, name: string) => (typeof ids === "string" ? ids : (ids[name] ?? UNKNOWN_ID)));
}

/** The same path with every record id unknown; other segments (a checklist item) kept. */
function unknownIds(ids: string | Record<string, string>): string | Record<string, string> {
  if (typeof ids === "string") return UNKNOWN_ID;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, uuid.test(id) ? UNKNOWN_ID : id]));
}

const callers = {} as Record<Caller, BrowserHeaders>;
const students = {} as Record<"s1" | "s2", { user: UserRow; headers: BrowserHeaders }>;
const t = useTestApp();
beforeAll(async () => {
  const db = t.database.db;
  callers.anonymous = await csrfHeaders(t.app);
  for (const [caller, kind] of Object.entries(callerKinds)) {
    callers[caller as Caller] = await signIn(t.app, await createUser(db, kind));
  }
  for (const key of ["s1", "s2"] as const) {
    const user = await createUser(db);
    students[key] = { user, headers: await signIn(t.app, user) };
  }
});

describe("who may call each route", () => {
  it("has one row for each documented route and no stale rows", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const documented = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect([...documented].sort()).toEqual(Object.keys(accessTable).sort());
  });

  // Files at the site's root, outside the API (and so outside the documented routes): public to all.
  const siteFiles: Record<string, "public"> = { "GET /robots.txt": "public", "GET /sitemap.xml": "public" };
  for (const [route, rule] of Object.entries(siteFiles)) {
    it(`${route} is ${rule}`, async () => {
      const [method, path] = route.split(" ") as [string, string];
      for (const caller of Object.keys(callers) as Caller[]) {
        const res = await inject(method, path, callers[caller], "10.99.1.1");
        expect(res.statusCode, `${caller} ${route}`).toBe(200);
      }
    });
  }

  // Sign-out last: it ends the callers' sessions.
  const rows = Object.entries(accessTable).sort(
    ([a], [b]) => Number(a.includes("logout")) - Number(b.includes("logout")),
  );
  for (const [route, rule] of rows) {
    it(`${route} is ${rule}`, async () => {
      const [method, path] = route.split(" ") as [string, string];
      // Made-up ids: the gate must answer before anything looks them up.
      const url = fillPath(path, UNKNOWN_ID);
      for (const caller of Object.keys(callers) as Caller[]) {
        const res = await inject(
          method,
          url,
          callers[caller],
          `10.99.0.${Object.keys(callers).indexOf(caller) + 1}`,
        );
        const expected = expectedGate(rule, caller);
        if (expected === "through") {
          expect([401, 403], `${caller} ${route} -> ${res.statusCode} ${res.body}`).not.toContain(
            res.statusCode,
          );
        } else {
          expect(res.statusCode, `${caller} ${route}`).toBe(expected);
        }
      }
    });
  }
});

describe("whose records each route reaches", () => {
  it("names the record kind of every route that takes an id, and a record maker for each owned kind", () => {
    const withIds = Object.keys(accessTable).filter((route) => /\{\w+\}/.test(route));
    expect(Object.keys(recordKinds).sort()).toEqual(withIds.sort());
    const owned = (kind: RecordKind) => withIds.filter((route) => recordKinds[route] === kind).sort();
    expect(Object.keys(ownRecords).sort()).toEqual(owned("own"));
    expect(Object.keys(assignedStudentRecords).sort()).toEqual(owned("assigned-student"));
    expect(Object.keys(anyStudentPayloads).sort()).toEqual(owned("any-student"));
    expect(Object.keys(moderatedRecords).sort()).toEqual(owned("moderated"));
  });

  it("refuses a route that declares no access to everyone, signed in or not", async () => {
    const app = await createTestApp({
      prepare: (server) => {
        server.get("/api/test/undeclared", async () => ({ success: true, data: "secret" }));
      },
    });
    try {
      for (const headers of [
        await csrfHeaders(app.app),
        await signIn(app.app, await createUser(app.database.db, callerKinds.admin)),
      ]) {
        const res = await app.app.inject({ method: "GET", url: "/api/test/undeclared", headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, error: { code: "FORBIDDEN" } });
      }
    } finally {
      await app.app.close();
    }
  });

  for (const [route, record] of Object.entries(ownRecords)) {
    it(`${route} answers another user's id like an unknown one and changes nothing`, async () => {
      const [method, path] = route.split(" ") as [string, string];
      const { s1, s2 } = students;
      const theirs = await record.create(s2.user);
      const before = await record.snapshot(s2.headers, theirs);
      expect(before, "the other user's record exists").toBeDefined();

      const body = record.payload?.();
      const refused = await inject(method, fillPath(path, theirs), s1.headers, undefined, body);
      const unknown = await inject(
        method,
        fillPath(path, unknownIds(theirs)),
        s1.headers,
        undefined,
        record.payload?.(),
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
      expect(await record.snapshot(s2.headers, theirs)).toEqual(before);

      // The owner is let through: the 404 above is the policy, not a broken route.
      const mine = await record.create(s1.user);
      const own = await inject(method, fillPath(path, mine), s1.headers, undefined, record.payload?.());
      if (record.ownerStatus) expect(own.statusCode, own.body).toBe(record.ownerStatus);
      else expect(own.statusCode, own.body).toBeLessThan(300);
    });
  }

  for (const [route, record] of Object.entries(assignedStudentRecords)) {
    it(`${route} answers a student assigned to another counselor like an unknown one and changes nothing`, async () => {
      const [method, path] = route.split(" ") as [string, string];
      const db = t.database.db;
      const student = await createUser(db);
      const theirs = await createUser(db, callerKinds.counselor);
      const theirHeaders = await signIn(t.app, theirs);
      const ids = await record.create(student, await assignStudentRow(db, student.id, theirs.id));
      const before = await record.snapshot(theirHeaders, ids);
      expect(before, "the record exists for its counselor").toBeDefined();

      // A counselor of their own who works none of this student's files (callers.counselor's
      // session ended with the logout rows above).
      const stranger = await signIn(t.app, await createUser(db, callerKinds.counselor));
      const refused = await inject(method, fillPath(path, ids), stranger, undefined, record.payload?.());
      const unknown = await inject(
        method,
        fillPath(path, unknownIds(ids)),
        stranger,
        undefined,
        record.payload?.(),
      );
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toEqual(unknown.json());
      expect(await record.snapshot(theirHeaders, ids)).toEqual(before);

      // The assigned counselor is let through: the 404 above is the policy, not a broken route.
      const own = await inject(method, fillPath(path, ids), theirHeaders, undefined, record.payload?.());
      if (record.assignedStatus) expect(own.statusCode, own.body).toBe(record.assignedStatus);
      else expect(own.statusCode, own.body).toBeLessThan(300);
    });
  }

  for (const [route, payload] of Object.entries(anyStudentPayloads)) {
    it(`${route} answers an unknown student 404 and reaches any real student for an admin`, async () => {
      const [method, path] = route.split(" ") as [string, string];
      // Its own session: the matrix above signs the callers out at its end.
      const admin = await signIn(t.app, await createUser(t.database.db, callerKinds.admin));
      const unknown = await inject(method, fillPath(path, UNKNOWN_ID), admin, undefined, payload?.());
      expect(unknown.statusCode, unknown.body).toBe(404);
      expect(unknown.json().error.message).toBe("Student not found");
      const student = await createUser(t.database.db);
      const profileId = await assignStudentRow(t.database.db, student.id, null);
      const res = await inject(method, fillPath(path, profileId), admin, undefined, payload?.());
      expect(res.statusCode, res.body).toBeLessThan(300);
    });
  }

  for (const [route, record] of Object.entries(moderatedRecords)) {
    it(`${route} answers an unknown id 404 changing nothing, and reaches anybody's record for an admin`, async () => {
      const [method, path] = route.split(" ") as [string, string];
      const admin = await signIn(t.app, await createUser(t.database.db, callerKinds.admin));
      const id = await record.create();
      const before = await record.snapshot(id);
      const unknown = await inject(method, fillPath(path, UNKNOWN_ID), admin, undefined, record.payload?.());
      expect(unknown.statusCode, unknown.body).toBe(404);
      expect(unknown.json().error.message).toBe(record.notFound);
      expect(await record.snapshot(id)).toEqual(before);
      const res = await inject(method, fillPath(path, id), admin, undefined, record.payload?.());
      expect(res.statusCode, res.body).toBeLessThan(300);
    });
  }
});
