import { type CompanyProfile, CompanyProfileInputSchema, companyProfileLimits } from "@meridian/contract";
import { FormWithFailure } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useServerSubmit, useZodForm } from "@/lib/form";
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
  const { errors, isSubmitting } = form.formState;
  const { submit, failure } = useServerSubmit(form, {
    fields,
    fallback: "The company information could not be saved. Please try again.",
    send: async (body) => {
      const saved = await save.mutateAsync(body);
      form.reset({ name: saved.name, website: saved.website ?? "", description: saved.description ?? "" });
      toast({ title: "Company information saved" });
    },
  });

  return (
    <FormWithFailure onSubmit={submit} failure={failure} aria-label="Company information">
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
      <TextareaField
        label="Description"
        labelSuffix="(optional)"
        hint={`What students should know about the company, up to ${formatCount(companyProfileLimits.descriptionMax)} characters.`}
        error={errors.description?.message}
        rows={6}
        {...form.register("description")}
      />
      <div>
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save company information"}
        </Button>
      </div>
    </FormWithFailure>
  );
}
