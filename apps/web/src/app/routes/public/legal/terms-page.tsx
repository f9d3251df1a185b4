import { marketingClaims } from "@meridian/contract";
import { Link } from "@/lib/router";
import { LegalPage, type LegalSection, WriteToSupport } from "./legal-page";

/** When the text below last changed; written out, as the page is prerendered without `Intl`. */
const TERMS_UPDATED = "1 December 2026";

const linkClasses = "font-medium text-primary underline-offset-4 hover:underline";

const sections: LegalSection[] = [
  {
    id: "the-service",
    title: "The service",
    body: (
      <p>
        Meridian helps students plan study abroad: a university catalogue and matching, applications and
        documents in one place, a counselor to work with, and a community. Counselors and admins of the
        Meridian team use it to work students' files; company accounts use it to talk to the team and take
        part in the community.
      </p>
    ),
  },
  {
    id: "your-account",
    title: "Your account",
    body: (
      <ul>
        <li>
          Give your real name and contact details: your counselor uses them to reach you, and documents for
          your applications must match them.
        </li>
        <li>
          Keep your password to yourself and sign out on shared computers. You are responsible for what is
          done with your account.
        </li>
        <li>Team accounts are made by invitation only; company accounts are made by the Meridian team.</li>
      </ul>
    ),
  },
  {
    id: "your-content",
    title: "What you upload and write",
    body: (
      <>
        <p>
          Your documents, profile, messages and posts stay yours. You let Meridian keep them and show them to
          the people the{" "}
          <Link to="/privacy" className={linkClasses}>
            Privacy notice
          </Link>{" "}
          names, so the service can work for you.
        </p>
        <ul>
          <li>Upload only documents that are yours, or that you may share, and that are true copies.</li>
          <li>Do not upload anything unlawful, or files meant to harm other people's devices.</li>
        </ul>
      </>
    ),
  },
  {
    id: "community",
    title: "The community",
    body: (
      <ul>
        <li>
          Posts and comments are public, with your name. Be kind, stay on topic, and do not post anyone's
          personal details.
        </li>
        <li>
          No advertising, spam, or links that are not useful to the discussion. Daily writing limits apply to
          student accounts, and a flagged sign-in may pause posting for a while.
        </li>
        <li>
          The Meridian team may hide posts and comments, warn members, and suspend them from the community
          when these rules are broken. Signed-in members can report a post or comment to the team.
        </li>
      </ul>
    ),
  },
  {
    id: "guidance",
    title: "Guidance, not a promise",
    body: (
      <p>
        Matches, success predictions, university figures and counselors' advice help you decide, but the
        decision to admit you is the university's, and a visa decision is the authorities'. Meridian cannot
        promise an offer or a visa. University figures come from the sources each one names and may be out of
        date: check them with the university before you rely on them.
      </p>
    ),
  },
  {
    id: "plans-and-payments",
    title: "Plans and payments",
    body: (
      <ul>
        <li>
          Prices are per year, as the{" "}
          <Link to="/plans" className={linkClasses}>
            Plans
          </Link>{" "}
          page shows them when you ask for a plan.
        </li>
        <li>
          A plan paid outside the site starts once the team has checked the payment; if the payment cannot be
          confirmed, the request is refused and says why.
        </li>
        <li>
          Every paid plan comes with a {marketingClaims.moneyBackDays}-day money-back guarantee: write to
          support within {marketingClaims.moneyBackDays} days of paying for a full refund.
        </li>
      </ul>
    ),
  },
  {
    id: "ending",
    title: "Ending your account",
    body: (
      <p>
        You can ask for your account to be closed and your data deleted at any time, through support (see the
        Privacy notice for what is kept). The team may suspend an account that breaks these terms or puts
        other people at risk.
      </p>
    ),
  },
  {
    id: "changes-and-contact",
    title: "Changes and contact",
    body: (
      <>
        <p>
          When these terms change, this page changes with them, and its date above says when. Questions about
          them go to support.
        </p>
        <WriteToSupport />
      </>
    ),
  },
];

/** /terms: the rules of using Meridian, linked from the footer and from registration. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of use"
      updated={TERMS_UPDATED}
      intro={
        <p>
          These terms are the rules for using Meridian, as a student, a member of the team or a company. By
          creating an account you agree to them and to the{" "}
          <Link to="/privacy" className={linkClasses}>
            Privacy notice
          </Link>
          .
        </p>
      }
      sections={sections}
    />
  );
}
