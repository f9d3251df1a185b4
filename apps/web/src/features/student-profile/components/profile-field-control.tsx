import { type ChangeEvent, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { type DraftValue, joinList, parseScore, splitList } from "../profile-draft";
import type { ProfileField } from "../profile-fields";

interface ProfileFieldControlProps {
  field: Exclude<ProfileField, { kind: "account" | "student" }>;
  value: DraftValue;
  error: string | undefined;
  onChange: (value: DraftValue) => void;
}

/** A comma-separated list: typed as text, split into entries when the field is left (spec part 2 §5). */
function ListInput({
  value,
  separator,
  onCommit,
  ...control
}: {
  value: DraftValue;
  separator: "," | ", ";
  onCommit: (list: string[]) => void;
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "data-path": string;
}) {
  const [textValue, setTextValue] = useState(joinList(value));
  return (
    <Input
      {...control}
      value={textValue}
      onChange={(event) => setTextValue(event.target.value)}
      onBlur={() => {
        const list = splitList(textValue, separator);
        setTextValue(list.join(", "));
        onCommit(list);
      }}
    />
  );
}

/** One editable field of a profile card, named by its save path (so a refusal lands on it). */
export function ProfileFieldControl({ field, value, error, onChange }: ProfileFieldControlProps) {
  const hint =
    field.kind === "list"
      ? [field.hint, "Separate entries with a comma."].filter(Boolean).join(" ")
      : field.hint;
  return (
    <FormField
      label={field.label}
      hint={hint}
      error={error}
      className={field.kind === "textarea" ? "sm:col-span-2" : undefined}
    >
      {(control) => {
        const props = { ...control, "data-path": field.path };
        // Most kinds keep the text as typed.
        const asText = {
          value: String(value ?? ""),
          onChange: (event: ChangeEvent<{ value: string }>) => onChange(event.target.value),
        };
        switch (field.kind) {
          case "textarea":
            return <Textarea {...props} {...asText} />;
          case "date":
            return <Input {...props} type="date" {...asText} />;
          case "score":
            return (
              <Input
                {...props}
                type="number"
                inputMode="decimal"
                step={0.01}
                min={0}
                value={typeof value === "number" ? value : ""}
                onChange={(event) => onChange(parseScore(event.target.value))}
              />
            );
          case "select":
            return (
              <NativeSelect {...props} {...asText}>
                <option value="">Not set</option>
                {Object.entries(field.options).map(([option, label]) => (
                  <option key={option} value={option}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            );
          case "yes-no":
            return (
              <NativeSelect
                {...props}
                value={value === true ? "yes" : value === false ? "no" : ""}
                onChange={(event) =>
                  onChange(event.target.value === "" ? null : event.target.value === "yes")
                }
              >
                <option value="">Not set</option>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </NativeSelect>
            );
          case "list":
            return <ListInput {...props} value={value} separator={field.separator} onCommit={onChange} />;
          default:
            return <Input {...props} {...asText} />;
        }
      }}
    </FormField>
  );
}
