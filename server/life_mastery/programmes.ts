import type { GuidedScript, ProgramDetail, ProgramId } from "../../contracts/life_mastery.ts";
import { abundanceReflection, bodyScan, calmPresence, dailyReset, focusAnchor, habitRehearsal } from "./scripts.ts";

/**
 * The content of the six programmes (issue 8). Each fills exactly one field of each of the spec's groups
 * (section 3), as its original did, so the client's first-present rule finds it. Techniques are
 * established, ordinary practice; nothing here is medical, financial or a promise of results.
 */
export type ProgrammeContent = {
  title: string;
  guidance: { field: GuidanceKey; text: string };
  methods: { field: "focus_techniques" | "influence_skills" | "nutrition_training"; items: string[] };
  hypnosis: { field: "hypnosis_sessions" | "hypnosis_programming"; items: GuidedScript[] };
  affirmations: { field: "mindset_affirmations" | "health_affirmations"; items: string[] };
  tracking: {
    field: "tracking_metrics" | "success_metrics" | "leadership_metrics" | "health_tracking";
    metrics: string[];
  };
  package?: Pick<ProgramDetail, "programs_included" | "success_guarantees">;
};
type GuidanceKey =
  | "jajirose_guidance"
  | "jajirose_wisdom"
  | "jajirose_coaching"
  | "jajirose_mentorship"
  | "jajirose_fitness_wisdom"
  | "jajirose_master_guidance";

export const programmes: Record<ProgramId, ProgrammeContent> = {
  adhd: {
    title: "ADHD Focus Mastery",
    guidance: {
      field: "jajirose_guidance",
      text: "Attention is trained one return at a time. Make the next step small enough to start now.",
    },
    methods: {
      field: "focus_techniques",
      items: [
        "Time-boxing: set a visible timer for 25 minutes on one task, then take a 5-minute break",
        "Body doubling: work alongside someone, in person or on a call, while each does their own task",
        "Externalise the plan: write today's three tasks on paper where you can see them",
        "Shrink the start: define the first physical action, such as 'open the document'",
        "Park distractions: jot stray thoughts on a 'later' list instead of acting on them",
      ],
    },
    hypnosis: { field: "hypnosis_sessions", items: [focusAnchor] },
    affirmations: {
      field: "mindset_affirmations",
      items: [
        "I begin with one small step.",
        "Returning my attention is the practice.",
        "I work with my brain, not against it.",
      ],
    },
    tracking: {
      field: "tracking_metrics",
      metrics: [
        "Focus blocks completed each day",
        "Tasks started within 5 minutes of planning",
        "Guided sessions this week",
      ],
    },
  },
  wealth: {
    title: "Wealth & Abundance",
    guidance: {
      field: "jajirose_wisdom",
      text: "Abundance begins with gratitude and grows through useful work, patience and careful stewardship.",
    },
    methods: {
      field: "influence_skills",
      items: [
        "Gratitude journal: write three specific things you are thankful for each evening",
        "Value first: each week, offer one genuinely useful piece of help to a colleague or customer",
        "Track without judgement: note what comes in and goes out for one week before changing anything",
        "Skill compounding: spend 20 minutes a day on one skill others value",
        "Ask for qualified advice before any significant financial decision",
      ],
    },
    hypnosis: { field: "hypnosis_programming", items: [abundanceReflection] },
    affirmations: {
      field: "mindset_affirmations",
      items: ["I notice what I already have.", "My work is of use to others.", "I make calm, informed choices."],
    },
    tracking: {
      field: "success_metrics",
      metrics: ["Gratitude entries this week", "Hours of skill practice", "Guided sessions this week"],
    },
  },
  discipline: {
    title: "Super Self-Discipline",
    guidance: {
      field: "jajirose_coaching",
      text: "Discipline is not force of will; it is a small promise kept so often that it becomes who you are.",
    },
    methods: {
      field: "focus_techniques",
      items: [
        "Habit stacking: attach a new habit to one you already do ('after I brush my teeth, I ...')",
        "Two-minute rule: scale any habit down until it takes two minutes or less",
        "Implementation intentions: decide 'when X happens, I will do Y' in advance",
        "Environment design: make the good choice visible and the poor one take extra steps",
        "Never miss twice: if a day slips, make the next one count",
      ],
    },
    hypnosis: { field: "hypnosis_sessions", items: [habitRehearsal] },
    affirmations: {
      field: "mindset_affirmations",
      items: ["I keep small promises to myself.", "I show up on the hard days too.", "Progress, not perfection."],
    },
    tracking: {
      field: "tracking_metrics",
      metrics: ["Days the keystone habit was done", "Longest run of days", "Guided sessions this week"],
    },
  },
  leadership: {
    title: "Leadership Excellence",
    guidance: {
      field: "jajirose_mentorship",
      text: "Lead by serving: listen first, speak plainly, and let your steadiness give others room to grow.",
    },
    methods: {
      field: "influence_skills",
      items: [
        "Active listening: summarise what you heard before you reply",
        "Clear requests: say what, by when, and why it matters",
        "Regular one-to-ones: a short weekly conversation with each person you support",
        "Feedback with care: describe the situation, the behaviour and its impact",
        "Close the loop: follow up on every commitment you make",
      ],
    },
    hypnosis: { field: "hypnosis_programming", items: [calmPresence] },
    affirmations: {
      field: "mindset_affirmations",
      items: ["I listen before I lead.", "I stay steady under pressure.", "I help others do their best work."],
    },
    tracking: {
      field: "leadership_metrics",
      metrics: ["One-to-ones held this week", "Commitments followed up", "Guided sessions this week"],
    },
  },
  fitness: {
    title: "Health & Fitness",
    guidance: {
      field: "jajirose_fitness_wisdom",
      text: "Move a little every day, rest well, and listen to your body; consistency matters more than intensity.",
    },
    methods: {
      field: "nutrition_training",
      items: [
        "Daily walk: a brisk walk most days, building time gradually",
        "Simple strength: bodyweight squats, push-ups and rows two or three times a week",
        "Plate balance: vegetables, a source of protein and whole grains at most meals",
        "Hydration habit: keep a glass of water beside you and refill it at each break",
        "Sleep routine: a regular bedtime and a screen-free wind-down; speak to a doctor before a big change in exercise",
      ],
    },
    hypnosis: { field: "hypnosis_sessions", items: [bodyScan] },
    affirmations: {
      field: "health_affirmations",
      items: ["I care for my body with respect.", "Rest is part of training.", "I move in ways I enjoy."],
    },
    tracking: {
      field: "health_tracking",
      metrics: ["Active days this week", "Hours of sleep", "Guided sessions this week"],
    },
  },
  complete: {
    title: "Complete Transformation",
    guidance: {
      field: "jajirose_master_guidance",
      text: "Change one thing at a time, review it every week, and let small gains in each area support the others.",
    },
    methods: {
      field: "focus_techniques",
      items: [
        "Weekly review: each week, look back at what worked and choose next week's one focus",
        "Keystone habit: pick one habit per month from the programmes below",
        "Time-boxing for the day's most important task",
        "Habit stacking to anchor new routines to existing ones",
      ],
    },
    hypnosis: { field: "hypnosis_programming", items: [dailyReset, focusAnchor, habitRehearsal] },
    affirmations: {
      field: "mindset_affirmations",
      items: ["I grow one step at a time.", "I review, learn and adjust.", "Each area of my life supports the others."],
    },
    tracking: {
      field: "success_metrics",
      metrics: ["Weekly reviews done", "Keystone habit days", "Guided sessions this week"],
    },
    package: {
      programs_included: [
        "ADHD Focus Mastery",
        "Wealth & Abundance",
        "Super Self-Discipline",
        "Leadership Excellence",
        "Health & Fitness",
      ],
      // Commitments of the programme itself, never promises about a visitor's results (issue 8).
      success_guarantees: [
        "A daily practice plan drawn from all five programmes",
        "A weekly review prompt to reflect and choose the next focus",
        "Guided sessions you can run at any time, up to 20 minutes each",
        "Progress figures from the sessions you complete",
      ],
    },
  },
};
