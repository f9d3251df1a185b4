import { type ComponentProps, lazy } from "react";
import { LazyDialogClose, LazyDialogOpened, LazyDialogRoot, LazyDialogTrigger } from "./lazy-dialog";
import type { SheetContentProps } from "./sheet-panel";

// The sheet is the header's mobile menu, on every page's first load: its Radix dialog loads when
// it first opens (decision 050).
const SheetPanel = lazy(() => import("./sheet-panel").then((module) => ({ default: module.SheetPanel })));

export const Sheet = LazyDialogRoot;

type SlotProps = ComponentProps<typeof LazyDialogTrigger> & { asChild?: boolean };

/** Opens the sheet; always renders its one child (as Radix's `asChild`). */
export function SheetTrigger({ asChild: _asChild, ...props }: SlotProps) {
  return <LazyDialogTrigger {...props} />;
}

/** Closes the sheet when its one child is clicked. */
export function SheetClose({ asChild: _asChild, ...props }: SlotProps) {
  return <LazyDialogClose {...props} />;
}

/** A panel sliding in from an edge: a modal dialog with a title, a close button and a scrolling body. */
export function SheetContent(props: SheetContentProps) {
  return (
    <LazyDialogOpened>
      <SheetPanel {...props} />
    </LazyDialogOpened>
  );
}
