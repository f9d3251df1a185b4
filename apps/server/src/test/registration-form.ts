import type { FastifyInstance } from "fastify";

/**
 * What the registration page sends: a signed form start and a solved math challenge, with the
 * time a person takes to fill it in passed by `fillIn` (tests move their clock there).
 */
export async function registrationForm(
  app: FastifyInstance,
  fillIn: () => void,
  overrides: Record<string, unknown> = {},
) {
  const formStartTime = (await app.inject({ method: "GET", url: "/api/auth/form-start" })).json().data
    .formStartTime;
  const challenge = (await app.inject({ method: "GET", url: "/api/auth/math-challenge" })).json().data;
  const [a, op, b] = challenge.question.split(" ");
  fillIn();
  return {
    email: `student-${Math.random().toString(36).slice(2)}@gmail.com`,
    password: "Strong-Pass1",
    firstName: "Maya",
    lastName: "Chen",
    phone: "+44 20 7946 0958",
    mathChallenge: challenge.challenge,
    mathAnswer: String(op === "+" ? Number(a) + Number(b) : Number(a) - Number(b)),
    formStartTime,
    honeypot: "",
    ...overrides,
  };
}
