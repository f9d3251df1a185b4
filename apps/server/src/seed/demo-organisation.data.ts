import type {
  ApplicationStatus,
  FollowUpCategory,
  FollowUpPriority,
  StudentStatus,
  SupportTopic,
} from "@meridian/contract";
import type { DemoPost } from "../modules/community/community.seed.js";

// Everything here is made up for the demo: the people, their messages and their files. The
// universities they apply to are real rows of the catalogue with sourced facts, chosen at seeding
// (demo-organisation.ts); nothing here states a fact about any of them.

/** When a follow-up note is due, relative to the seeding: overdue, within the day, later, or done. */
export type NoteTiming = "overdue" | "due" | "later" | "done";

export interface DemoNote {
  category: FollowUpCategory;
  priority: FollowUpPriority;
  title: string;
  content: string;
  timing: NoteTiming;
}

export interface DemoStudent {
  /** The email's local part; every demo student's address is at students.meridian.demo. */
  handle: string;
  firstName: string;
  lastName: string;
  status: StudentStatus;
  note: DemoNote;
  /** The fields of study of their saved preferences; none: they have not saved any yet. */
  fields?: string[];
  /** How many of the chosen universities they saved to their shortlist. */
  shortlist?: number;
  /** An application to the n-th chosen university, walked from draft through these statuses. */
  application?: { university: number; path: ApplicationStatus[] };
  /** A message to the counselor the counselor has not read yet. */
  message?: string;
}

/** The domain of the fictional students' addresses: nobody can sign in as them (no password). */
export const DEMO_STUDENT_DOMAIN = "students.meridian.demo";

/**
 * 25 fictional students of the demo counselor, across every status, each with a follow-up note
 * (overdue, due within the day, later, or done); some with an application or an unread message.
 */
export const demoStudents: DemoStudent[] = [
  {
    handle: "aiko.tanaka",
    firstName: "Aiko",
    lastName: "Tanaka",
    status: "inquiry",
    fields: ["Engineering"],
    shortlist: 2,
    note: {
      category: "lead",
      priority: "high",
      title: "First call about study options",
      content: "Asked about engineering programmes; wants to compare costs before choosing a country.",
      timing: "overdue",
    },
    message: "Hello! Could we talk about which countries fit my budget?",
  },
  {
    handle: "mateo.fernandez",
    firstName: "Mateo",
    lastName: "Fernández",
    status: "inquiry",
    note: {
      category: "lead",
      priority: "medium",
      title: "Send the getting-started guide",
      content: "Found us through the community forum. Send the guide and suggest a first meeting.",
      timing: "due",
    },
  },
  {
    handle: "priya.raman",
    firstName: "Priya",
    lastName: "Raman",
    status: "inquiry",
    note: {
      category: "lead",
      priority: "low",
      title: "Check back after her exams",
      content: "Final school exams until next month; she asked us to get in touch afterwards.",
      timing: "later",
    },
  },
  {
    handle: "kwame.mensah",
    firstName: "Kwame",
    lastName: "Mensah",
    status: "inquiry",
    note: {
      category: "lead",
      priority: "medium",
      title: "Introductory call",
      content: "Introductory call held; he will fill in his study preferences this week.",
      timing: "done",
    },
  },
  {
    handle: "elif.yildiz",
    firstName: "Elif",
    lastName: "Yıldız",
    status: "active",
    fields: ["Psychology"],
    shortlist: 4,
    note: {
      category: "application",
      priority: "high",
      title: "Review personal statement draft",
      content: "Second draft received. Comment on structure and the opening paragraph.",
      timing: "overdue",
    },
    application: { university: 3, path: ["submitted", "under_review"] },
    message: "I uploaded the new version of my statement, could you have a look?",
  },
  {
    handle: "lucas.moreau",
    firstName: "Lucas",
    lastName: "Moreau",
    status: "active",
    fields: ["Business", "Economics"],
    shortlist: 3,
    note: {
      category: "application",
      priority: "medium",
      title: "Confirm recommendation letters",
      content: "Two referees agreed; check that both letters are on their way.",
      timing: "due",
    },
    application: { university: 4, path: ["submitted"] },
  },
  {
    handle: "nadia.rahman",
    firstName: "Nadia",
    lastName: "Rahman",
    status: "active",
    fields: ["Medicine"],
    shortlist: 6,
    note: {
      category: "application",
      priority: "medium",
      title: "Shortlist review",
      content: "Go through her shortlist together and drop the universities outside her budget.",
      timing: "later",
    },
  },
  {
    handle: "tomas.silva",
    firstName: "Tomás",
    lastName: "Silva",
    status: "active",
    fields: ["Architecture"],
    shortlist: 3,
    note: {
      category: "application",
      priority: "low",
      title: "Transcript translation",
      content: "Certified translation of the transcript received and filed.",
      timing: "done",
    },
    application: { university: 5, path: ["submitted", "under_review", "waitlisted"] },
  },
  {
    handle: "wei.chen",
    firstName: "Wei",
    lastName: "Chen",
    status: "pending",
    fields: ["Computer Science"],
    shortlist: 2,
    note: {
      category: "lead",
      priority: "urgent",
      title: "Payment evidence for the Achiever plan",
      content: "Sent a plan request; waiting for the bank transfer confirmation to reach the admins.",
      timing: "due",
    },
  },
  {
    handle: "amara.okonkwo",
    firstName: "Amara",
    lastName: "Okonkwo",
    status: "pending",
    fields: ["Law"],
    shortlist: 3,
    note: {
      category: "loan",
      priority: "high",
      title: "Education loan documents",
      content: "The bank asked for an admission letter and a fee schedule; help her put them together.",
      timing: "overdue",
    },
    application: { university: 6, path: ["submitted", "under_review", "conditional_offer"] },
  },
  {
    handle: "jonas.lindqvist",
    firstName: "Jonas",
    lastName: "Lindqvist",
    status: "pending",
    fields: ["Natural Sciences"],
    shortlist: 1,
    note: {
      category: "lead",
      priority: "medium",
      title: "Decide between two plans",
      content: "Compared the plans on a call; he will decide after talking to his parents.",
      timing: "later",
    },
  },
  {
    handle: "layla.nasser",
    firstName: "Layla",
    lastName: "Nasser",
    status: "converted",
    fields: ["Design"],
    shortlist: 2,
    note: {
      category: "application",
      priority: "high",
      title: "Application deadline next week",
      content: "Essay and test score are in; the recommendation letter is the last item missing.",
      timing: "due",
    },
    application: { university: 7, path: ["submitted"] },
    message: "My teacher says the recommendation letter goes out on Friday.",
  },
  {
    handle: "diego.ramirez",
    firstName: "Diego",
    lastName: "Ramírez",
    status: "converted",
    fields: ["Engineering"],
    shortlist: 3,
    note: {
      category: "application",
      priority: "medium",
      title: "Interview practice",
      content: "Mock interview done; he was nervous at first and much better on the second round.",
      timing: "done",
    },
    application: { university: 8, path: ["submitted", "under_review", "accepted"] },
  },
  {
    handle: "hana.kim",
    firstName: "Hana",
    lastName: "Kim",
    status: "converted",
    fields: ["Music"],
    shortlist: 2,
    note: {
      category: "loan",
      priority: "medium",
      title: "Scholarship application",
      content: "Help her prepare the scholarship form; the essay question is about community work.",
      timing: "later",
    },
  },
  {
    handle: "arjun.mehta",
    firstName: "Arjun",
    lastName: "Mehta",
    status: "converted",
    fields: ["Economics"],
    shortlist: 2,
    note: {
      category: "application",
      priority: "low",
      title: "Withdrawn application",
      content: "He withdrew one application after choosing another programme; nothing more to do.",
      timing: "done",
    },
    application: { university: 9, path: ["submitted", "withdrawn"] },
  },
  {
    handle: "zanele.dlamini",
    firstName: "Zanele",
    lastName: "Dlamini",
    status: "visa_applied",
    fields: ["Social Sciences"],
    shortlist: 3,
    note: {
      category: "visa",
      priority: "urgent",
      title: "Visa appointment documents",
      content: "Appointment booked. Check her proof of funds and passport copies before the day.",
      timing: "overdue",
    },
    application: { university: 10, path: ["submitted", "under_review", "accepted", "offer_accepted"] },
  },
  {
    handle: "mikhail.petrov",
    firstName: "Mikhail",
    lastName: "Petrov",
    status: "visa_applied",
    fields: ["Mathematics", "Computer Science"],
    shortlist: 2,
    note: {
      category: "visa",
      priority: "high",
      title: "Follow up on visa decision",
      content: "Applied three weeks ago; ask whether the embassy has asked for anything else.",
      timing: "due",
    },
  },
  {
    handle: "isabela.costa",
    firstName: "Isabela",
    lastName: "Costa",
    status: "visa_applied",
    fields: ["Arts & Humanities"],
    shortlist: 2,
    note: {
      category: "visa",
      priority: "medium",
      title: "Health insurance for the visa",
      content: "Compared insurance options with her; she chose one and sent the certificate.",
      timing: "done",
    },
  },
  {
    handle: "omar.farouk",
    firstName: "Omar",
    lastName: "Farouk",
    status: "visa_approved",
    fields: ["Engineering"],
    shortlist: 1,
    note: {
      category: "visa",
      priority: "medium",
      title: "Pre-departure checklist",
      content: "Visa approved. Go through housing, travel dates and the first week on campus.",
      timing: "due",
    },
    message: "My visa was approved! What should I do first?",
  },
  {
    handle: "sakura.ito",
    firstName: "Sakura",
    lastName: "Ito",
    status: "visa_approved",
    fields: ["Education"],
    shortlist: 2,
    note: {
      category: "visa",
      priority: "low",
      title: "Housing confirmation",
      content: "Wait for her housing confirmation, then send the arrival guide.",
      timing: "later",
    },
    application: { university: 11, path: ["submitted", "under_review", "accepted", "offer_accepted"] },
  },
  {
    handle: "felix.wagner",
    firstName: "Felix",
    lastName: "Wagner",
    status: "visa_approved",
    fields: ["Business"],
    shortlist: 1,
    note: {
      category: "visa",
      priority: "medium",
      title: "Flight booked",
      content: "Flight booked for the week before orientation.",
      timing: "done",
    },
  },
  {
    handle: "ananya.iyer",
    firstName: "Ananya",
    lastName: "Iyer",
    status: "departed",
    fields: ["Computer Science"],
    shortlist: 3,
    note: {
      category: "lead",
      priority: "low",
      title: "First-month check-in",
      content: "Ask how the first month went and whether she would share her story on the forum.",
      timing: "later",
    },
    application: {
      university: 12,
      path: ["submitted", "under_review", "accepted", "offer_accepted", "enrolled"],
    },
  },
  {
    handle: "samuel.osei",
    firstName: "Samuel",
    lastName: "Osei",
    status: "departed",
    fields: ["Medicine"],
    shortlist: 2,
    note: {
      category: "lead",
      priority: "low",
      title: "Arrival call",
      content: "Arrived safely and settled into student housing.",
      timing: "done",
    },
  },
  {
    handle: "leila.karimi",
    firstName: "Leila",
    lastName: "Karimi",
    status: "departed",
    fields: ["Architecture", "Design"],
    shortlist: 2,
    note: {
      category: "loan",
      priority: "medium",
      title: "Loan disbursement for the second term",
      content: "The bank needs her enrolment confirmation before it pays the second term.",
      timing: "overdue",
    },
  },
  {
    handle: "rafael.duarte",
    firstName: "Rafael",
    lastName: "Duarte",
    status: "active",
    fields: ["Economics", "Business"],
    shortlist: 4,
    note: {
      category: "application",
      priority: "medium",
      title: "Rejected application: next steps",
      content: "One application was rejected. Talk through the other options on his shortlist.",
      timing: "done",
    },
    application: { university: 13, path: ["submitted", "under_review", "rejected"] },
  },
];

/** The demo student's message with the counselor, oldest first; the last is the counselor's, unread. */
export const demoConversation: { from: "student" | "counselor"; daysAgo: number; content: string }[] = [
  { from: "counselor", daysAgo: 29, content: "Hi Sofia, I'm Daniel, your counselor. Welcome to Meridian!" },
  {
    from: "student",
    daysAgo: 29,
    content: "Hi Daniel! Thank you. I'd love help choosing where to apply for computer science.",
  },
  {
    from: "counselor",
    daysAgo: 28,
    content:
      "Great choice. Save your study preferences first, then we'll look at your recommendations together.",
  },
  { from: "student", daysAgo: 21, content: "I've submitted my first application. Fingers crossed!" },
  {
    from: "counselor",
    daysAgo: 12,
    content: "Good news: your application is now under review. I verified your transcript too.",
  },
  { from: "student", daysAgo: 5, content: "I got a conditional offer! What does it depend on?" },
  {
    from: "counselor",
    daysAgo: 1,
    content:
      "Congratulations! It depends on your final transcript. Let's go through it in our meeting this week.",
  },
];

/** The demo student's own profile as her counselor keeps it (spec part 2 §3); all fictional. */
export const demoStudentProfile = {
  dateOfBirth: "2006-04-18",
  currentEducationLevel: "Final year of secondary school",
  institutionName: "Escola Secundária Horizonte (fictional)",
  gpa: 3.7,
  academicScoringType: "gpa" as const,
  academicInterests: ["Computer Science", "Mathematics"],
  personalDetails: {
    nationality: "Portuguese",
    city: "Porto",
    country: "Portugal",
    gender: "female" as const,
  },
  academicDetails: { highestQualification: "high-school" as const, academicYear: "Final year" },
  testScores: { englishTestScore: "IELTS 7.5", planToRetake: false },
  studyPreferences: {
    preferredCountries: ["United States"],
    preferredIntake: "fall" as const,
    programLevel: "bachelor" as const,
    studyGoals: "Study computer science and work on software for public services.",
  },
  financialInfo: { estimatedBudget: "About 60,000 USD a year", fundingSource: "mixed" as const },
};

/** A plan request of a fictional student, waiting for an admin (the Payments page). */
export const demoPaymentRequest = { handle: "wei.chen", plan: "Achiever" };

/** A message to the support team from a fictional student, still open. */
export const demoSupportRequest: { handle: string; topic: SupportTopic; message: string } = {
  handle: "wei.chen",
  topic: "payments",
  message:
    "Hello, I sent the bank transfer for the Achiever plan yesterday with my request reference. How long does it usually take before my plan starts?",
};

/** Forum talk by several fictional students, with their counselor answering. */
export const demoStudentPosts: DemoPost<string>[] = [
  {
    category: "usa_study",
    author: "elif.yildiz",
    hoursAgo: 160,
    title: "How many universities did you apply to?",
    body: "I keep adding universities to my shortlist. How many applications did you end up sending, and how did you decide?",
    comments: [
      {
        author: "diego.ramirez",
        hoursAgo: 150,
        body: "Six in the end: two reaches, two I felt fair about and two safer ones.",
      },
      {
        author: "counselor",
        hoursAgo: 140,
        body: "A balanced list like Diego's works well. Quality of each application matters more than the count.",
      },
    ],
  },
  {
    category: "visa_tips",
    author: "zanele.dlamini",
    hoursAgo: 100,
    title: "What to bring to the visa appointment",
    body: "My appointment is next week. Apart from the list on the official website, is there anything you were glad you brought?",
    comments: [
      {
        author: "omar.farouk",
        hoursAgo: 90,
        body: "Printed copies of everything, even what you uploaded. And arrive early, the queue was long.",
      },
      { author: "zanele.dlamini", hoursAgo: 85, body: "Thank you, printing it all tonight!", replyTo: 0 },
    ],
  },
  {
    category: "scholarships",
    author: "hana.kim",
    hoursAgo: 60,
    title: "Scholarship essay about community work",
    body: "My scholarship essay asks about community work. I volunteer at a library on weekends; is that enough to write about?",
    comments: [
      {
        author: "ananya.iyer",
        hoursAgo: 55,
        body: "Definitely. Write about one person you helped there and what you learned from it.",
      },
    ],
  },
  {
    category: "general",
    author: "ananya.iyer",
    hoursAgo: 26,
    title: "One month after arriving: what surprised me",
    body: "I've been on campus for a month now. The biggest surprise: how much time group projects take. Happy to answer questions about the first weeks!",
    comments: [
      { author: "sakura.ito", hoursAgo: 20, body: "How did you find your way around in the first week?" },
      {
        author: "ananya.iyer",
        hoursAgo: 18,
        body: "The orientation tour helped a lot, and I walked the route to my classes the day before.",
        replyTo: 0,
      },
    ],
  },
];
