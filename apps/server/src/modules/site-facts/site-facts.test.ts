import { readFileSync } from "node:fs";
import { type ApplicationStatus, siteFactThresholds } from "@meridian/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, universities, users } from "../../db/schema/index.js";
import { addUniversity, smallCatalogueFile } from "../../test/catalogue-fixture.js";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, signInStaff } from "../../test/http.js";
import { createTestApp, useTestApp } from "../../test/test-app.js";
import { seedCatalogue } from "../universities/universities.seed.js";

let admin: BrowserHeaders;
const t = useTestApp();
beforeAll(async () => {
  await seedCatalogue(t.database.db, { file: smallCatalogueFile });
  admin = await signInStaff(t, "admin");
  await createUser(t.database.db, { userType: "customer" });
}, 60_000);

const fixture = JSON.parse(readFileSync(smallCatalogueFile, "utf8")) as {
  country: string;
  worldRanking: number | null;
  rankingSource: string | null;
}[];

async function facts() {
  const res = await t.app.inject({ method: "GET", url: "/api/site-facts" });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=60");
  return res.json().data;
}

describe("the landing page's figures", () => {
  it("counts the catalogue for guests, and claims nothing about students or success yet", async () => {
    const ranked = fixture.filter((u) => u.worldRanking !== null);
    expect(await facts()).toEqual({
      universities: fixture.length,
      countries: new Set(fixture.map((u) => u.country)).size,
      rankedUniversities: ranked.length,
      rankingSources: [...new Set(ranked.flatMap((u) => (u.rankingSource ? [u.rankingSource] : [])))].sort(),
      // One student and no decided application: far too few to say anything.
      students: null,
      successRate: null,
    });
  });

  it("follows an admin's edit at once", async () => {
    const before = await facts();
    await addUniversity(t.app, admin, {
      name: "Facts Test University",
      country: "Atlantis",
      countryCode: "AQ",
      worldRanking: 999,
    });
    expect(await facts()).toMatchObject({
      universities: before.universities + 1,
      countries: before.countries + 1,
      rankedUniversities: before.rankedUniversities + 1,
    });
  });

  it("claims students and a success rate once there are enough, counting only decided applications", async () => {
    // Its own app: the first one has already counted (and kept) its figures about people.
    const other = await createTestApp();
    try {
      const db = other.database.db;
      await seedCatalogue(db, { file: smallCatalogueFile });
      const students = await db
        .insert(users)
        .values(
          Array.from({ length: siteFactThresholds.students }, (_, i) => ({
            email: `facts-student-${i}@example.org`,
            passwordHash: "not-a-real-hash",
            firstName: "Facts",
            lastName: `Student ${i}`,
            userType: "customer" as const,
          })),
        )
        .returning({ id: users.id });
      const [university] = await db.select({ id: universities.id }).from(universities).limit(1);
      // 150 offers of every kind and 50 refusals are decided; drafts and pending ones are not.
      const statuses = [
        ...Array<ApplicationStatus>(40).fill("conditional_offer"),
        ...Array<ApplicationStatus>(40).fill("accepted"),
        ...Array<ApplicationStatus>(30).fill("offer_accepted"),
        ...Array<ApplicationStatus>(20).fill("deferred"),
        ...Array<ApplicationStatus>(20).fill("enrolled"),
        ...Array<ApplicationStatus>(50).fill("rejected"),
        ...Array<ApplicationStatus>(300).fill("submitted"),
        ...Array<ApplicationStatus>(100).fill("draft"),
        ...Array<ApplicationStatus>(100).fill("withdrawn"),
      ];
      await db.insert(applications).values(
        statuses.map((status, i) => ({
          studentId: students[i % students.length]?.id as string,
          universityId: university?.id as string,
          programName: "MSc Test",
          degreeType: "Master's" as const,
          intakeTerm: "fall" as const,
          intakeYear: 2027,
          status,
        })),
      );
      const res = await other.app.inject({ method: "GET", url: "/api/site-facts" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ students: siteFactThresholds.students, successRate: 75 });
    } finally {
      await other.app.close();
    }
  }, 60_000);
});
