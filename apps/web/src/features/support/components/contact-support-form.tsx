import {
  SupportContactSchema,
  type SupportTopic,
  supportLimits,
  supportMessages,
  supportTopicLabels,
  supportTopics,
} from "@meridian/contract";
import { type ReactElement, type RefCallback, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { z } from "zod";
import { FormWithFailure } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { SelectOptions } from "@/components/ui/select-options";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { formatCount } from "@/lib/format-count";
import { toast } from "@/lib/use-toast";
import { useContactSupport } from "../api/contact-support";

/** The math challenge a guest answers, drawn by whoever owns it (the page passes the auth feature's). */
export interface SecurityCheck {
  /** The signed problem, sent back with the answer; undefined while it loads. */
  token: string | undefined;
  render: (field: {
    answer: string;
    onAnswerChange: (answer: string) => void;
    inputRef: RefCallback<HTMLInputElement>;
    error: string | undefined;
  }) => ReactElement;
  /** A problem is used up by one attempt: a new one after every send. */
  renew: () => void;
}

interface ContactSupportFormProps {
  /** The signed-in writer, known by their account; null for a guest, who gives a name and an address. */
  account: { name: string; email: string } | null;
  /** Required from guests. */
  securityCheck: SecurityCheck | null;
  onSent: () => void;
  /** The topic chosen when the form opens ("Book a Demo" opens it on "demo"). */
  initialTopic?: SupportTopic;
}

const body = SupportContactSchema.shape;

/** A guest's form: the contract's fields, with name, email and the answer required. */
const GuestFormSchema = z.object({
  name: body.name.unwrap(),
  email: body.email.unwrap(),
  topic: body.topic,
  message: body.message,
  mathAnswer: z.string().trim().min(1, supportMessages.challengeRequired),
});
/** A signed-in writer's form: they are known by their account, so only the topic and message. */
const AccountFormSchema = GuestFormSchema.partial({ name: true, email: true, mathAnswer: true });
type FormInput = z.input<typeof AccountFormSchema>;
type FormOutput = z.output<typeof AccountFormSchema>;

const forGuest: FormInput = { name: "", email: "", topic: "" as SupportTopic, message: "", mathAnswer: "" };
const forAccount: FormInput = { topic: "" as SupportTopic, message: "" };
const serverFields = {
  name: "name",
  email: "email",
  topic: "topic",
  message: "message",
  mathAnswer: "mathAnswer",
  mathChallenge: "mathAnswer",
} as const;

/** Contact Support: a topic and a message, from a signed-in user or a guest who proves they are a person. */
export function ContactSupportForm({
  account,
  securityCheck,
  onSent,
  initialTopic,
}: ContactSupportFormProps) {
  const guest = account === null;
  const defaults = guest ? forGuest : forAccount;
  const form = useZodForm<FormInput, FormOutput>(guest ? GuestFormSchema : AccountFormSchema, {
    defaultValues: initialTopic ? { ...defaults, topic: initialTopic } : defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const send = useContactSupport();
  const message = useWatch({ control: form.control, name: "message" });

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const result = await send.mutateAsync(
          guest
            ? { ...values, mathChallenge: securityCheck?.token ?? "" }
            : { topic: values.topic, message: values.message },
        );
        toast({ title: "Message sent", description: result.message });
        onSent();
      } catch (error) {
        const placed = placeServerFailure(
          error,
          form.setError,
          serverFields,
          "Your message could not be sent. Please try again.",
        );
        setFailure(placed);
        toast({
          title: "Message not sent",
          description: placed?.message ?? "Correct the marked fields and send it again.",
          variant: "destructive",
        });
      } finally {
        if (guest) {
          form.setValue("mathAnswer", "");
          securityCheck?.renew();
        }
      }
    },
    () => setFailure(null),
  );

  return (
    <FormWithFailure onSubmit={submit} failure={failure}>
      {account ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          Sending as <span className="font-medium text-foreground">{account.name}</span> ({account.email});
          the team answers at this address.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Your name"
            error={errors.name?.message}
            autoComplete="name"
            maxLength={supportLimits.nameMax}
            {...form.register("name")}
          />
          <TextField
            label="Email"
            hint="The team answers here."
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            {...form.register("email")}
          />
        </div>
      )}
      <SelectField
        label="Topic"
        error={errors.topic?.message}
        // The browser's own default too: the form's default alone did not always reach the select.
        defaultValue={initialTopic ?? ""}
        {...form.register("topic")}
      >
        <option value="">Choose a topic</option>
        <SelectOptions values={supportTopics} labels={supportTopicLabels} />
      </SelectField>
      <TextareaField
        label="Message"
        hint={`${formatCount(message.length)} of ${formatCount(supportLimits.messageMax)} characters`}
        error={errors.message?.message}
        rows={6}
        maxLength={supportLimits.messageMax}
        {...form.register("message")}
      />
      {guest && securityCheck ? (
        <Controller
          control={form.control}
          name="mathAnswer"
          render={({ field, fieldState }) =>
            securityCheck.render({
              answer: field.value ?? "",
              onAnswerChange: field.onChange,
              inputRef: field.ref,
              error: fieldState.error?.message,
            })
          }
        />
      ) : null}
      <Button type="submit" pending={isSubmitting} className="justify-self-end">
        {isSubmitting ? "Sending..." : "Send message"}
      </Button>
    </FormWithFailure>
  );
}
