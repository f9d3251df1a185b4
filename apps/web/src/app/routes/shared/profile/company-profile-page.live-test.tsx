import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signInAsNew } from "@/test/live";
import { renderApp } from "@/test/render";

// Against the real server: see src/test/live.ts. A real 16×16 PNG: the server decodes and
// re-encodes it, so bytes that only claim to be an image would be refused.
const pngBase64 =
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWOQ9btBEmIY1eA3GkqywzVpAAD880MQbV0bggAAAABJRU5ErkJggg==";
const logoFile = () =>
  new File([Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0))], "acme.png", { type: "image/png" });

describe("/dashboard/company/profile on the real server", () => {
  it("saves the company information, shows it after a reload, and keeps a logo", async () => {
    const user = userEvent.setup();
    const company = await signInAsNew("company", { firstName: "Acme", lastName: "Education" });
    renderApp("/dashboard/company/profile");

    const form = within(await screen.findByRole("form", { name: "Company information" }));
    const name = form.getByLabelText("Company name") as HTMLInputElement;
    // Until it is saved, the company goes by its account's name.
    expect(name.value).toBe("Acme Education");

    // A website of another scheme is refused at its field before anything is sent.
    await user.type(form.getByLabelText(/^Website/), "javascript:alert(1)");
    await user.click(form.getByRole("button", { name: "Save company information" }));
    expect(await form.findByText("Enter a web address starting with https:// or http://")).toBeTruthy();
    expect(form.getByLabelText(/^Website/).getAttribute("aria-invalid")).toBe("true");

    await user.clear(name);
    await user.type(name, "Acme Study Abroad");
    await user.clear(form.getByLabelText(/^Website/));
    await user.type(form.getByLabelText(/^Website/), "https://acme.example");
    await user.type(form.getByLabelText(/^Description/), "Placing students in 40 countries.");
    await user.click(form.getByRole("button", { name: "Save company information" }));
    expect(await screen.findByText("Company information saved")).toBeTruthy();

    // A reload reads it back from the server.
    cleanup();
    renderApp("/dashboard/company/profile");
    const again = within(await screen.findByRole("form", { name: "Company information" }));
    expect((again.getByLabelText("Company name") as HTMLInputElement).value).toBe("Acme Study Abroad");
    expect((again.getByLabelText(/^Website/) as HTMLInputElement).value).toBe("https://acme.example");
    expect((again.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(
      "Placing students in 40 countries.",
    );

    // The logo: uploaded, previewed from its public address, which serves the re-encoded image.
    await user.upload(screen.getByLabelText("Logo file"), logoFile());
    expect(await screen.findByText("Logo updated")).toBeTruthy();
    const logo = (await screen.findByRole("img", { name: "Acme Study Abroad logo" })) as HTMLImageElement;
    const src = logo.getAttribute("src") ?? "";
    expect(src).toMatch(new RegExp(`^/api/company-profiles/${company.id}/logo\\?v=[0-9a-f]{16}$`));
    const served = await fetch(src);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    // The dashboard shows the name and the logo, with the way back to the profile.
    cleanup();
    renderApp("/dashboard/company");
    expect(await screen.findByRole("img", { name: "Acme Study Abroad logo" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit company profile" })).toBeTruthy();

    // Removed after a confirmation.
    cleanup();
    renderApp("/dashboard/company/profile");
    await user.click(await screen.findByRole("button", { name: "Remove logo" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Remove the logo?" }));
    await user.click(confirm.getByRole("button", { name: "Remove logo" }));
    expect(await screen.findByText("Logo removed")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Acme Study Abroad logo" })).toBeNull();
    expect(screen.getByRole("button", { name: "Upload logo" })).toBeTruthy();
  });
});
