import { Component, type ErrorInfo, type ReactNode } from "react";

type CrashBoundaryProps = { children: ReactNode };
type CrashBoundaryState = { crashed: boolean };

/** The spec's generic crash screen (section 2), shown in place of an island that threw while rendering. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false };

  static getDerivedStateFromError(): CrashBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Island crashed", error, info.componentStack);
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <div className="crash-screen" role="alert">
        <h2>Something went wrong</h2>
        <p>Please refresh the page to continue.</p>
        <button type="button" className="button" onClick={() => globalThis.location.reload()}>
          Refresh Page
        </button>
      </div>
    );
  }
}
