import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fieldRefusal, signedInAs, stubApi, testUsers } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const profile = {
  accountId: testUsers.company.id,
  name: "Acme Education",
  website: null,
  description: null,
  logoUrl: null,
  updatedAt: null,
};

describe("the Company Information tab", () => {
  it("sends the parsed body, and shows the server's refusal at its field with the focus there", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(testUsers.company),
      "GET /api/company/profile": { data: profile },
      "PUT /api/company/profile": fieldRefusal("website", "That address is not allowed"),
    });
    renderApp("/dashboard/company/profile");
    const form = within(await screen.findByRole("form", { name: "Company information" }));
    const website = form.getByLabelText(/^Website/);
    await user.type(website, "  https://acme.example  ");
    await user.click(form.getByRole("button", { name: "Save company information" }));

    expect(await form.findByText("That address is not allowed")).toBeTruthy();
    expect(website.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(website);
    expect(api.callsTo("PUT /api/company/profile")[0]?.body).toEqual({
      name: "Acme Education",
      website: "https://acme.example",
      description: null,
    });
  });

  it("sends nothing while the name is too short, and says so at the field", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      ...signedInAs(testUsers.company),
      "GET /api/company/profile": { data: profile },
    });
    renderApp("/dashboard/company/profile");
    const form = within(await screen.findByRole("form", { name: "Company information" }));
    const name = form.getByLabelText("Company name");
    await user.clear(name);
    await user.type(name, "A");
    await user.click(form.getByRole("button", { name: "Save company information" }));
    expect(await form.findByText("Enter the company name (at least 2 characters)")).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(api.callsTo("PUT /api/company/profile")).toHaveLength(0);
  });
});
