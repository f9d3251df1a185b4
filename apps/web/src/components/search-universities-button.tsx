import { Search } from "lucide-react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { Link } from "@/lib/router";

/** The way to the catalogue that a student's empty lists offer (applications, matches, shortlist). */
export function SearchUniversitiesButton({ variant, size }: { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <Button variant={variant} size={size} asChild>
      <Link to="/universities">
        <Search aria-hidden="true" />
        Search universities
      </Link>
    </Button>
  );
}
