import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { FoeExamples, FoeInterpretation, FoeStatus, FoeSwitchResult } from "../contracts/foe.ts";
import Foe from "./Foe.tsx";
import { removeQueries } from "./lib/queries.ts";
import { toastStore } from "./lib/toast_store.ts";

const status: FoeStatus = {
  creator_authority: "Jajirose, creator of the F.O.E. Code Switch Framework",
  warrior_wisdom: "A true warrior fights the challenge, never the person.",
  biblical_foundation: '"Let all your things be done with charity." - 1 Corinthians 16:14 (KJV)',
  framework: "F.O.E. Code Switch Framework",
  contexts: ["positive", "negative"],
};

const interpretations: Record<string, FoeInterpretation> = {
  positive: {
    context: "positive",
    name: "Love",
    acronym: "Friends Of Excellence",
    philosophy: "Friends bring out the best in each other.",
    tone: "Warm",
    jajirose_wisdom: "Love is strength that serves.",
    scripture: { reference: "Proverbs 27:17", text: "Iron sharpeneth iron." },
  },
  negative: {
    context: "negative",
    name: "Force",
    acronym: "Fight, Overcome, Excel",
    philosophy: "Drive aimed at a challenge, never a person.",
    tone: "Resolute",
    scripture: { reference: "1 Corinthians 9:24", text: "So run, that ye may obtain." },
  },
};

const examples: FoeExamples = {
  positive_examples: {
    scenarios: [{
      situation: "Family reunion",
      message: "Welcome home!",
      context: "positive",
      settings: { emotional_state: "joy", audience: "family", situation: "reunion" },
    }],
  },
  negative_examples: {
    scenarios: [{
      situation: "Championship final",
      message: "Final tomorrow. Never back down.",
      context: "negative",
      settings: { audience: "team", situation: "competition" },
    }],
  },
};

const input = "We are not angry. Final tomorrow: never back down.";
const switched: FoeSwitchResult = {
  foe_code_switch: {
    input_text: input,
    context_analysis: {
      recommended_context: "negative",
      confidence_score: 0.8456,
      positive_triggers_found: ["not angry"],
      negative_triggers_found: ["final", "never back down"],
      positive_score: 0.75,
      negative_score: 3,
      matches: [
        { text: "not angry", start: 7, end: 16, trigger: "anger", counts_for: "positive", negated: true, weight: 0.75 },
        { text: "Final", start: 18, end: 23, trigger: "contest", counts_for: "negative", negated: false, weight: 0.8 },
        {
          text: "never back down",
          start: 34,
          end: 49,
          trigger: "determination",
          counts_for: "negative",
          negated: false,
          weight: 1.2,
        },
      ],
      weights: [{ field: "audience", value: "team", leans: null, weight: 0 }],
    },
    foe_interpretation: { acronym: "Fight, Overcome, Excel", tone: "Resolute" },
    dynamic_message: 'Warrior, I hear "final" and "never back down" in what you wrote.',
    jajirose_blessing: "Jajirose blesses your team: may your effort be honest.",
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Answer = (init?: RequestInit) => Response | Promise<Response>;

/** The server, by method and path; anything else is a 404 the test would show. */
function serve(answers: Record<string, Answer> = {}) {
  const all: Record<string, Answer> = {
    "GET /api/foe/status": () => json(status),
    "GET /api/foe/interpretation/positive": () => json(interpretations.positive),
    "GET /api/foe/interpretation/negative": () => json(interpretations.negative),
    "POST /api/foe/examples": () => json(examples),
    ...answers,
  };
  const fetch = vi.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
    const answer = all[`${init?.method ?? "GET"} ${path}`];
    return answer ? await answer(init) : json({ error: `Not found: ${path}` }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const message = () => screen.getByLabelText("Message") as HTMLTextAreaElement;
const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const execute = () =>
  screen.getByRole("button", { name: /Execute Dynamic Switch|Switching\.\.\./ }) as HTMLButtonElement;
const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;

beforeEach(() => {
  removeQueries("/api/foe");
  toastStore.getState().dismiss();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("the footer, the Love reading and the example cards load from the API", async () => {
  const fetch = serve();
  render(<Foe />);
  expect(screen.getByText("Loading warrior wisdom...")).toBeTruthy();
  expect(await screen.findByText(status.warrior_wisdom)).toBeTruthy();
  expect(screen.getByText(status.creator_authority)).toBeTruthy();
  expect(radio("Positive (Love)").checked).toBe(true);
  expect(await screen.findByText("Friends bring out the best in each other.")).toBeTruthy();
  expect(screen.getByText("Love is strength that serves.")).toBeTruthy();
  expect(await screen.findByRole("button", { name: /Family reunion/ })).toBeTruthy();
  expect(screen.getByRole("button", { name: /Championship final/ })).toBeTruthy();
  const examplesCall = fetch.mock.calls.find(([path]) => path === "/api/foe/examples");
  expect(examplesCall?.[1]?.method).toBe("POST");
  expect(examplesCall?.[1]?.body).toBeUndefined();
});

test("the toggle shows the other reading, fetched when first chosen", async () => {
  const fetch = serve();
  render(<Foe />);
  await screen.findByText("Friends bring out the best in each other.");
  fireEvent.click(radio("Negative (Force)"));
  expect(await screen.findByText("Drive aimed at a challenge, never a person.")).toBeTruthy();
  expect(screen.queryByText("Friends bring out the best in each other.")).toBeNull();
  expect(fetch.mock.calls.some(([path]) => path === "/api/foe/interpretation/negative")).toBe(true);
  fireEvent.click(radio("Positive (Love)"));
  expect(await screen.findByText("Friends bring out the best in each other.")).toBeTruthy();
});

test("Execute waits for text, sends only the choices that are set, and shows every section", async () => {
  let answer: (response: Response) => void = () => {};
  const fetch = serve({ "POST /api/foe/switch": () => new Promise((resolve) => (answer = resolve)) });
  render(<Foe />);
  expect(execute().disabled).toBe(true);
  fireEvent.change(message(), { target: { value: "   " } });
  expect(execute().disabled).toBe(true);
  fireEvent.change(message(), { target: { value: input } });
  expect(execute().disabled).toBe(false);
  expect(screen.getByText(`${input.length}/2000 characters`)).toBeTruthy();

  fireEvent.change(select("Audience"), { target: { value: "team" } });
  fireEvent.change(select("Situation"), { target: { value: "conflict" } });
  fireEvent.change(select("Situation"), { target: { value: "" } });
  fireEvent.click(execute());
  expect(execute().textContent).toBe("Switching...");
  expect(execute().disabled).toBe(true);
  const sent = fetch.mock.calls.filter(([path]) => path === "/api/foe/switch");
  expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ input_text: input, audience: "team" }]);

  act(() => answer(json(switched)));
  const heading = await screen.findByRole("heading", { name: "Switch Result" });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  const analysis = screen.getByRole("region", { name: "Context Analysis" });
  expect(within(analysis).getByText("Negative (Force)")).toBeTruthy();
  expect(within(analysis).getByText("84.6%")).toBeTruthy();
  expect(within(analysis).getByRole("list", { name: "Force triggers" }).textContent).toBe("finalnever back down");
  expect(within(analysis).getByRole("list", { name: "Love triggers" }).textContent).toBe("not angry");
  expect(within(analysis).getByText("Audience: Team, fits either reading")).toBeTruthy();
  const marks = [...analysis.querySelectorAll(".foe-marked-text mark")];
  expect(marks.map((mark) => mark.textContent)).toEqual(["not angry", "Final", "never back down"]);
  expect(marks[0].className).toContain("foe-mark-negated");
  expect(marks[1].className).toContain("foe-mark-negative");
  expect(analysis.querySelector(".foe-marked-text")?.textContent).toBe(input);
  expect(screen.getByRole("region", { name: "Dynamic Message" }).textContent).toContain('"never back down"');
  expect(screen.getByRole("region", { name: "Jajirose Blessing" }).textContent).toContain("your team");
  // The toggle follows the recommended reading.
  expect(radio("Negative (Force)").checked).toBe(true);
  expect(await screen.findByText("Drive aimed at a challenge, never a person.")).toBeTruthy();
  expect(execute().textContent).toBe("Execute Dynamic Switch");
});

test("an example card fills the message and the choices, and clears the ones it does not set", async () => {
  serve();
  render(<Foe />);
  fireEvent.change(select("Emotional State"), { target: { value: "anger" } });
  fireEvent.click(await screen.findByRole("button", { name: /Championship final/ }));
  expect(message().value).toBe("Final tomorrow. Never back down.");
  expect(document.activeElement).toBe(message());
  expect(select("Emotional State").value).toBe("");
  expect(select("Audience").value).toBe("team");
  expect(select("Situation").value).toBe("competition");
  expect(execute().disabled).toBe(false);
});

test("a refused switch is a destructive toast with the server's reason, and the form keeps its text", async () => {
  serve({
    "POST /api/foe/switch": () =>
      json({ error: "Invalid request body: input_text: Messages are limited to 2000 characters" }, 400),
  });
  render(<Foe />);
  fireEvent.change(message(), { target: { value: "Win it." } });
  fireEvent.click(execute());
  const toast = await screen.findByRole("alert");
  expect(toast.textContent).toContain("Switch Failed");
  expect(toast.textContent).toContain("400: Invalid request body: input_text: Messages are limited to 2000 characters");
  expect(message().value).toBe("Win it.");
  expect(screen.queryByRole("heading", { name: "Switch Result" })).toBeNull();
});

test("failed loads say what did not load", async () => {
  serve({
    "GET /api/foe/status": () => json({ error: "down" }, 500),
    "POST /api/foe/examples": () => json({ error: "down" }, 500),
  });
  render(<Foe />);
  expect(await screen.findByText("Warrior wisdom could not load: 500: down")).toBeTruthy();
  expect(await screen.findByText("The examples could not load: 500: down")).toBeTruthy();
});
