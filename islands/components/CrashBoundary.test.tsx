import { afterEach, expect, test, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { CrashBoundary } from "./CrashBoundary.tsx";

afterEach(cleanup);

function Broken(): never {
  throw new Error("render failed");
}

test("a crashing island shows the crash screen, whose button reloads the page", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const reload = vi.fn();
  vi.spyOn(globalThis, "location", "get").mockReturnValue({ ...globalThis.location, reload });
  render(
    <CrashBoundary>
      <Broken />
    </CrashBoundary>,
  );
  expect(screen.getByRole("heading").textContent).toBe("Something went wrong");
  expect(screen.getByText("Please refresh the page to continue.")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Refresh Page" }));
  expect(reload).toHaveBeenCalledOnce();
});

test("a healthy island renders as it is", () => {
  render(
    <CrashBoundary>
      <p>fine</p>
    </CrashBoundary>,
  );
  expect(screen.getByText("fine")).toBeTruthy();
  expect(screen.queryByText("Something went wrong")).toBeNull();
});
