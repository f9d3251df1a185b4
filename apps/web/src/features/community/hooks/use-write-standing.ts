import type { CommunityStanding } from "@meridian/contract";
import { useEffect, useRef, useState } from "react";
import { useStanding } from "../api/get-standing";
import type { Viewer } from "../viewer";

/** What the forms need to know about the viewer's right to write, now. */
export interface WriteStanding {
  /** False for a guest: the forms give way to "Sign in to join the discussion". */
  signedIn: boolean;
  standing: CommunityStanding | undefined;
  /** Seconds of the cooling period left, counted down on this clock from the server's answer. */
  coolingSecondsLeft: number;
  /** A suspension runs until this date (ISO), or null. */
  suspendedUntil: string | null;
  /** True when the post form is usable: signed in, the standing known, no cooling period, no suspension, posts left. */
  canPost: boolean;
  /** The same for comments and replies. */
  canComment: boolean;
  /** Editing one's own post or comment: no cooling period or suspension (daily limits do not count). */
  canEdit: boolean;
}

function secondsSince(time: number, now: number): number {
  return Math.floor(Math.max(0, now - time) / 1000);
}

/**
 * The viewer's standing with a live countdown of the cooling period: `coolingSecondsLeft` of the
 * server's answer, less the seconds since that answer arrived (so a browser clock that is off does
 * not matter). At zero the standing is asked for again, and the server says whether writing is open.
 */
export function useWriteStanding(viewer: Viewer): WriteStanding {
  const query = useStanding(viewer?.id ?? null);
  const standing = query.data;
  const answeredAt = query.dataUpdatedAt;
  const [now, setNow] = useState(() => Date.now());
  const cooling = standing?.coolingSecondsLeft ?? 0;
  const left = standing ? Math.max(0, cooling - secondsSince(answeredAt, now)) : 0;
  const { refetch } = query;
  const refetchedFor = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer restarts the clock from it.
  useEffect(() => {
    if (cooling <= 0) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [cooling, answeredAt]);

  useEffect(() => {
    // Once per answer: the countdown reached zero, so the server decides again.
    if (cooling > 0 && left === 0 && refetchedFor.current !== answeredAt) {
      refetchedFor.current = answeredAt;
      void refetch();
    }
  }, [cooling, left, answeredAt, refetch]);

  const suspendedUntil =
    standing?.suspendedUntil && Date.parse(standing.suspendedUntil) > now ? standing.suspendedUntil : null;
  // canWrite may be false only because a daily limit is used up; each form then checks its own.
  const limitOnly = standing?.postsLeftToday === 0 || standing?.commentsLeftToday === 0;
  const open =
    viewer !== null &&
    standing !== undefined &&
    left === 0 &&
    !suspendedUntil &&
    (standing.canWrite || limitOnly);
  return {
    signedIn: viewer !== null,
    standing,
    coolingSecondsLeft: left,
    suspendedUntil,
    canPost: open && standing?.postsLeftToday !== 0,
    canComment: open && standing?.commentsLeftToday !== 0,
    canEdit: open,
  };
}

/** "mm:ss" of a number of seconds, e.g. 59:07. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, "0")}:${String(safe % 60).padStart(2, "0")}`;
}
