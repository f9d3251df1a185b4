import { Slot } from "radix-ui";
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useId,
  useRef,
  useState,
} from "react";

/** The open state of a dialog whose Radix parts load when it first opens (decision 050). */
export interface LazyDialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Focus returns here when the dialog closes. */
  triggerRef: RefObject<HTMLElement | null>;
  contentId: string;
  /** True from the first opening on: the panel stays mounted so Radix can close it properly. */
  opened: boolean;
}

const LazyDialogContext = createContext<LazyDialogState | null>(null);

/** The dialog's state; must be used inside <LazyDialogRoot>. */
export function useLazyDialog(): LazyDialogState {
  const state = useContext(LazyDialogContext);
  if (!state) throw new Error("useLazyDialog must be used inside <LazyDialogRoot>");
  return state;
}

interface LazyDialogRootProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The root of a dialog on a page that must stay light (the landing page's header and footer): its
 * trigger is plain, and the Radix dialog loads on the first opening.
 */
export function LazyDialogRoot({ open: controlled, onOpenChange, children }: LazyDialogRootProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const triggerRef = useRef<HTMLElement | null>(null);
  const contentId = useId();
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  return (
    <LazyDialogContext.Provider value={{ open, setOpen, triggerRef, contentId, opened }}>
      {children}
    </LazyDialogContext.Provider>
  );
}

/** The button that opens the dialog, with the attributes a Radix trigger carries. */
export function LazyDialogTrigger({ onClick, ...props }: ComponentProps<typeof Slot.Root>) {
  const { open, setOpen, triggerRef, contentId } = useLazyDialog();
  return (
    <Slot.Root
      ref={triggerRef}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? "open" : "closed"}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      {...props}
    />
  );
}

/** Closes the dialog when its child is clicked. */
export function LazyDialogClose({ onClick, ...props }: ComponentProps<typeof Slot.Root>) {
  const { setOpen } = useLazyDialog();
  return (
    <Slot.Root
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
      {...props}
    />
  );
}

/** Renders its lazy dialog part from the first opening on (it stays mounted so Radix can close it). */
export function LazyDialogOpened({ children }: { children: ReactNode }) {
  const { opened } = useLazyDialog();
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * What the Radix content of a lazy dialog takes from its root: the id its trigger controls, and
 * focus back on that trigger on closing (the trigger is not Radix's own).
 */
export function useLazyDialogContentProps() {
  const { triggerRef, contentId } = useLazyDialog();
  return {
    id: contentId,
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
}
