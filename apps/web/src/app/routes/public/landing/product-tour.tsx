import { PlayCircle } from "lucide-react";
import { lazy } from "react";
import { Button } from "@/components/ui/button";
import { LazyDialogOpened, LazyDialogRoot, LazyDialogTrigger } from "@/components/ui/lazy-dialog";

// The dialog, the steps and their pictures load when it first opens: the button is on the
// landing page's first load (decisions 050, 054).
const ProductTourDialog = lazy(() =>
  import("./product-tour-dialog").then((module) => ({ default: module.ProductTourDialog })),
);

/** "Watch Demo": a short guided tour of real screens, step by step (decision 054). */
export function ProductTour() {
  return (
    <LazyDialogRoot>
      <LazyDialogTrigger>
        <Button size="lg" variant="outline">
          <PlayCircle aria-hidden="true" />
          Watch Demo
        </Button>
      </LazyDialogTrigger>
      <LazyDialogOpened>
        <ProductTourDialog />
      </LazyDialogOpened>
    </LazyDialogRoot>
  );
}
