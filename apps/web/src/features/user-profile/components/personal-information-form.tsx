import {
  UpdateUserProfileSchema,
  type UserProfile,
  userProfileLimits,
  userProfileMessages,
} from "@meridian/contract";
import { useId, useState } from "react";
import { FormWithFailure } from "@/components/form-failure-alert";
import { NameFields } from "@/components/name-fields";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { formatCount } from "@/lib/format-count";
import { toast } from "@/lib/use-toast";
import { useUpdateUserProfile } from "../api/update-user-profile";

const fields = ["firstName", "lastName", "phone", "location", "bio"] as const;

/** The form's values for a profile: blank strings where nothing is kept. */
export function formValuesOf(profile: UserProfile) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? "",
    location: profile.location ?? "",
    bio: profile.bio ?? "",
  };
}

interface PersonalInformationFormProps {
  profile: UserProfile;
  /** After the server saved the profile. */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The Personal Information editor (spec part 2 §3 "Profile edit form"), checked by the contract's
 * schema: name, phone, location and bio; the email is shown and never sent.
 */
export function PersonalInformationForm({ profile, onSaved, onCancel }: PersonalInformationFormProps) {
  const form = useZodForm(UpdateUserProfileSchema, { defaultValues: formValuesOf(profile) });
  const save = useUpdateUserProfile();
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const locked = { readOnly: isSubmitting };

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        await save.mutateAsync(body);
        toast({ title: userProfileMessages.saved, description: userProfileMessages.savedDescription });
        onSaved();
      } catch (error) {
        // The spec's toast says it failed (part 2 §8); the field or the alert says why.
        const unplaced = placeServerFailure(error, form.setError, fields, userProfileMessages.failed);
        setFailure(unplaced?.message === userProfileMessages.failed ? null : unplaced);
        toast({ variant: "destructive", title: userProfileMessages.failed });
      }
    },
    () => setFailure(null),
  );

  return (
    <FormWithFailure onSubmit={submit} failure={failure} aria-label="Personal information">
      <NameFields
        firstName={{
          ...form.register("firstName"),
          maxLength: userProfileLimits.nameMax,
          error: errors.firstName?.message,
          ...locked,
        }}
        lastName={{
          ...form.register("lastName"),
          maxLength: userProfileLimits.nameMax,
          error: errors.lastName?.message,
          ...locked,
        }}
      />
      <ReadOnlyEmail email={profile.email} />
      <TextField
        label="Phone"
        labelSuffix="(optional)"
        hint={userProfileMessages.phoneHint}
        error={errors.phone?.message}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+44 20 7946 0958"
        {...locked}
        {...form.register("phone")}
      />
      <TextField
        label="Location"
        labelSuffix="(optional)"
        error={errors.location?.message}
        autoComplete="address-level2"
        placeholder="City, country"
        maxLength={userProfileLimits.locationMax}
        {...locked}
        {...form.register("location")}
      />
      <TextareaField
        label="Bio"
        labelSuffix="(optional)"
        hint={`A few words about you, up to ${formatCount(userProfileLimits.bioMax)} characters.`}
        error={errors.bio?.message}
        rows={5}
        {...locked}
        {...form.register("bio")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </FormWithFailure>
  );
}

/** The sign-in email: shown, never editable (spec part 2 §5). */
function ReadOnlyEmail({ email }: { email: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Email</Label>
      <Input id={id} type="email" value={email} readOnly aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {userProfileMessages.emailReadOnly}
      </p>
    </div>
  );
}
