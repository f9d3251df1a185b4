import { MapPinOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MessageScreen } from "@/components/ui/message-screen";
import { Link } from "@/lib/router";

/** A community address that leads nowhere: an unknown category, or a post that is gone. */
export function CommunityNotFound({ title, message }: { title: string; message: string }) {
  return (
    <MessageScreen icon={MapPinOff} tone="muted" title={title} message={message}>
      <Button asChild size="lg">
        <Link to="/community">Back to the community</Link>
      </Button>
    </MessageScreen>
  );
}
