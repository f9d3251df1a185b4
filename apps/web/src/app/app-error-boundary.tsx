import { Component, type ErrorInfo, type ReactNode } from "react";
import { CrashScreen } from "./crash-screen";

interface State {
  failed: boolean;
}

/** Last line of defence around the providers and the router: shows the crash screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Application error:", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}
