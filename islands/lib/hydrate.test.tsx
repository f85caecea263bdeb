import { afterEach, expect, test, vi } from "vitest";
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import Counter from "../Counter.tsx";
import { Island } from "../../server/render/island.tsx";
import { hydrateIslands } from "./hydrate.tsx";

afterEach(() => {
  document.body.innerHTML = "";
  delete document.body.dataset.hydrated;
});

test("server-rendered island markup hydrates without mismatch, with its props, and flags the page", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  document.body.innerHTML = renderToString(<Island name="Counter" component={Counter} props={{ start: 7 }} />);
  await act(async () => {
    hydrateIslands("Counter", Counter);
    await Promise.resolve();
  });

  expect(errors).not.toHaveBeenCalled();
  expect(document.body.dataset.hydrated).toBe("true");
  const button = document.querySelector("button")!;
  await act(async () => {
    button.click();
    await Promise.resolve();
  });
  expect(document.querySelector("[data-testid=count]")!.textContent).toBe("8");
});
