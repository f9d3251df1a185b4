// The automatic JSX runtime whatever tsconfig the runner reads (tsx from another folder reads none).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailKind } from "@meridian/contract";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { z } from "zod";
import { PermanentJobError } from "../../jobs/job-runner.js";

/** The product's name, as its pages show it. */
export const PRODUCT_NAME = "Meridian";

/**
 * What each kind of mail's template is given, queued with the message (decision 091) and read
 * back through the same schema when it is sent.
 */
const mailDataSchemas = {
  staff_invitation: z.object({
    roleLabel: z.string(),
    link: z.url(),
    expiresAt: z.iso.datetime(),
    invitedBy: z.string(),
  }),
  password_reset: z.object({ firstName: z.string(), link: z.url(), validMinutes: z.number().int() }),
  password_changed: z.object({
    firstName: z.string(),
    changedAt: z.iso.datetime(),
    signInUrl: z.url(),
    /** From a reset link every session ended; from the settings, all but the one that changed it. */
    signedOut: z.enum(["every device", "every other device"]),
  }),
  email_verification: z.object({ firstName: z.string(), link: z.url() }),
  support_reply: z.object({
    /** The sender's name as they wrote it. */
    name: z.string(),
    topicLabel: z.string(),
    answer: z.string(),
    /** What they wrote, quoted below the answer. */
    question: z.string(),
    adminName: z.string(),
  }),
  new_device_sign_in: z.object({
    firstName: z.string(),
    /** The browser and system, as the user agent names them ("Chrome 131 on Linux"). */
    device: z.string(),
    ip: z.string(),
    at: z.iso.datetime(),
    path: z.string().startsWith("/"),
  }),
  // The optional kinds name a page of the web app by its path: the site's address is the sender's.
  application_status: z.object({
    firstName: z.string(),
    universityName: z.string(),
    statusLabel: z.string(),
    path: z.string().startsWith("/"),
  }),
  document_reviewed: z.object({
    firstName: z.string(),
    documentName: z.string(),
    verified: z.boolean(),
    /** Why it went back to review, when the reviewer said. */
    reason: z.string().nullable(),
    path: z.string().startsWith("/"),
  }),
  chat_message: z.object({
    firstName: z.string(),
    senderName: z.string(),
    excerpt: z.string(),
    path: z.string().startsWith("/"),
  }),
  payment_reviewed: z.object({
    firstName: z.string(),
    planName: z.string(),
    approved: z.boolean(),
    /** Approved: what was paid and until when the plan runs; refused: the reason. */
    detail: z.string(),
    path: z.string().startsWith("/"),
  }),
  weekly_digest: z.object({
    firstName: z.string(),
    unreadCount: z.number().int().positive(),
    items: z.array(z.object({ title: z.string(), message: z.string() })).max(10),
    path: z.string().startsWith("/"),
  }),
} satisfies Record<MailKind, z.ZodType>;

export type MailData = { [K in MailKind]: z.infer<(typeof mailDataSchemas)[K]> };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The site a mail links back to and names in its footer. */
export interface MailSite {
  baseUrl: string;
  /** The page that turns this mail off in one click (optional kinds sent to an account). */
  unsubscribeUrl?: string | null;
}

// The web app's light theme (apps/web/src/styles.css), inlined: mail clients read no stylesheet.
const colors = { primary: "#4338ca", text: "#1f2937", muted: "#4b5563", border: "#e5e7eb", page: "#f8fafc" };
const paragraph = { color: colors.text, fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" };

/** The frame every mail shares: the product's name, the message, and why it was sent. */
function Layout(props: { preview: string; site: MailSite; why: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        style={{ backgroundColor: colors.page, fontFamily: "system-ui, -apple-system, Segoe UI, sans-serif" }}
      >
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "24px 16px" }}>
          <Text style={{ color: colors.primary, fontSize: "18px", fontWeight: 700, margin: "0 0 16px" }}>
            {PRODUCT_NAME}
          </Text>
          <Section
            style={{
              backgroundColor: "#ffffff",
              border: `1px solid ${colors.border}`,
              borderRadius: "8px",
              padding: "24px",
            }}
          >
            {props.children}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: "24px 0 12px" }} />
          <Text style={{ color: colors.muted, fontSize: "12px", lineHeight: "18px", margin: 0 }}>
            {props.why} Sent by {PRODUCT_NAME},{" "}
            <Link href={props.site.baseUrl} style={{ color: colors.muted }}>
              {props.site.baseUrl.replace(/^https?:\/\//, "")}
            </Link>
            .
          </Text>
          {props.site.unsubscribeUrl ? (
            <Text style={{ color: colors.muted, fontSize: "12px", lineHeight: "18px", margin: "8px 0 0" }}>
              Do not want these mails?{" "}
              <Link href={props.site.unsubscribeUrl} style={{ color: colors.muted }}>
                Unsubscribe in one click
              </Link>{" "}
              or choose which mails you get in your settings.
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

function Title(props: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ color: colors.text, fontSize: "20px", margin: "0 0 16px" }}>
      {props.children}
    </Heading>
  );
}

/** The mail's one action, with its address written out for clients that show no buttons. */
function Action(props: { href: string; children: ReactNode }) {
  return (
    <>
      <Button
        href={props.href}
        style={{
          backgroundColor: colors.primary,
          borderRadius: "6px",
          color: "#ffffff",
          fontSize: "15px",
          fontWeight: 600,
          padding: "10px 18px",
          textDecoration: "none",
        }}
      >
        {props.children}
      </Button>
      <Text style={{ ...paragraph, color: colors.muted, fontSize: "13px", margin: "16px 0 0" }}>
        Or open this address:{" "}
        <Link href={props.href} style={{ wordBreak: "break-all" }}>
          {props.href}
        </Link>
      </Text>
    </>
  );
}

/** A date and time in words, in UTC (a mail does not know its reader's time zone). */
function when(iso: string): string {
  return `${new Date(iso).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })} UTC`;
}

type Template<K extends MailKind> = (
  data: MailData[K],
  site: MailSite,
) => { subject: string; body: ReactNode };

const templates: { [K in MailKind]: Template<K> } = {
  staff_invitation: (data, site) => ({
    subject: `You are invited to join the ${PRODUCT_NAME} team`,
    body: (
      <Layout
        site={site}
        preview={`${data.invitedBy} invited you as ${data.roleLabel}`}
        why={`You received this because ${data.invitedBy} invited this address to the team. If you did not expect it, ignore it: nothing happens without the link.`}
      >
        <Title>Join the team</Title>
        <Text style={paragraph}>
          {data.invitedBy} invited you to join {PRODUCT_NAME} as {data.roleLabel}. Open the link to choose
          your password and sign in. It works once, until {when(data.expiresAt)}.
        </Text>
        <Action href={data.link}>Accept the invitation</Action>
      </Layout>
    ),
  }),
  password_reset: (data, site) => ({
    subject: `Reset your ${PRODUCT_NAME} password`,
    body: (
      <Layout
        site={site}
        preview="A link to choose a new password"
        why="You received this because someone asked to reset the password of this account. If it was not you, ignore it: your password stays as it is."
      >
        <Title>Choose a new password</Title>
        <Text style={paragraph}>
          Hello {data.firstName}, open the link to choose a new password. It works once, for{" "}
          {data.validMinutes} minutes. Setting a new password signs you out everywhere.
        </Text>
        <Action href={data.link}>Choose a new password</Action>
      </Layout>
    ),
  }),
  password_changed: (data, site) => ({
    subject: `Your ${PRODUCT_NAME} password was changed`,
    body: (
      <Layout
        site={site}
        preview={`Your password was changed and ${data.signedOut} was signed out`}
        why="You received this because the password of this account was changed. It is sent for every change and cannot be turned off."
      >
        <Title>Your password was changed</Title>
        <Text style={paragraph}>
          Hello {data.firstName}, the password of your account was changed on {when(data.changedAt)}, and{" "}
          {data.signedOut} signed in to it was signed out.
        </Text>
        <Text style={paragraph}>
          If you did not do this, reset your password at once from the sign-in page and tell the support team.
        </Text>
        <Action href={data.signInUrl}>Go to sign in</Action>
      </Layout>
    ),
  }),
  support_reply: (data, site) => ({
    subject: `Re: ${data.topicLabel}`,
    body: (
      <Layout
        site={site}
        preview={data.answer.slice(0, 90)}
        why={`You received this because you wrote to the ${PRODUCT_NAME} support team. Answer this mail to write to them again.`}
      >
        <Title>An answer from the support team</Title>
        <Text style={paragraph}>Hello {data.name},</Text>
        {data.answer.split(/\n{2,}/).map((part, at) => (
          // The answer's paragraphs in order; a paragraph's own line breaks are kept.
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, never reordered
          <Text key={at} style={{ ...paragraph, whiteSpace: "pre-line" }}>
            {part}
          </Text>
        ))}
        <Text style={paragraph}>{data.adminName}, for the support team</Text>
        <Hr style={{ borderColor: colors.border, margin: "16px 0" }} />
        <Text style={{ ...paragraph, color: colors.muted, fontSize: "13px", whiteSpace: "pre-line" }}>
          You wrote: {data.question}
        </Text>
      </Layout>
    ),
  }),
  new_device_sign_in: (data, site) => ({
    subject: `New sign-in to your ${PRODUCT_NAME} account`,
    body: (
      <Layout
        site={site}
        preview={`${data.device} signed in on ${when(data.at)}`}
        why="You received this because your account was signed in to from a browser it had not used before. It is sent for every such sign-in and cannot be turned off."
      >
        <Title>A new sign-in to your account</Title>
        <Text style={paragraph}>
          Hello {data.firstName}, your account was signed in to from {data.device} at the address {data.ip} on{" "}
          {when(data.at)}.
        </Text>
        <Text style={paragraph}>
          If this was you, there is nothing to do. If not, sign that device out from your settings and change
          your password at once.
        </Text>
        <Action href={`${site.baseUrl}${data.path}`}>Review signed-in devices</Action>
      </Layout>
    ),
  }),
  email_verification: (data, site) => ({
    subject: `Confirm your email address for ${PRODUCT_NAME}`,
    body: (
      <Layout
        site={site}
        preview="One click confirms your address"
        why="You received this because this address was used to create an account. If it was not you, ignore it."
      >
        <Title>Confirm your email address</Title>
        <Text style={paragraph}>
          Hello {data.firstName}, confirm that this is your address so that your counselor and the product can
          reach you here.
        </Text>
        <Action href={data.link}>Confirm my address</Action>
      </Layout>
    ),
  }),
  application_status: (data, site) => ({
    subject: `Your application to ${data.universityName} is now ${data.statusLabel}`,
    body: (
      <Layout
        site={site}
        preview={`${data.universityName}: ${data.statusLabel}`}
        why="You received this because the status of one of your applications changed and application mails are on in your settings."
      >
        <Title>Application update</Title>
        <Text style={paragraph}>
          Hello {data.firstName}, your application to {data.universityName} is now {data.statusLabel}.
        </Text>
        <Action href={`${site.baseUrl}${data.path}`}>See the application</Action>
      </Layout>
    ),
  }),
  document_reviewed: (data, site) => ({
    subject: data.verified
      ? `Your document "${data.documentName}" was verified`
      : `Your document "${data.documentName}" is back in review`,
    body: (
      <Layout
        site={site}
        preview={data.verified ? "A document was verified" : "A document needs another look"}
        why="You received this because a document of yours was reviewed and document mails are on in your settings."
      >
        <Title>{data.verified ? "Document verified" : "Document back in review"}</Title>
        <Text style={paragraph}>
          Hello {data.firstName},{" "}
          {data.verified
            ? `your document "${data.documentName}" was verified.`
            : `your document "${data.documentName}" was not accepted as it is and is pending review again.`}
        </Text>
        {data.reason ? <Text style={paragraph}>The reason given: {data.reason}</Text> : null}
        <Action href={`${site.baseUrl}${data.path}`}>See your documents</Action>
      </Layout>
    ),
  }),
  chat_message: (data, site) => ({
    subject: `New message from ${data.senderName}`,
    body: (
      <Layout
        site={site}
        preview={data.excerpt}
        why="You received this because a message waited unread in your chat and chat mails are on in your settings. At most one such mail comes an hour."
      >
        <Title>New message from {data.senderName}</Title>
        <Text style={paragraph}>Hello {data.firstName}, a message is waiting for you:</Text>
        <Text style={{ ...paragraph, borderLeft: `3px solid ${colors.border}`, paddingLeft: "12px" }}>
          {data.excerpt}
        </Text>
        <Action href={`${site.baseUrl}${data.path}`}>Open the chat</Action>
      </Layout>
    ),
  }),
  payment_reviewed: (data, site) => ({
    subject: data.approved
      ? `Your ${data.planName} plan is active`
      : `Your ${data.planName} plan request was not approved`,
    body: (
      <Layout
        site={site}
        preview={data.approved ? "Your payment was approved" : "Your payment was not approved"}
        why="You received this because a payment of yours was reviewed and payment mails are on in your settings."
      >
        <Title>{data.approved ? "Payment approved" : "Payment not approved"}</Title>
        <Text style={paragraph}>
          Hello {data.firstName},{" "}
          {data.approved
            ? `your payment for the ${data.planName} plan was approved.`
            : `your request for the ${data.planName} plan was not approved.`}
        </Text>
        <Text style={paragraph}>{data.detail}</Text>
        <Action href={`${site.baseUrl}${data.path}`}>
          {data.approved ? "See your plan" : "See the plans"}
        </Action>
      </Layout>
    ),
  }),
  weekly_digest: (data, site) => ({
    subject: `${data.unreadCount} unread ${data.unreadCount === 1 ? "notification" : "notifications"} on ${PRODUCT_NAME}`,
    body: (
      <Layout
        site={site}
        preview={`${data.unreadCount} unread this week`}
        why="You received this because you turned the weekly digest on in your settings. It comes only in a week with something unread."
      >
        <Title>Your week on {PRODUCT_NAME}</Title>
        <Text style={paragraph}>
          Hello {data.firstName},{" "}
          {data.unreadCount === 1 ? "one notification waits" : `${data.unreadCount} notifications wait`}{" "}
          unread.{data.items.length < data.unreadCount ? " The latest:" : ""}
        </Text>
        {data.items.map((item, at) => (
          // The list never changes once rendered: its position is its key.
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list in a mail
          <Text key={at} style={paragraph}>
            <strong>{item.title}</strong>
            <br />
            {item.message}
          </Text>
        ))}
        <Action href={`${site.baseUrl}${data.path}`}>Open your notifications</Action>
      </Layout>
    ),
  }),
};

/** Renders a mail as HTML and plain text, the two parts every message carries. */
export async function renderMail<K extends MailKind>(
  kind: K,
  data: MailData[K],
  site: MailSite,
): Promise<RenderedMail> {
  const template: Template<K> = templates[kind];
  const { subject, body } = template(data, site);
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { subject, html, text };
}

/** Renders a stored message, its data read through its kind's schema (a malformed row fails here). */
export async function renderStoredMail(kind: MailKind, data: unknown, site: MailSite): Promise<RenderedMail> {
  const parsed = mailDataSchemas[kind].safeParse(data);
  // No later try mends a row that does not fit its template: the message is given up at once.
  if (!parsed.success) throw new PermanentJobError(`A ${kind} mail's data does not fit its template`);
  return renderMail(kind, parsed.data, site);
}
