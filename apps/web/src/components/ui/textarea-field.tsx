import type { ComponentProps } from "react";
import { type FieldProps, FormField, splitFieldFrame } from "./form-field";
import { Textarea } from "./textarea";

/** A labelled multi-line text input with its hint or error: TextField's counterpart for longer text. */
export function TextareaField(props: FieldProps<ComponentProps<typeof Textarea>>) {
  const { frame, controlProps } = splitFieldFrame(props);
  return <FormField {...frame}>{(control) => <Textarea {...control} {...controlProps} />}</FormField>;
}
