import type { ComponentProps } from "react";
import { type FieldProps, FormField, splitFieldFrame } from "./form-field";
import { NativeSelect } from "./native-select";

/**
 * A labelled select with its hint or error: TextField's counterpart for a short list of choices.
 * The select takes react-hook-form's `register(name)` as it is, or a value and onChange.
 */
export function SelectField(props: FieldProps<ComponentProps<typeof NativeSelect>>) {
  const { frame, controlProps } = splitFieldFrame(props);
  return <FormField {...frame}>{(control) => <NativeSelect {...control} {...controlProps} />}</FormField>;
}
