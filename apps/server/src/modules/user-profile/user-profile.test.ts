import { userProfileMessages } from "@meridian/contract";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, type UserRow, users } from "../../db/schema/index.js";
import { createUser, UNKNOWN_ID } from "../../test/factories.js";
import { type BrowserHeaders, csrfHeaders, signIn, withFile } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";

const t = useTestApp();
let guest: BrowserHeaders;
beforeAll(async () => {
  guest = await csrfHeaders(t.app);
});

const kinds = {
  student: { userType: "customer" },
  counselor: { userType: "team_member", teamRole: "counselor" },
  admin: { userType: "team_member", teamRole: "admin" },
  company: { userType: "company_profile" },
} as const;

async function newUser(kind: keyof typeof kinds = "student") {
  const user = await createUser(t.database.db, { ...kinds[kind], firstName: "Priya", lastName: "Sharma" });
  return { user, headers: await signIn(t.app, user) };
}

const getProfile = (headers: BrowserHeaders) =>
  t.app.inject({ method: "GET", url: "/api/users/profile", headers });
const putProfile = (headers: BrowserHeaders, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/users/profile", headers, payload });
const me = (headers: BrowserHeaders) => t.app.inject({ method: "GET", url: "/api/auth/me", headers });
const rowOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0] as UserRow;

const FULL = {
  firstName: "  Priyanka ",
  lastName: "Sharma-Rao",
  phone: "+44 20 7946 0958",
  location: " Pune, India ",
  bio: "Aiming for a master's in robotics.\nIELTS in March.",
};

describe("the signed-in user's own profile", () => {
  it("answers the session's user plus phone, location and bio, all empty at first", async () => {
    const { user, headers } = await newUser();
    const res = await getProfile(headers);
    expect(res.statusCode).toBe(200);
    const session = (await me(headers)).json().data;
    expect(res.json().data).toEqual({ ...session, phone: null, location: null, bio: null });
    expect(res.json().data.id).toBe(user.id);
  });

  it.each(Object.keys(kinds) as (keyof typeof kinds)[])("a %s saves it and reads it back", async (kind) => {
    const { user, headers } = await newUser(kind);
    const saved = await putProfile(headers, FULL);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      firstName: "Priyanka",
      lastName: "Sharma-Rao",
      // Stored as registration stores it: E.164.
      phone: "+442079460958",
      location: "Pune, India",
      bio: "Aiming for a master's in robotics.\nIELTS in March.",
    };
    expect(saved.json().data).toMatchObject({ ...expected, id: user.id, email: user.email });
    expect((await getProfile(headers)).json().data).toEqual(saved.json().data);
  });

  it("answers in the shape of /me, and /me shows the new name at once", async () => {
    const { headers } = await newUser();
    // The session is cached by the first request; the save must drop it.
    expect((await me(headers)).json().data.firstName).toBe("Priya");
    const saved = await putProfile(headers, { firstName: "Asha", lastName: "Kumar" });
    expect(saved.statusCode, saved.body).toBe(200);
    const session = (await me(headers)).json().data;
    expect(session).toMatchObject({ firstName: "Asha", lastName: "Kumar" });
    const { phone: _p, location: _l, bio: _b, ...asSession } = saved.json().data;
    expect(asSession).toEqual(session);
  });

  it("clears phone, location and bio left out or blank", async () => {
    const { user, headers } = await newUser();
    expect((await putProfile(headers, FULL)).statusCode).toBe(200);
    const cleared = await putProfile(headers, {
      firstName: "Priya",
      lastName: "Sharma",
      phone: "",
      bio: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ phone: null, location: null, bio: null });
    expect(await rowOf(user.id)).toMatchObject({ phone: null, location: null, bio: null });
  });

  it("records who changed which fields, and no values", async () => {
    const { user, headers } = await newUser();
    expect(
      (await putProfile(headers, { firstName: "Priya", lastName: "Sharma", bio: "Hello" })).statusCode,
    ).toBe(200);
    // Saving the same again changes nothing and records nothing.
    expect(
      (await putProfile(headers, { firstName: "Priya", lastName: "Sharma", bio: "Hello" })).statusCode,
    ).toBe(200);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "user.profile_updated"), eq(auditEvents.targetId, user.id)));
    expect(events).toEqual([
      expect.objectContaining({ actorUserId: user.id, targetType: "user", details: { changed: ["bio"] } }),
    ]);
  });
});

describe("what the profile refuses", () => {
  it("refuses bad values and unknown fields at their field, and writes nothing", async () => {
    const { user, headers } = await newUser();
    expect((await putProfile(headers, FULL)).statusCode).toBe(200);
    const before = await rowOf(user.id);
    const cases: [string, object][] = [
      ["firstName", { firstName: "  " }],
      ["firstName", { firstName: "x".repeat(81) }],
      ["lastName", { lastName: undefined }],
      ["lastName", { lastName: 42 }],
      ["location", { location: "x".repeat(121) }],
      ["bio", { bio: "x".repeat(1001) }],
      ["location", { location: "Pune\u0000" }],
      ["phone", { phone: "12345" }],
      ["phone", { phone: "x".repeat(251) }],
      ["nickname", { nickname: "Pri" }],
      ["userType", { userType: "team_member" }],
      ["profilePicture", { profilePicture: "https://evil.example/x.png" }],
    ];
    for (const [field, change] of cases) {
      const res = await putProfile(headers, { ...FULL, ...change });
      expect(res.statusCode, `${field} ${res.body}`).toBe(422);
      expect(res.json().error.field, res.body).toBe(field);
    }
    expect((await putProfile(headers, { ...FULL, nickname: "Pri" })).json().error.message).toBe(
      '"nickname" is not a field here',
    );
    expect(await rowOf(user.id)).toEqual(before);
  });

  it("keeps registration's phone rule: a country code and a real number", async () => {
    const { headers } = await newUser();
    for (const phone of ["020 7946 0958", "+1 555", "+999 1234 5678"]) {
      const res = await putProfile(headers, { ...FULL, phone });
      expect(res.statusCode, phone).toBe(422);
      expect(res.json().error).toMatchObject({ field: "phone" });
    }
    const refused = await putProfile(headers, { ...FULL, phone: "+1 555" });
    expect(refused.json().error.message).toBe(userProfileMessages.phoneInvalid);
    const ok = await putProfile(headers, { ...FULL, phone: "+91 98765 43210" });
    expect(ok.json().data.phone).toBe("+919876543210");
  });

  it("never changes the email: sent unchanged it is accepted, any other is refused at its field", async () => {
    const { user, headers } = await newUser();
    const same = await putProfile(headers, { ...FULL, email: user.email.toUpperCase() });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.email).toBe(user.email);

    const before = await rowOf(user.id);
    const refused = await putProfile(headers, {
      ...FULL,
      firstName: "Other",
      email: "new-address@gmail.com",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      field: "email",
      message: "Email cannot be changed. Contact support if needed.",
    });
    expect(await rowOf(user.id)).toEqual(before);
  });

  it("changes only the caller's own row: another user's stays as it was", async () => {
    const mine = await newUser();
    const other = await newUser("counselor");
    expect((await putProfile(other.headers, { ...FULL, firstName: "Daniel" })).statusCode).toBe(200);
    const othersBefore = await rowOf(other.user.id);
    // Nothing in the request names a row: an id in the body is refused, the path takes none.
    const withId = await putProfile(mine.headers, { ...FULL, id: other.user.id });
    expect(withId.statusCode).toBe(422);
    expect(withId.json().error.field).toBe("id");
    expect((await putProfile(mine.headers, { ...FULL, firstName: "Mine" })).statusCode).toBe(200);
    expect(await rowOf(other.user.id)).toEqual(othersBefore);
    expect((await getProfile(other.headers)).json().data.firstName).toBe("Daniel");
    expect((await rowOf(mine.user.id)).firstName).toBe("Mine");
  });

  it("answers 401 to a visitor who is not signed in, and writes nothing", async () => {
    expect((await getProfile(guest)).statusCode).toBe(401);
    const res = await putProfile(guest, { ...FULL, firstName: "Nobody-Signed-In" });
    expect(res.statusCode).toBe(401);
    const [written] = await t.database.db.select().from(users).where(eq(users.firstName, "Nobody-Signed-In"));
    expect(written).toBeUndefined();
  });
});

const uploadPhoto = (headers: BrowserHeaders, filename: string, content: Buffer, type = "image/png") =>
  t.app.inject({
    method: "PUT",
    url: "/api/users/profile/photo",
    ...withFile(headers, filename, content, type),
  });
const removePhoto = (headers: BrowserHeaders) =>
  t.app.inject({ method: "DELETE", url: "/api/users/profile/photo", headers });
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2255aa" } });

describe("the profile photo", () => {
  it.each(Object.keys(kinds) as (keyof typeof kinds)[])(
    "a %s uploads one: re-encoded without metadata, fitted, at the address /me carries",
    async (kind) => {
      const { user, headers } = await newUser(kind);
      const photo = await solid(1200, 600)
        .jpeg()
        .withExif({
          IFD0: { Make: "PhoneCam" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" },
        })
        .toBuffer();
      expect((await me(headers)).json().data.profilePicture).toBeNull();
      const res = await uploadPhoto(headers, "me.jpg", photo, "image/jpeg");
      expect(res.statusCode, res.body).toBe(200);
      const url: string = res.json().data.profilePicture;
      expect(url).toMatch(new RegExp(`^/api/users/${user.id}/photo\\?v=[0-9a-f]{16}$`));
      // The session shows it at once (the cached session is dropped).
      expect((await me(headers)).json().data.profilePicture).toBe(url);

      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        "content-type": "image/webp",
        "cache-control": "public, max-age=300",
      });
      const kept = await sharp(served.rawPayload).metadata();
      expect(kept).toMatchObject({ format: "webp", width: 512, height: 256 });
      expect(kept.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from("PhoneCam"))).toBe(false);
      const again = await t.app.inject({
        method: "GET",
        url,
        headers: { "if-none-match": String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    },
  );

  it("refuses what is not a PNG, JPEG or WebP by its bytes, keeping the photo it had", async () => {
    const { user, headers } = await newUser();
    const first = await uploadPhoto(headers, "first.png", await solid(40, 40).png().toBuffer());
    const before = await rowOf(user.id);
    const res = await uploadPhoto(headers, "me.png", Buffer.from("<!doctype html><script>alert(1)</script>"));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: "UNSUPPORTED_FILE_TYPE", field: "file" });
    expect(await rowOf(user.id)).toEqual(before);
    expect((await t.app.inject({ method: "GET", url: first.json().data.profilePicture })).statusCode).toBe(
      200,
    );
  });

  it("replaces the stored file, and is removed with its file", async () => {
    const { user, headers } = await newUser("counselor");
    await uploadPhoto(headers, "one.png", await solid(30, 30).png().toBuffer());
    const firstKey = (await rowOf(user.id)).photoKey as string;
    const second = await uploadPhoto(headers, "two.png", await solid(50, 50).png().toBuffer());
    const secondKey = (await rowOf(user.id)).photoKey as string;
    expect(secondKey).not.toBe(firstKey);
    expect(await t.ctx.storage.exists(firstKey)).toBe(false);
    expect(await t.ctx.storage.exists(secondKey)).toBe(true);

    const removed = await removePhoto(headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.profilePicture).toBeNull();
    expect((await me(headers)).json().data.profilePicture).toBeNull();
    expect(await t.ctx.storage.exists(secondKey)).toBe(false);
    expect((await t.app.inject({ method: "GET", url: second.json().data.profilePicture })).statusCode).toBe(
      404,
    );
    // Removing again changes nothing.
    expect((await removePhoto(headers)).statusCode).toBe(200);
  });

  it("changes only the caller's own photo; an unknown user and one without a photo answer the same 404", async () => {
    const mine = await newUser();
    const other = await newUser("company");
    const theirs = await uploadPhoto(other.headers, "logo.png", await solid(20, 20).png().toBuffer());
    const othersBefore = await rowOf(other.user.id);
    await uploadPhoto(mine.headers, "me.png", await solid(24, 24).png().toBuffer());
    await removePhoto(mine.headers);
    expect(await rowOf(other.user.id)).toEqual(othersBefore);
    expect((await t.app.inject({ method: "GET", url: theirs.json().data.profilePicture })).statusCode).toBe(
      200,
    );

    const answers = await Promise.all(
      [UNKNOWN_ID, mine.user.id].map((id) => t.app.inject({ method: "GET", url: `/api/users/${id}/photo` })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(answers[0]?.json());
    }
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    expect((await uploadPhoto(guest, "me.png", await solid(10, 10).png().toBuffer())).statusCode).toBe(401);
    expect((await removePhoto(guest)).statusCode).toBe(401);
  });
});
