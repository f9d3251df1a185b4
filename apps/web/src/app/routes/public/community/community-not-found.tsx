import { MapPinOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/router";

/** A community address that leads nowhere: an unknown category, or a post that is gone. */
export function CommunityNotFound({ title, message }: { title: string; message: string }) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <MapPinOff aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">{message}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/community">Back to the community</Link>
      </Button>
    </section>
  );
}
