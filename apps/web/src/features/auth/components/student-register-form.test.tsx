import { authMessages } from "@meridian/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fieldRefusal, firstThen, type StubAnswer, type StubRequest, stubApi } from "@/test/api-stub";
import { renderApp } from "@/test/render";

const questions = ["7 + 3", "9 - 4", "6 + 6", "8 - 2"];

/** A fake auth server: each challenge and form start is new; registration answers with `register`. */
function stubRegistrationServer(register: (request: StubRequest) => StubAnswer) {
  let challenges = 0;
  let starts = 0;
  return stubApi({
    "GET /api/auth/team-login-visibility": { data: { visible: false, secretCodeEnabled: true } },
    "GET /api/auth/math-challenge": () => {
      const question = questions[challenges % questions.length];
      challenges += 1;
      return {
        data: { question, challenge: `challenge-${challenges}`, expiresAt: "2099-01-01T00:00:00.000Z" },
      };
    },
    "GET /api/auth/form-start": () => {
      starts += 1;
      return {
        data: { formStartTime: `start-${starts}`, allowedEmailDomains: ["gmail.com", "outlook.com"] },
      };
    },
    "POST /api/auth/student-register": register,
  });
}

async function openForm() {
  const view = renderApp("/auth?type=student&mode=register");
  await screen.findByLabelText("What is 7 + 3?");
  return view;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ana");
  await user.type(screen.getByLabelText("Last name"), "Silva");
  await user.type(screen.getByLabelText("Phone"), "+442079460958");
  await user.type(screen.getByLabelText("Email"), "ana.silva@gmail.com");
  await user.type(screen.getByLabelText("Password", { selector: "input" }), "Harbor-Lamp-58");
}

describe("student registration form", () => {
  it("rates the password as it is typed and warns, in words, that a common one will be refused", async () => {
    const user = userEvent.setup();
    stubRegistrationServer(() => ({ data: { message: "ok" } }));
    await openForm();
    const password = screen.getByLabelText("Password", { selector: "input" });
    await user.type(password, "Password123");
    expect(await screen.findByText(/Password strength: Weak\. Too common/)).toBeTruthy();
    await user.clear(password);
    await user.type(password, "Harbor-Lamp-58");
    expect(await screen.findByText(/Password strength: (Good|Strong)\.$/)).toBeTruthy();
  });

  it("fetches the form start and a challenge on open, and keeps Create Account disabled until answered", async () => {
    const user = userEvent.setup();
    const api = stubRegistrationServer(() => ({ data: { message: "ok" } }));
    await openForm();
    expect(api.callsTo("GET /api/auth/form-start")).toHaveLength(1);
    expect(screen.getByText("Use an address from gmail.com or outlook.com.")).toBeTruthy();
    const create = screen.getByRole("button", { name: "Create Account" }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(screen.getByText(authMessages.mathMissing)).toBeTruthy();
    await user.type(screen.getByLabelText("What is 7 + 3?"), "1a0");
    expect((screen.getByLabelText("What is 7 + 3?") as HTMLInputElement).value).toBe("10");
    expect(create.disabled).toBe(false);
    expect(screen.queryByText(authMessages.mathMissing)).toBeNull();
  });

  it("hides the honeypot from people and keyboards", async () => {
    stubRegistrationServer(() => ({ data: { message: "ok" } }));
    await openForm();
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("fetches a new problem with the refresh button", async () => {
    const user = userEvent.setup();
    stubRegistrationServer(() => ({ data: { message: "ok" } }));
    await openForm();
    await user.type(screen.getByLabelText("What is 7 + 3?"), "10");
    await user.click(screen.getByRole("button", { name: "New problem" }));
    const next = (await screen.findByLabelText("What is 9 - 4?")) as HTMLInputElement;
    expect(next.value).toBe("");
  });

  it("checks the fields before sending anything", async () => {
    const user = userEvent.setup();
    const api = stubRegistrationServer(() => ({ data: { message: "ok" } }));
    await openForm();
    await user.type(screen.getByLabelText("Phone"), "2079460958");
    await user.type(screen.getByLabelText("Email"), "ana@yahoo.com");
    await user.type(screen.getByLabelText("Password", { selector: "input" }), "short");
    await user.type(screen.getByLabelText("What is 7 + 3?"), "10");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText(authMessages.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(authMessages.emailDomain(["gmail.com", "outlook.com"]))).toBeTruthy();
    expect(screen.getByText(authMessages.passwordRule)).toBeTruthy();
    expect(screen.getAllByText("Required")).toHaveLength(2);
    expect(api.callsTo("POST /api/auth/student-register")).toHaveLength(0);
  });

  it("says a long passphrase needs no mix of characters, and sends one", async () => {
    const user = userEvent.setup();
    const api = stubRegistrationServer(() => ({ data: { message: authMessages.registrationSuccess } }));
    await openForm();
    const password = screen.getByLabelText("Password", { selector: "input" });
    const hint = document.getElementById(password.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
    expect(hint?.textContent).toMatch(/or be a passphrase of at least 15 characters/);
    await fillValidForm(user);
    await user.clear(password);
    await user.type(password, "violet harbour lamps drift");
    await user.type(screen.getByLabelText("What is 7 + 3?"), "10");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(api.callsTo("POST /api/auth/student-register")).toHaveLength(1));
    expect(api.callsTo("POST /api/auth/student-register")[0]?.body).toMatchObject({
      password: "violet harbour lamps drift",
    });
  });

  it("after a success returns to sign-in with the email kept and everything else cleared", async () => {
    const user = userEvent.setup();
    const api = stubRegistrationServer(() => ({ data: { message: authMessages.registrationSuccess } }));
    const { router } = await openForm();
    await fillValidForm(user);
    await user.type(screen.getByLabelText("What is 7 + 3?"), "10");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Registration successful! Please login.")).toBeTruthy();
    expect(router.state.location.search).toBe("?type=student");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ana.silva@gmail.com");
    expect((screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement).value).toBe("");
    expect(api.callsTo("POST /api/auth/student-register")[0]?.body).toEqual({
      email: "ana.silva@gmail.com",
      password: "Harbor-Lamp-58",
      firstName: "Ana",
      lastName: "Silva",
      phone: "+442079460958",
      mathChallenge: "challenge-1",
      mathAnswer: "10",
      formStartTime: "start-1",
      honeypot: "",
    });

    // Back on the create form, nothing of the last attempt is left and the tokens are new.
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    const answer = (await screen.findByLabelText(/What is/)) as HTMLInputElement;
    expect(answer.value).toBe("");
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(api.callsTo("GET /api/auth/form-start").length).toBeGreaterThanOrEqual(2));
  });

  it("after a failure clears the answer, fetches a new challenge and form start, and shows the server's message at its field", async () => {
    const user = userEvent.setup();
    const domainRefused = authMessages.emailDomain(["gmail.com"]);
    const api = stubRegistrationServer(() => fieldRefusal("email", domainRefused));
    await openForm();
    await fillValidForm(user);
    await user.type(screen.getByLabelText("What is 7 + 3?"), "10");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const message = document.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe(domainRefused);
    const answer = (await screen.findByLabelText("What is 9 - 4?")) as HTMLInputElement;
    expect(answer.value).toBe("");
    expect(api.callsTo("GET /api/auth/math-challenge")).toHaveLength(2);
    expect(api.callsTo("GET /api/auth/form-start")).toHaveLength(2);
    // What the student typed stays, so only the email needs fixing.
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ana");
    expect((screen.getByRole("button", { name: "Create Account" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("puts the bot checks' one refusal in the security check and a throttle's hint at the top", async () => {
    const user = userEvent.setup();
    stubRegistrationServer(
      firstThen(fieldRefusal("mathAnswer", authMessages.registrationRefused), {
        status: 429,
        error: {
          code: "RATE_LIMITED",
          message: "Too many attempts. Please wait before trying again.",
          hint: "Too many registrations from your network. Try again in 40 minutes.",
        },
      }),
    );
    await openForm();
    await fillValidForm(user);
    await user.type(screen.getByLabelText("What is 7 + 3?"), "11");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    const check = screen.getByRole("group", { name: "Security check" });
    expect(await within(check).findByText(authMessages.registrationRefused)).toBeTruthy();

    await user.type(await screen.findByLabelText("What is 9 - 4?"), "5");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many registrations from your network. Try again in 40 minutes.",
    );
  });

  it("says 'Network error. Please try again.' only when the server never answered", async () => {
    const user = userEvent.setup();
    const api = stubRegistrationServer(() => ({ data: null }));
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/student-register")) throw new TypeError("Failed to fetch");
      const url = String(input);
      const body = url.includes("math-challenge")
        ? { question: "7 + 3", challenge: "c", expiresAt: "2099-01-01T00:00:00.000Z" }
        : url.includes("form-start")
          ? { formStartTime: "s", allowedEmailDomains: ["gmail.com"] }
          : url.includes("csrf-token")
            ? { csrfToken: "t" }
            : { visible: false, secretCodeEnabled: true };
      void init;
      return new Response(JSON.stringify({ success: true, data: body }), {
        headers: { "content-type": "application/json" },
      });
    });
    await openForm();
    await fillValidForm(user);
    await user.type(screen.getByLabelText("What is 7 + 3?"), "10");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect((await screen.findByRole("alert")).textContent).toBe(authMessages.networkError);
  });
});
