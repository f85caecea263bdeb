import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type {
  DecipheristStatus,
  DetectionResponse,
  ExamplesResponse,
  MasterAnalysisResponse,
  PatternsResponse,
} from "../contracts/decipherist.ts";
import Decipherist from "./Decipherist.tsx";
import { removeQueries } from "./lib/queries.ts";
import { toastStore } from "./lib/toast_store.ts";

const status: DecipheristStatus = {
  creator_authority: "Creator: Jajirose",
  warrior_wisdom: "See through the veil.",
  biblical_foundation: "John 8:32",
};

const examples: ExamplesResponse = {
  cipher_examples: {
    caesar: {
      name: "Caesar Cipher",
      description: "Shift each letter.",
      example_text: "HELLO",
      encoded: "KHOOR",
      shift: 3,
    },
  },
  jajirose_wisdom: {
    decipherist_principles: ["Test every spirit."],
    consciousness_guidance: "Read slowly.",
    biblical_foundation: "1 John 4:1",
  },
};

const master: MasterAnalysisResponse = {
  master_analysis: {
    master_verdict: {
      deception_risk: 0.1234,
      cipher_likelihood: 0.9,
      overall_assessment: "A cipher, not a lie.",
      jajirose_guidance: "Decode before judging.",
    },
    warrior_verdict: "Hidden, not false.",
    cipher_detection: { best_guess: "", confidence_score: 0.05, jajirose_verdict: "Nothing readable." },
  },
};

const detection: DetectionResponse = {
  cipher_detection: {
    best_guess: "rot13",
    confidence_score: 0.97,
    jajirose_verdict: "ROT13 it is.",
    cipher_attempts: {
      rot13: {
        decoded: "The Lord is my shepherd",
        readability: 0.91,
        evidence: { signature_match: true, readability: 0.91, letter_frequency_fit: 0.8 },
      },
      base64: { decoded: "", readability: 0 },
    },
    kjv_reference: "Psalms 23:1 (KJV)",
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Answer = (init?: RequestInit) => Response | Promise<Response>;

/** The server, by method and path; anything else is a 404 the test would show. */
function serve(answers: Record<string, Answer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? "GET"} ${input}`];
    return answer ? await answer(init) : json({ error: `Not found: ${input}` }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const loads: Record<string, Answer> = {
  "GET /api/decipherist/status": () => json(status),
  "GET /api/decipherist/examples": () => json(examples),
};

/** What the test sent to `path`, parsed. */
function sentTo(fetch: ReturnType<typeof serve>, path: string): unknown[] {
  return fetch.mock.calls.filter(([input]) => input === path).map(([, init]) => JSON.parse(String(init?.body)));
}

const textBox = () => screen.getByLabelText("Text to examine");
const type = (text: string) => fireEvent.change(textBox(), { target: { value: text } });
const button = (name: string | RegExp) => screen.getByRole("button", { name });

beforeEach(() => {
  removeQueries("/api/decipherist");
  toastStore.getState().dismiss();
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("badges, footer and the Examples tab appear once system info and examples have loaded", async () => {
  serve(loads);
  render(<Decipherist />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Master Deception Decipherist");
  expect(screen.queryByText("System Active")).toBeNull();

  expect(await screen.findByText("System Active")).toBeTruthy();
  expect(screen.getAllByText("Creator: Jajirose")).toHaveLength(2); // badge and footer
  expect(screen.getByText("See through the veil.")).toBeTruthy();
  expect(screen.getByRole("tab", { name: "Master Analysis" }).getAttribute("aria-selected")).toBe("true");
  fireEvent.click(await screen.findByRole("tab", { name: "Examples" }));
  expect(screen.getByText("Caesar Cipher")).toBeTruthy();
  expect(screen.getByText("Test every spirit.")).toBeTruthy();

  // Loading an example fills the text and sets the tool to decode it with its shift.
  fireEvent.click(button("Decode this example"));
  expect((textBox() as HTMLTextAreaElement).value).toBe("KHOOR");
  expect((screen.getByLabelText("Shift") as HTMLInputElement).value).toBe("3");
});

test("without example data there is no Examples tab", async () => {
  serve({ ...loads, "GET /api/decipherist/examples": () => json({ error: "down" }, 500) });
  render(<Decipherist />);
  await screen.findByText("System Active");
  expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
    "Master Analysis",
    "Cipher Detection",
    "Pattern Analysis",
  ]);
});

test("the four buttons wait for text, and a pending one says so and is disabled", async () => {
  let answer: (response: Response) => void = () => {};
  serve({ ...loads, "POST /api/decipherist/analyze": () => new Promise((resolve) => (answer = resolve)) });
  render(<Decipherist />);
  const names = ["Master Analysis", "Detect Cipher", "Pattern Analysis", "Cipher Tool"];
  for (const name of names) expect((button(name) as HTMLButtonElement).disabled).toBe(true);

  type("   ");
  for (const name of names) expect((button(name) as HTMLButtonElement).disabled).toBe(true);

  type("Uryyb jbeyq");
  for (const name of names) expect((button(name) as HTMLButtonElement).disabled).toBe(false);

  fireEvent.click(button("Master Analysis"));
  const pending = button("Analyzing...") as HTMLButtonElement;
  expect(pending.disabled).toBe(true);
  // Only its own request disables a button.
  expect((button("Detect Cipher") as HTMLButtonElement).disabled).toBe(false);

  act(() => answer(json(master)));
  await screen.findByText("A cipher, not a lie.");
  const panel = screen.getByRole("tabpanel");
  expect(within(panel).getByText("12.3%").className).toContain("level-low");
  expect(within(panel).getByText("90.0%").className).toContain("level-high");
  expect(within(panel).getByText("A cipher, not a lie.")).toBeTruthy();
  expect(within(panel).getByText("Hidden, not false.")).toBeTruthy();
  expect(within(panel).getByText("Unknown")).toBeTruthy();
  expect(within(panel).getByText("5.0%")).toBeTruthy();
});

test("Detect Cipher shows the guess, the KJV verse and every attempt with its readability", async () => {
  const fetch = serve({ ...loads, "POST /api/decipherist/detect": () => json(detection) });
  render(<Decipherist />);
  type("  Gur Ybeq vf zl furcureq  ");
  fireEvent.click(button("Detect Cipher"));
  await screen.findByText("Psalms 23:1 (KJV)");

  expect(sentTo(fetch, "/api/decipherist/detect")).toEqual([{ text: "Gur Ybeq vf zl furcureq" }]);
  const panel = await screen.findByRole("tabpanel");
  expect(screen.getByRole("tab", { name: "Cipher Detection" }).getAttribute("aria-selected")).toBe("true");
  expect(within(panel).getAllByText("ROT13")).not.toHaveLength(0);
  expect(within(panel).getByText("Psalms 23:1 (KJV)")).toBeTruthy();
  const attempts = within(panel).getAllByRole("listitem").filter((item) => item.dataset.cipher);
  expect(attempts.map((item) => item.dataset.cipher)).toEqual(["rot13", "base64"]);
  expect(attempts[0].textContent).toContain("91.0%");
  expect(attempts[0].textContent).toContain("The Lord is my shepherd");
  expect(attempts[0].textContent).toContain("Letter-frequency fit 80.0%");
  expect(attempts[1].textContent).toContain("N/A");
  expect(attempts[1].textContent).toContain("Failed to decode");
});

test("Pattern Analysis marks each cue in the trimmed text it analysed, with the disclaimer", async () => {
  const patterns: PatternsResponse = {
    pattern_analysis: {
      deception_indicators: {
        deception_score: 0.5,
        cues: [
          { cue: "Over-assertion ('trust me')", category: "over_assertion", start: 0, end: 8, weight: 0.2 },
          { cue: "Self-reference ('I')", category: "self_reference", start: 10, end: 11, weight: -0.03 },
        ],
      },
      cipher_probability: { caesar: 0.1, base64: 0.02 },
      disclaimer: "A heuristic reading, not a lie detector.",
    },
  };
  serve({ ...loads, "POST /api/decipherist/patterns": () => json(patterns) });
  render(<Decipherist />);
  type("\n Trust me, I paid. ");
  fireEvent.click(button("Pattern Analysis"));
  await screen.findByText("A heuristic reading, not a lie detector.");

  const panel = await screen.findByRole("tabpanel");
  const marks = [...panel.querySelectorAll<HTMLElement>(".cue-text mark")];
  expect(marks.map((mark) => [mark.textContent, mark.title, mark.className])).toEqual([
    ["Trust me", "Over-assertion ('trust me')", "cue-raises"],
    ["I", "Self-reference ('I')", "cue-lowers"],
  ]);
  expect(within(panel).getByText("50.0%").className).toContain("level-medium");
  // No risk level in the answer: 'Unknown', green by the spec's 'else green'.
  expect(within(panel).getByText("Unknown").className).toContain("level-low");
  expect(within(panel).getByText("10.0%")).toBeTruthy();
  expect(within(panel).getByText("A heuristic reading, not a lie detector.")).toBeTruthy();
});

test("the cipher tool sends the shift only for caesar and rot13, and a zero shift as 13", async () => {
  const fetch = serve({
    ...loads,
    "POST /api/decipherist/cipher": () => json({ cipher_result: { result: "URYYB" } }),
  });
  render(<Decipherist />);
  type("HELLO");
  fireEvent.change(screen.getByLabelText("Operation"), { target: { value: "encode" } });
  fireEvent.change(screen.getByLabelText("Shift"), { target: { value: "0" } });
  fireEvent.click(button("Encode"));
  await screen.findByRole("status", { name: "Result" });

  expect(sentTo(fetch, "/api/decipherist/cipher")).toEqual([
    { text: "HELLO", cipher_type: "caesar", operation: "encode", shift: 13 },
  ]);
  // The field shows the shift that was used.
  expect((screen.getByLabelText("Shift") as HTMLInputElement).value).toBe("13");
  expect(screen.getByRole("status", { name: "Result" }).textContent).toBe("URYYB");
  expect(button("Copy")).toBeTruthy();

  fireEvent.change(screen.getByLabelText("Cipher type"), { target: { value: "rot13" } });
  expect((screen.getByLabelText("Shift") as HTMLInputElement).readOnly).toBe(true);
  fireEvent.change(screen.getByLabelText("Cipher type"), { target: { value: "base64" } });
  expect(screen.queryByLabelText("Shift")).toBeNull();
  fireEvent.click(button("Cipher Tool"));
  await waitFor(() => expect(sentTo(fetch, "/api/decipherist/cipher")).toHaveLength(2));
  expect(sentTo(fetch, "/api/decipherist/cipher")[1]).toEqual({
    text: "HELLO",
    cipher_type: "base64",
    operation: "encode",
  });
});

test("a failed request is told in the toast with the server's message", async () => {
  serve({ ...loads, "POST /api/decipherist/cipher": () => json({ error: "Not valid base64" }, 400) });
  render(<Decipherist />);
  type("%%%");
  fireEvent.change(screen.getByLabelText("Cipher type"), { target: { value: "base64" } });
  fireEvent.click(button("Decode"));
  await waitFor(() => expect(toastStore.getState().toast).not.toBeNull());
  expect(toastStore.getState().toast).toMatchObject({
    title: "Cipher Tool Failed",
    description: "400: Not valid base64",
    variant: "destructive",
  });
  expect((button("Decode") as HTMLButtonElement).disabled).toBe(false);
});
