import { afterEach, expect, test } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Tabs } from "./Tabs.tsx";

afterEach(cleanup);

const items = [{ id: "a", label: "Alpha" }, { id: "b", label: "Beta" }, { id: "c", label: "Gamma" }] as const;

function Harness() {
  const [selected, setSelected] = useState<"a" | "b" | "c">("a");
  return (
    <Tabs label="Letters" tabs={items} selected={selected} onSelect={setSelected}>
      <p>Panel {selected}</p>
    </Tabs>
  );
}

test("arrow keys, Home and End move the selection and focus, wrapping at the ends", () => {
  render(<Harness />);
  const tab = (name: string) => screen.getByRole("tab", { name });
  expect(tab("Alpha").tabIndex).toBe(0);
  expect(tab("Beta").tabIndex).toBe(-1);

  fireEvent.keyDown(tab("Alpha"), { key: "ArrowRight" });
  expect(tab("Beta").getAttribute("aria-selected")).toBe("true");
  expect(document.activeElement).toBe(tab("Beta"));
  expect(screen.getByRole("tabpanel").textContent).toBe("Panel b");

  fireEvent.keyDown(tab("Beta"), { key: "End" });
  expect(document.activeElement).toBe(tab("Gamma"));
  fireEvent.keyDown(tab("Gamma"), { key: "ArrowRight" });
  expect(document.activeElement).toBe(tab("Alpha"));
  fireEvent.keyDown(tab("Alpha"), { key: "ArrowLeft" });
  expect(document.activeElement).toBe(tab("Gamma"));
  fireEvent.keyDown(tab("Gamma"), { key: "Home" });
  expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tab("Alpha").id);
});
