import type { ForumCategory } from "@meridian/contract";
import { count, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { forumPosts, users } from "../../db/schema/index.js";
import { newId } from "../../lib/ids.js";
import { insertComment, insertPost, recountPost } from "./community.repository.js";
import { renderMarkdown } from "./markdown.js";
import { insertPollOptions } from "./polls.repository.js";

type DemoAuthor = "student" | "counselor" | "admin" | "company";

/** A post of a demo forum, its author and commenters named by `A` (an account, or an email). */
export interface DemoPost<A extends string = DemoAuthor> {
  category: ForumCategory;
  author: A;
  hoursAgo: number;
  title: string;
  body: string;
  comments: { author: A; hoursAgo: number; body: string; replyTo?: number }[];
  /** A company's poll (decision 047): its options; the question is the title. Votes start at none. */
  poll?: string[];
}

/**
 * Ordinary community talk for a demo install: questions and tips in several categories, by the
 * demo accounts. No figures about real universities are given: the answers point to where to
 * check them.
 */
const demoPosts: DemoPost[] = [
  {
    category: "general",
    author: "admin",
    hoursAgo: 240,
    title: "Welcome to the Meridian community",
    body: "This is the place to ask other students and our team about applications, tests, visas and life abroad.\n\n- Be kind and keep it on topic\n- Never post passwords, passport numbers or other personal documents\n- Use **Report** if something looks wrong; a moderator will look at it",
    comments: [
      { author: "student", hoursAgo: 230, body: "Thanks! Happy to be here." },
      { author: "counselor", hoursAgo: 228, body: "Welcome, Sofia. Ask away any time.", replyTo: 0 },
    ],
  },
  {
    category: "ielts_prep",
    author: "student",
    hoursAgo: 120,
    title: "How did you practise for the speaking part?",
    body: "My test is in six weeks. Reading and listening feel fine, but I freeze in the speaking part. Did anyone find a routine that helped?",
    comments: [
      {
        author: "counselor",
        hoursAgo: 118,
        body: "Record yourself answering a cue card for two minutes every day, then listen back once. Most students find it awkward for a week and then it gets much easier.",
      },
      { author: "student", hoursAgo: 110, body: "Trying this tonight, thank you!", replyTo: 0 },
    ],
  },
  {
    category: "visa_tips",
    author: "counselor",
    hoursAgo: 96,
    title: "Keep a folder of your visa documents",
    body: "A small habit that saves a lot of stress: keep one folder (paper and digital) with your admission letter, proof of funds, passport copies and every receipt. Always check the official government website for the current list, as requirements change.",
    comments: [
      {
        author: "student",
        hoursAgo: 90,
        body: "I scanned everything into the Documents page here too, so it's all in one place.",
      },
    ],
  },
  {
    category: "scholarships",
    author: "student",
    hoursAgo: 72,
    title: "Writing a scholarship essay that sounds like me",
    body: "Every draft I write sounds like a template. How do you make a scholarship essay personal without it turning into a diary entry?",
    comments: [
      {
        author: "counselor",
        hoursAgo: 70,
        body: "Pick one concrete moment and tell it well, then connect it to what you want to study. One real story beats a list of achievements.",
      },
      {
        author: "admin",
        hoursAgo: 65,
        body: "And ask someone who knows you to read it aloud to you. You'll hear where it stops sounding like you.",
      },
    ],
  },
  {
    category: "canada_study",
    author: "student",
    hoursAgo: 48,
    title: "Packing list for a first winter",
    body: "I'm moving in January and have never lived anywhere with snow. What should I buy before I leave and what is better to buy once I arrive?",
    comments: [
      {
        author: "company",
        hoursAgo: 46,
        body: "From our students' experience: bring a few warm layers for the first days and buy the heavy winter coat and boots locally, where shops know the climate.",
      },
    ],
  },
  {
    category: "uk_study",
    author: "counselor",
    hoursAgo: 30,
    title: "Personal statement: start with a list, not a sentence",
    body: "If the blank page is the hard part, start by listing everything that made you choose your subject: books, projects, jobs, conversations. The statement usually writes itself from the three strongest items.",
    comments: [],
  },
  {
    category: "europe_study",
    author: "student",
    hoursAgo: 20,
    title: "Learning the local language before arriving?",
    body: "My programme is taught in English, but I'd like to get by day to day. Did you start learning the language before you moved, or once you were there?",
    comments: [
      {
        author: "counselor",
        hoursAgo: 18,
        body: "A few months of basics before you go make the first weeks much easier: shops, transport, paperwork.",
      },
    ],
  },
  {
    category: "usa_study",
    author: "company",
    hoursAgo: 8,
    title: "Questions to ask at a virtual campus tour",
    body: "Virtual tours are a good chance to ask what brochures don't say:\n\n1. What do first-year students usually struggle with?\n2. How do students find housing after the first year?\n3. Which support services do international students use most?",
    comments: [{ author: "student", hoursAgo: 6, body: "Great list, saving it for next week's tour." }],
  },
  {
    category: "general",
    author: "company",
    hoursAgo: 4,
    title: "Which intake are you planning for?",
    body: "We are planning our information sessions for the coming months and would like to hold them when they help most. Which intake are you aiming for?",
    comments: [],
    poll: ["This autumn", "Next spring", "Next autumn", "Not decided yet"],
  },
];

const demoEmails: Record<DemoAuthor, string> = {
  student: "student@meridian.demo",
  counselor: "counselor@meridian.demo",
  admin: "admin@meridian.demo",
  company: "company@meridian.demo",
};

/** Writes the demo forum once: only into a forum with no posts, in one transaction. */
export async function seedDemoForum(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(forumPosts);
  if ((existing?.n ?? 0) > 0) return;
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(demoEmails)));
  const idOf = (author: DemoAuthor) => accounts.find((a) => a.email === demoEmails[author])?.id ?? null;
  await db.transaction((tx) => writeDemoPosts(tx, demoPosts, idOf, now));
}

/** Writes demo posts with their comments (and polls), dated back from `now`, in the caller's transaction. */
export async function writeDemoPosts<A extends string>(
  tx: Db,
  posts: readonly DemoPost<A>[],
  idOf: (author: A) => string | null,
  now: Date,
): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  for (const post of posts) {
    const createdAt = at(post.hoursAgo);
    const postId = newId(createdAt.getTime());
    const rendered = renderMarkdown(post.body);
    await insertPost(tx, {
      id: postId,
      category: post.category,
      authorId: idOf(post.author),
      title: post.title,
      body: post.body,
      bodyHtml: rendered.html,
      excerpt: rendered.excerpt,
      createdAt,
      lastActivityAt: createdAt,
      hasPoll: post.poll !== undefined,
    });
    if (post.poll) await insertPollOptions(tx, postId, post.poll);
    const commentIds: string[] = [];
    for (const comment of post.comments) {
      const commentAt = at(comment.hoursAgo);
      const id = newId(commentAt.getTime());
      commentIds.push(id);
      await insertComment(tx, {
        id,
        postId,
        parentId: comment.replyTo === undefined ? null : (commentIds[comment.replyTo] ?? null),
        authorId: idOf(comment.author),
        body: comment.body,
        bodyHtml: renderMarkdown(comment.body).html,
        createdAt: commentAt,
      });
    }
    await recountPost(tx, postId);
  }
}
