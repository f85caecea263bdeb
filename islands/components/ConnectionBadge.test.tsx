import { afterEach, expect, test, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { ConnectionBadge } from "./ConnectionBadge.tsx";

afterEach(cleanup);

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  globalThis.dispatchEvent(new Event(offline ? "offline" : "online"));
}

test("the badge follows the browser's online and offline events", () => {
  render(<ConnectionBadge />);
  expect(screen.getByRole("status").textContent).toBe("NEURAL-LINK ACTIVE");
  act(() => goOffline(true));
  expect(screen.getByRole("status").textContent).toBe("PLUG-IN LOST");
  act(() => goOffline(false));
  expect(screen.getByRole("status").textContent).toBe("NEURAL-LINK ACTIVE");
});
