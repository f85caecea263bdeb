import { afterEach, expect, test } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import Counter from "./Counter.tsx";

afterEach(cleanup);

test("Increment adds one each click, from the start value", () => {
  render(<Counter start={3} />);
  expect(screen.getByTestId("count").textContent).toBe("3");
  const button = screen.getByRole("button", { name: "Increment" });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(screen.getByTestId("count").textContent).toBe("5");
});
