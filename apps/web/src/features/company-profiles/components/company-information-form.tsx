import { type CompanyProfile, CompanyProfileInputSchema, companyProfileLimits } from "@meridian/contract";
import { useState } from "react";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { formatCount } from "@/lib/format-count";
import { toast } from "@/lib/use-toast";
import { useUpdateCompanyProfile } from "../api/update-company-profile";

const fields = ["name", "website", "description"] as const;

/** The company's name, website and description, checked by the contract's schema. */
export function CompanyInformationForm({ profile }: { profile: CompanyProfile }) {
  const form = useZodForm(CompanyProfileInputSchema, {
    defaultValues: {
      name: profile.name,
      website: profile.website ?? "",
      description: profile.description ?? "",
    },
  });
  const save = useUpdateCompanyProfile();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync(body);
        form.reset({ name: saved.name, website: saved.website ?? "", description: saved.description ?? "" });
        toast({ title: "Company information saved" });
      } catch (error) {
        setFailure(
          placeServerFailure(
            error,
            form.setError,
            fields,
            "The company information could not be saved. Please try again.",
          ),
        );
      }
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Company information">
      <FormFailureAlert failure={failure} />
      <TextField
        label="Company name"
        error={errors.name?.message}
        autoComplete="organization"
        required
        maxLength={companyProfileLimits.nameMax}
        {...form.register("name")}
      />
      <TextField
        label="Website"
        labelSuffix="(optional)"
        hint="An address starting with https:// or http://"
        error={errors.website?.message}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com"
        {...form.register("website")}
      />
      <FormField
        label="Description"
        labelSuffix="(optional)"
        hint={`What students should know about the company, up to ${formatCount(companyProfileLimits.descriptionMax)} characters.`}
        error={errors.description?.message}
      >
        {(control) => <Textarea rows={6} {...control} {...form.register("description")} />}
      </FormField>
      <div>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save company information"}
        </Button>
      </div>
    </form>
  );
}
