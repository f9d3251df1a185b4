import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeApplication } from "@/features/applications/test-applications";
import { makeUniversity } from "@/features/universities/test-universities";
import { getToastState } from "@/lib/use-toast";
import { openAddApplication, optionTexts } from "@/test/add-application";
import { fieldRefusal, signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";
import { UniversityCardAction } from "./university-card-action";

const university = makeUniversity({ name: "Lakeside Institute", degreeTypes: ["Master's", "PhD"] });
const searchAnswer = {
  data: {
    universities: [university],
    total: 1,
    hasMore: false,
    unpublished: { count: 0, figures: [], included: false },
  },
};

/** The Idempotency-Key of each POST /api/applications the page sent. */
function idempotencyKeys(fetchMock: ReturnType<typeof stubApi>["fetchMock"]) {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === "/api/applications" && init?.method === "POST")
    .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
}

describe("Add to my applications on university cards", () => {
  it("starts a draft with the university's degree types, placing a refusal at its field and retrying with the same key", async () => {
    const created = makeApplication({
      university: { ...makeApplication().university, name: "Lakeside Institute" },
    });
    let posts = 0;
    const api = stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/universities": searchAnswer,
      "POST /api/applications": () => {
        posts += 1;
        if (posts === 1) {
          return fieldRefusal("programName", "Program name is too vague");
        }
        if (posts === 2) throw new TypeError("Failed to fetch");
        return { status: 201, data: created };
      },
    });
    const user = userEvent.setup();
    renderApp("/universities");
    const dialog = await openAddApplication(user, "Lakeside Institute");

    const degree = within(dialog).getByLabelText("Degree type");
    expect(optionTexts(degree)).toEqual(["Master's", "PhD"]);

    // The contract's checks run first: nothing is sent without a program.
    await user.click(within(dialog).getByRole("button", { name: "Add application" }));
    expect(await within(dialog).findByText("Program is required")).toBeTruthy();
    expect(api.callsTo("POST /api/applications")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Program"), "Data");
    await user.selectOptions(degree, "PhD");
    await user.click(within(dialog).getByRole("button", { name: "Add application" }));
    // The server's 422 lands at the field it names, which takes the focus.
    expect(await within(dialog).findByText("Program name is too vague")).toBeTruthy();
    const program = within(dialog).getByLabelText("Program");
    expect(program.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(program));

    await user.type(program, " Science");
    await user.click(within(dialog).getByRole("button", { name: "Add application" }));
    expect(
      await within(dialog).findByText("The application could not be saved. Please try again."),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Add application" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const bodies = api.callsTo("POST /api/applications").map((call) => call.body);
    expect(bodies.at(-1)).toMatchObject({
      universityId: university.id,
      programName: "Data Science",
      degreeType: "PhD",
      intakeTerm: "fall",
    });
    // One attempt, one key: the retry after the lost answer sends the same one.
    const keys = idempotencyKeys(api.fetchMock);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(getToastState().toasts[0]).toMatchObject({ title: "Application added" });
  });

  it("reads the degree types from the catalogue when the card lacks them (a recommendation)", async () => {
    stubApi({
      ...signedInAs(testUsers.student),
      [`GET /api/universities/${university.id}`]: {
        data: { ...university, degreeTypes: ["PhD"], livingCostEstimate: null },
      },
    });
    const user = userEvent.setup();
    renderApp("/card", {
      children: [
        {
          path: "card",
          element: (
            <UniversityCardAction
              university={{ id: university.id, name: university.name }}
              programName="Law"
            />
          ),
        },
      ],
    });
    await user.click(
      await screen.findByRole("button", { name: "Add to my applications: Lakeside Institute" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Add to my applications" });
    const degree = await within(dialog).findByLabelText("Degree type");
    expect(optionTexts(degree)).toEqual(["PhD"]);
    expect((within(dialog).getByLabelText("Program") as HTMLInputElement).value).toBe("Law");
  });

  it("offers the general degree levels, as the level applied for, when the university's degree types are unknown", async () => {
    const generated = makeUniversity({ name: "Demo Figures University", degreeTypes: [] });
    stubApi({
      ...signedInAs(testUsers.student),
      "GET /api/universities": {
        data: {
          universities: [generated],
          total: 1,
          hasMore: false,
          unpublished: { count: 0, figures: [], included: false },
        },
      },
    });
    const user = userEvent.setup();
    renderApp("/universities");
    const dialog = await openAddApplication(user, "Demo Figures University");
    expect(within(dialog).queryByLabelText("Degree type")).toBeNull();
    const level = within(dialog).getByLabelText("Degree level you are applying for");
    expect(optionTexts(level)).toEqual(["Bachelor's", "Master's", "PhD", "Certificate", "Diploma"]);
    expect(level.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      within(dialog).getByText(
        "This university's degree types are not published here yet: choose the level of the program you are applying for.",
      ),
    ).toBeTruthy();
  });

  it("is not offered to staff", async () => {
    stubApi({ ...signedInAs(testUsers.counselor), "GET /api/universities": searchAnswer });
    renderApp("/universities");
    const card = await screen.findByRole("article", { name: "Lakeside Institute" });
    expect(within(card).queryByRole("button", { name: /Add to my applications/ })).toBeNull();
    expect(within(card).queryByRole("link", { name: /Sign in to add/ })).toBeNull();
  });
});
