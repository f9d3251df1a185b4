import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applicationUniversityQueryOptions } from "@/features/applications/api/get-university";
import { universityQueryOptions } from "@/features/universities/api/get-university";
import { invalidateCatalogue } from "@/features/universities/api/invalidate-catalogue";
import { makeUniversity } from "@/features/universities/test-universities";
import { stubApi } from "@/test/api-stub";

// The university's page and the application form are two features reading one endpoint: one
// cache entry, so an admin's edit reaches both (decision 087).
describe("one university in the cache", () => {
  it("is one entry for the university's page and the application form, and an edit refreshes both", async () => {
    const university = makeUniversity({ name: "University of Toronto" });
    let name = university.name;
    const api = stubApi({
      [`GET /api/universities/${university.id}`]: () => ({
        data: { ...university, name, livingCostEstimate: null },
      }),
    });
    const queryClient = new QueryClient();
    const page = new QueryObserver(queryClient, universityQueryOptions(university.id));
    const form = new QueryObserver(queryClient, applicationUniversityQueryOptions(university.id));
    const seen = { page: [] as string[], form: [] as string[] };
    const stopPage = page.subscribe((result) => result.data && seen.page.push(result.data.name));
    const stopForm = form.subscribe((result) => result.data && seen.form.push(result.data.name));

    await expect.poll(() => seen.page.at(-1)).toBe("University of Toronto");
    await expect.poll(() => seen.form.at(-1)).toBe("University of Toronto");
    expect(api.callsTo(`GET /api/universities/${university.id}`)).toHaveLength(1);

    name = "University of Toronto (St. George)";
    await invalidateCatalogue(queryClient);

    await expect.poll(() => seen.page.at(-1)).toBe("University of Toronto (St. George)");
    await expect.poll(() => seen.form.at(-1)).toBe("University of Toronto (St. George)");
    expect(api.callsTo(`GET /api/universities/${university.id}`)).toHaveLength(2);
    stopPage();
    stopForm();
    queryClient.clear();
  });
});
