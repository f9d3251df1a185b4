import {
  communityLimits,
  forumCategoryLabels,
  type ModerationItem,
  type ModerationState,
} from "@meridian/contract";
import {
  Ban,
  Check,
  EyeOff,
  type LucideIcon,
  MessageSquareWarning,
  ShieldAlert,
  Trash2,
  UserCheck,
  X,
} from "lucide-react";
import { useId, useRef, useState } from "react";
import { ServerHtml } from "@/components/server-html";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ListLoading } from "@/components/ui/data-table";
import { FormField } from "@/components/ui/form-field";
import { PanelSection } from "@/components/ui/panel-section";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";
import { formatDateTime } from "@/lib/format-date";
import { Link } from "@/lib/router";
import { useOverflows } from "@/lib/use-overflows";
import { toast } from "@/lib/use-toast";
import { useModerationQueue } from "../api/get-moderation-queue";
import { useLiftSuspension } from "../api/lift-suspension";
import type { ModerationActionBody } from "../api/moderate-post";
import { useModerate } from "../hooks/use-moderate";
import { type ActionableAuthor, SuspendDialog, WarnDialog } from "./author-dialogs";

const reasonLabels: Record<ModerationItem["reasons"][number], string> = {
  reported: "Reported",
  blocked_word: "Blocked word",
  new_account_link: "Link from a new account",
};
const reasonTones: Record<ModerationItem["reasons"][number], BadgeTone> = {
  reported: "destructive",
  blocked_word: "warning",
  new_account_link: "warning",
};
const stateLabels: Record<ModerationState, string> = {
  visible: "Visible",
  pending: "Held for review",
  hidden: "Hidden",
};
const stateTones: Record<ModerationState, BadgeTone> = {
  visible: "accent",
  pending: "warning",
  hidden: "neutral",
};

/** What each action did, for its toast. */
const doneLabels: Record<ModerationActionBody["action"], string> = {
  hide: "Hidden",
  restore: "Restored",
  delete: "Deleted",
  dismiss: "Reports dismissed",
};

/** The admins' moderation queue: reported and held posts and comments, oldest first, each with its actions. */
export function ModerationQueuePanel() {
  const queue = useModerationQueue();
  const [warning, setWarning] = useState<ActionableAuthor | null>(null);
  const [suspending, setSuspending] = useState<ActionableAuthor | null>(null);

  return (
    <PanelSection
      className="grid gap-5 p-4 sm:p-6"
      icon={ShieldAlert}
      title="Moderation queue"
      description="Reported posts and comments, and those held for a blocked word or a new account's link, oldest first."
    >
      <QueryContent
        query={queue}
        failure="The moderation queue could not be loaded."
        loading={<ListLoading label="Moderation queue: loading" count={3} itemClassName="h-40" />}
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyNote>Nothing waits for a moderator. Reported and held content shows up here.</EmptyNote>
          ) : (
            <div className="grid gap-3">
              <p role="status" className="text-sm text-muted-foreground">
                {formatCount(data.total)} {data.total === 1 ? "item waits" : "items wait"}
                {data.total > data.items.length ? `; the oldest ${data.items.length} are shown` : ""}.
              </p>
              <ul className="grid gap-3" aria-label="Waiting for a moderator">
                {data.items.map((item) => (
                  <QueueItem
                    key={`${item.targetKind}-${item.targetId}`}
                    item={item}
                    onWarn={setWarning}
                    onSuspend={setSuspending}
                  />
                ))}
              </ul>
            </div>
          )
        }
      </QueryContent>
      <WarnDialog author={warning} onClose={() => setWarning(null)} />
      <SuspendDialog author={suspending} onClose={() => setSuspending(null)} />
    </PanelSection>
  );
}

interface QueueItemProps {
  item: ModerationItem;
  onWarn: (author: ActionableAuthor) => void;
  onSuspend: (author: ActionableAuthor) => void;
}

function QueueItem({ item, onWarn, onSuspend }: QueueItemProps) {
  const [note, setNote] = useState("");
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const moderate = useModerate();
  const lift = useLiftSuspension();
  const kind = item.targetKind === "post" ? "Post" : "Comment";
  const label = `${kind} "${item.postTitle}" by ${item.author.displayName}`;
  const author =
    item.author.id === null ? null : ({ ...item.author, id: item.author.id } as ActionableAuthor);
  const bodyId = useId();
  const body = useRef<HTMLQuoteElement>(null);
  // Offered when the preview really clips the body (measured), and kept while it is open.
  const clipped = useOverflows(body, item.bodyHtml);
  const long = showAll || clipped;

  const act = (action: ModerationActionBody["action"]) => {
    const trimmed = note.trim();
    moderate.mutate(
      { item, body: { action, ...(trimmed ? { note: trimmed } : {}) } },
      {
        onSuccess: () =>
          toast({
            title: doneLabels[action],
            description: `${kind} "${item.postTitle}" by ${item.author.displayName}.`,
          }),
      },
    );
  };

  return (
    <li aria-label={label} className="grid gap-3 rounded-lg border border-border bg-background p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{kind}</Badge>
        <Badge tone={stateTones[item.moderation]}>{stateLabels[item.moderation]}</Badge>
        {item.reasons.map((reason) => (
          <Badge key={reason} tone={reasonTones[reason]}>
            {reason === "reported"
              ? `${reasonLabels[reason]} (${item.reports.length})`
              : reasonLabels[reason]}
          </Badge>
        ))}
      </div>
      <div className="grid gap-1">
        <h3 className="font-semibold wrap-anywhere text-foreground">
          {item.targetKind === "comment" ? (
            <span className="font-normal text-muted-foreground">Comment on </span>
          ) : null}
          <Link to={`/community/post/${item.postId}`} className="underline-offset-4 hover:underline">
            {item.postTitle}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {forumCategoryLabels[item.category]} · by{" "}
          <span className="font-medium text-foreground">{item.author.displayName}</span> · written{" "}
          {formatDateTime(item.createdAt)} · waiting since {formatDateTime(item.queuedAt)}
        </p>
        {item.authorSuspendedUntil ? (
          <p className="text-sm">
            <Badge tone="destructive">
              <Ban aria-hidden="true" />
              Suspended until {formatDateTime(item.authorSuspendedUntil)}
            </Badge>
          </p>
        ) : null}
      </div>
      {/* As the community pages show it: the server's sanitised rendering (decision 044), never raw HTML. */}
      <blockquote
        ref={body}
        id={bodyId}
        className={cn(
          "overflow-hidden rounded-md border-l-4 border-border bg-muted/40 px-3 py-2 text-sm wrap-anywhere text-foreground",
          !showAll && "max-h-48",
        )}
        // A link the preview clips still takes the keyboard's focus: the body opens to show it.
        onFocus={() => {
          if (clipped) setShowAll(true);
        }}
      >
        <ServerHtml html={item.bodyHtml} />
      </blockquote>
      {long ? (
        <Button
          variant="link"
          size="sm"
          className="justify-self-start px-0"
          aria-expanded={showAll}
          aria-controls={bodyId}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? "Show less" : "Show all"}
        </Button>
      ) : null}
      {item.matchedWords.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="text-muted-foreground">Matched words:</span>
          {item.matchedWords.map((word) => (
            <Badge key={word} tone="warning" className="font-mono">
              {word}
            </Badge>
          ))}
        </div>
      ) : null}
      {item.reports.length > 0 ? (
        <div className="grid gap-1">
          <h4 className="text-sm font-medium text-foreground">Reports</h4>
          <ul className="grid gap-1.5 text-sm">
            {item.reports.map((report) => (
              <li key={report.id} className="rounded-md bg-muted/40 px-3 py-2">
                <span className="font-medium text-foreground">{report.reporterName}</span>{" "}
                <span className="text-xs text-muted-foreground">{formatDateTime(report.createdAt)}</span>
                <p className="wrap-anywhere whitespace-pre-wrap text-muted-foreground">{report.reason}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormField label="Note" labelSuffix="(optional, kept in the audit log)">
        {(control) => (
          <Textarea
            rows={2}
            maxLength={communityLimits.moderationNoteMax}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            {...control}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        {item.moderation !== "hidden" ? (
          <ItemAction
            icon={EyeOff}
            text="Hide"
            name={`Hide ${label}`}
            variant="outline"
            pending={moderate.isPending}
            onClick={() => act("hide")}
          />
        ) : null}
        {item.moderation !== "visible" ? (
          <ItemAction
            icon={Check}
            text={item.moderation === "pending" ? "Approve" : "Restore"}
            name={`${item.moderation === "pending" ? "Approve" : "Restore"} ${label}`}
            pending={moderate.isPending}
            onClick={() => act("restore")}
          />
        ) : null}
        {item.reports.length > 0 ? (
          <ItemAction
            icon={X}
            text="Dismiss"
            name={`Dismiss the reports of ${label}`}
            variant="outline"
            pending={moderate.isPending}
            onClick={() => act("dismiss")}
          />
        ) : null}
        <ItemAction
          icon={Trash2}
          text="Delete"
          name={`Delete ${label}`}
          variant="destructive"
          pending={moderate.isPending}
          onClick={() => setConfirmingDelete(true)}
        />
      </div>
      {author ? (
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          <ItemAction
            icon={MessageSquareWarning}
            text="Warn author"
            name={`Warn author ${author.displayName}`}
            variant="ghost"
            onClick={() => onWarn(author)}
          />
          {item.authorSuspendedUntil ? (
            <ItemAction
              icon={UserCheck}
              text="Lift suspension"
              name={`Lift suspension of ${author.displayName}`}
              variant="ghost"
              pending={lift.isPending}
              onClick={() =>
                lift.mutate(author.id, {
                  onSuccess: () =>
                    toast({
                      title: "Suspension lifted",
                      description: `${author.displayName} can write again.`,
                    }),
                })
              }
            />
          ) : (
            <ItemAction
              icon={Ban}
              text="Suspend author"
              name={`Suspend author ${author.displayName}`}
              variant="ghost"
              onClick={() => onSuspend(author)}
            />
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={`Delete this ${kind.toLowerCase()}?`}
        description={
          item.targetKind === "post"
            ? `"${item.postTitle}" and all its comments are deleted for good.`
            : "The comment and its replies are deleted for good."
        }
        confirmLabel="Delete"
        destructive
        onConfirm={() => act("delete")}
      />
    </li>
  );
}

interface ItemActionProps {
  icon: LucideIcon;
  /** The button's word ("Hide"). */
  text: string;
  /** Its name in full, so a list of items does not read as a row of "Hide" buttons. */
  name: string;
  variant?: ButtonVariant;
  pending?: boolean;
  onClick: () => void;
}

/** One action on a queued item: its icon and word, named in full for screen readers. */
function ItemAction({ icon: Icon, text, name, variant, pending, onClick }: ItemActionProps) {
  return (
    <Button size="sm" variant={variant} pending={pending} onClick={onClick} aria-label={name}>
      <Icon aria-hidden="true" />
      {text}
    </Button>
  );
}
