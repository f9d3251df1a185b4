import {
  CSRF_COOKIE,
  CSRF_COOKIE_MAX_AGE_DAYS,
  SECURITY_EVENT_COUNTS_KEEP_DAYS,
  sessionLifetimeDefaults,
  storageKeys,
  supportTopicLabels,
} from "@meridian/contract";
import { LegalPage, type LegalSection, WriteToSupport } from "./legal-page";

/** When the text below last changed; written out, as the page is prerendered without `Intl`. */
const PRIVACY_UPDATED = "1 December 2026";

const { staff, others } = sessionLifetimeDefaults;

function Term({ children }: { children: string }) {
  return <strong className="font-semibold text-foreground">{children}</strong>;
}

function Code({ children }: { children: string }) {
  return <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm">{children}</code>;
}

const sections: LegalSection[] = [
  {
    id: "what-we-store",
    title: "What Meridian stores",
    body: (
      <>
        <p>
          Only what you, your counselor or the Meridian team enter, and the records the service keeps to run
          safely:
        </p>
        <ul>
          <li>
            <Term>Account data</Term>: your name, email address, phone number, kind of account (student, team
            member or company) and role, account status, when the account was created and when you last signed
            in. Your password is kept only as an argon2id hash, which nobody can read back.
          </li>
          <li>
            <Term>Your profile</Term>: what you or your counselor fill in about you, such as your names as in
            your passport, date of birth, gender, nationality, address, passport number and expiry, education,
            test scores, work experience, study preferences, budget and funding, visa and travel history,
            family details and other notes for your application.
          </li>
          <li>
            <Term>Documents</Term>: the files you upload, such as passports, transcripts, test results,
            essays, recommendation letters, CVs and certificates, with their name, type, size, a checksum of
            the file, and whether a counselor or admin has verified them.
          </li>
          <li>
            <Term>Applications and counselling</Term>: your shortlist and applications and their status
            history, your plan, and the follow-up notes and meetings your counselor records for your file.
          </li>
          <li>
            <Term>Chat messages</Term> between you and your counselor (for a company account: between you and
            the Meridian team), with when each was sent and read.
          </li>
          <li>
            <Term>Payments evidence</Term>: the plans you ask for; for a payment made outside the site, what
            an admin records after checking it (the payment's reference, amount, currency and date) and the
            receipt number; for a payment through a payment provider, the messages the provider sends about
            it. Meridian never receives or stores card numbers.
          </li>
          <li>
            <Term>Community posts</Term>, comments, likes and photos you publish, and reports and moderation
            decisions about them.
          </li>
          <li>
            <Term>Support messages</Term> you send through the contact forms: your name, email address, topic
            and message, and whether the team has handled it.
          </li>
          <li>
            <Term>Notifications</Term> the service sends you inside the site.
          </li>
          <li>
            <Term>Sessions</Term>: for each sign-in, a hash of its session token (never the token itself), the
            IP address and browser it came from, and when it was last used.
          </li>
          <li>
            <Term>Audit log</Term>: who did what to which record, when, and from which IP address and browser.
            It records sign-ins, failed sign-ins and sign-outs, registrations and password changes, profile
            updates, application changes, each view or download of a document and who made it, document
            verifications, counselor assignments, plan requests, approvals and rejections, and moderation
            actions. It never holds a password or a token.
          </li>
          <li>
            <Term>Security events</Term>: requests the service refuses (access denied, a failed
            cross-site-request check, too many attempts, a refused live connection) are written to the
            server's log with the account, the IP address and the kind of page asked for, and counted per
            minute.
          </li>
          <li>
            <Term>Server logs</Term>: each request is logged by the kind of page or call it was, with its
            outcome and timing. Secret parts of addresses (invitation links, codes) are replaced before they
            are written, and failed database queries are logged without the values they carried.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "why",
    title: "Why we store it",
    body: (
      <ul>
        <li>
          To give you the service: match you with universities, let your counselor work on your file, keep
          your applications and documents in one place, and run your chat and notifications.
        </li>
        <li>To record payments: which plan you hold, what was paid and when, and the receipts.</li>
        <li>
          To keep accounts safe: sessions let you stay signed in; the audit log, security events and logs show
          who reached which record and let us find and stop misuse.
        </li>
        <li>To run the community, including moderation.</li>
        <li>To answer you when you write to support.</li>
      </ul>
    ),
  },
  {
    id: "who-sees-it",
    title: "Who sees it",
    body: (
      <>
        <ul>
          <li>
            <Term>You</Term> see everything of your own account: profile, documents, applications, chat, plan
            and receipts.
          </li>
          <li>
            <Term>Your assigned counselor</Term> sees the profile, documents, applications, chat and follow-up
            notes of the students assigned to them, and no other student's. A counselor reads and verifies
            your documents but cannot change or delete them.
          </li>
          <li>
            <Term>Meridian's admins</Term> see every student's records, payments and support messages, the
            audit log and the security event counts, so they can assign counselors, approve payments and keep
            the service safe. The team's chat with a company account is handled by the admins.
          </li>
          <li>
            <Term>Everyone, guests too</Term>, sees what you publish in the community, with your name.
          </li>
        </ul>
        <p>Nobody else: Meridian does not sell your data, show advertising or use third-party trackers.</p>
      </>
    ),
  },
  {
    id: "where",
    title: "Where it is kept",
    body: (
      <p>
        Everything is kept in the Meridian service's own database. Uploaded files (documents and community
        photos) are kept in its file store: the server's own disk, or the S3-compatible storage the service is
        set up with. Files are checked by their content when uploaded, and each is reached only through the
        service, which checks who is asking every time.
      </p>
    ),
  },
  {
    id: "how-long",
    title: "How long it is kept",
    body: (
      <>
        <p>
          Meridian does not delete data on a schedule today, except where a period is named below. What is not
          named is kept until you delete it yourself or ask us to delete it.
        </p>
        <ul>
          <li>
            <Term>Account, profile, applications, chat and counselling notes</Term>: kept while your account
            exists, until you ask us to delete them.
          </li>
          <li>
            <Term>Documents</Term>: kept until you delete them. Deleting a document removes its file from the
            file store too.
          </li>
          <li>
            <Term>Notifications</Term>: kept until you delete them.
          </li>
          <li>
            <Term>Sessions</Term>: a student's or company's session ends after{" "}
            {others.idleMinutes / (24 * 60)} days without use and at the latest {others.absoluteHours / 24}{" "}
            days after signing in; a team member's after {staff.idleMinutes} minutes without use and at the
            latest {staff.absoluteHours} hours after signing in (these are the standard lifetimes; an
            installation may set others). Signing out ends it at once. The record of an ended session, with
            its IP address and browser, is kept.
          </li>
          <li>
            <Term>Security event counts</Term>: kept for {SECURITY_EVENT_COUNTS_KEEP_DAYS} days.
          </li>
          <li>
            <Term>Audit log, payments evidence and receipts</Term>: kept, as the record of who did what and of
            what was paid. If your account is deleted, audit entries stay without the link to your account.
          </li>
          <li>
            <Term>Support messages</Term>: kept until you ask us to delete them.
          </li>
          <li>
            <Term>Server logs</Term>: kept for as long as the operator of the service keeps its server logs.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "your-choices",
    title: "Seeing, exporting and deleting your data",
    body: (
      <>
        <p>
          You can see and correct your account details on your profile page, and delete your documents and
          notifications yourself at any time.
        </p>
        <p>
          To get a copy of your data, or to have your account and data deleted, write to support (topic “
          {supportTopicLabels.account}”) from the email address of your account. The team answers by email;
          there is no button for this in the site yet.
        </p>
        <WriteToSupport />
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    body: (
      <>
        <p>
          Meridian uses one cookie and a few entries in your browser's storage, all needed for the site to
          work. None is for analytics or advertising.
        </p>
        <ul>
          <li>
            <Code>{CSRF_COOKIE}</Code> (cookie, for {CSRF_COOKIE_MAX_AGE_DAYS} days): a random value that
            protects your forms against cross-site requests. Scripts cannot read it.
          </li>
          <li>
            <Code>{storageKeys.authToken}</Code> (local storage): your session token, until you sign out or
            the session ends.
          </li>
          <li>
            <Code>{storageKeys.theme}</Code> (local storage): whether you chose the light, dark or system
            theme.
          </li>
          <li>
            <Code>{storageKeys.firstVisit}</Code> (local storage): that this browser holds your account's
            first sign-in, so the dashboard says “Welcome” rather than “Welcome back” for a day.
          </li>
          <li>
            Session storage (cleared when you close the tab): where you had scrolled on the pages you visited,
            and the last notification the tab has seen.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to this notice",
    body: (
      <p>
        When what Meridian stores or how long it keeps it changes, this page changes with it, and its date
        above says when.
      </p>
    ),
  },
];

/** /privacy: what the product stores, why, for how long, who sees it, and how to have it exported or deleted. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy notice"
      updated={PRIVACY_UPDATED}
      intro={
        <p>
          Meridian keeps personal and sensitive information, such as passports, transcripts and payments, to
          help you study abroad. This notice says what it keeps, why, who sees it, where and for how long, and
          how to get a copy or have it deleted.
        </p>
      }
      sections={sections}
    />
  );
}
