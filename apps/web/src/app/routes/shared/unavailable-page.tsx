import { Compass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MessageScreen } from "@/components/ui/message-screen";
import { Link } from "@/lib/router";
import { useRouteTitle } from "../../route-handle";

/** The honest stand-in for a page whose part of the product is not built yet. */
export function UnavailablePage() {
  const title = useRouteTitle() ?? "This page";
  return (
    <MessageScreen
      icon={Compass}
      tone="primary"
      title={title}
      message="This part of Meridian is not available yet."
    >
      <Button asChild size="lg">
        <Link to="/">Back to home</Link>
      </Button>
    </MessageScreen>
  );
}
