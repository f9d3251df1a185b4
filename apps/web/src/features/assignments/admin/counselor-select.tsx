import type { CounselorLoadList } from "@meridian/contract";
import type { ComponentProps } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { counselorOptionLabel } from "../counselor-load";

interface CounselorSelectProps extends Omit<ComponentProps<"select">, "children"> {
  loads: CounselorLoadList;
  /** The first, empty option ("Choose a counselor"). */
  placeholder: string;
}

/** The counselor picker: each active counselor with their load and the cap. */
export function CounselorSelect({ loads, placeholder, ...props }: CounselorSelectProps) {
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder}</option>
      {loads.counselors.map((counselor) => (
        <option key={counselor.id} value={counselor.id}>
          {counselorOptionLabel(counselor, loads.cap)}
        </option>
      ))}
    </NativeSelect>
  );
}
