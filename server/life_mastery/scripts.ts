import type { GuidedScript } from "../../contracts/life_mastery.ts";

/**
 * Guided scripts for the Hypnosis & Programming card (issue 8). Each is written to be read slowly, with the
 * pauses ('...') long enough that it fills its stated minutes. They are relaxation and rehearsal exercises:
 * calm, non-clinical, and they promise nothing beyond the practice itself.
 */

const settle =
  "Sit or lie down where you will not be disturbed, and let your eyes close or rest softly on the floor. " +
  "Breathe in through the nose for a count of four... hold for a moment... and breathe out slowly for a count of six. " +
  "Again: in for four... out for six. Once more, and let the breath find its own pace. " +
  "Notice the weight of your body where it is supported. Let the forehead soften, the jaw loosen, the shoulders drop. ";

const closing = "Now take a fuller breath. Feel your feet, your hands, the room around you. " +
  "When you are ready, open your eyes, and carry one small intention into the next hour.";

export const focusAnchor: GuidedScript = {
  name: "Focus Anchor",
  minutes: 5,
  script: settle +
    "Bring your attention to the feeling of air at the tip of your nose... cool on the way in, warm on the way out. " +
    "When a thought pulls you away, that is normal. Name it kindly, 'thinking', and come back to the breath. " +
    "Each return is the practice, not a failure of it... " +
    "Now picture the one task that matters most today. See only its first step, small and clear: opening the file, " +
    "writing one sentence, setting a timer for twenty-five minutes. Imagine yourself doing that step, calmly... " +
    "Press your thumb and finger together gently. Let this touch mean: 'one thing, now'. " +
    "Whenever you press them later, you can remember this calm and begin the first step. " + closing,
};

export const abundanceReflection: GuidedScript = {
  name: "Abundance Reflection",
  minutes: 5,
  script: settle +
    "Call to mind three things you already have that you are grateful for: a person, a skill, a simple comfort... " +
    "Stay with each for a few breaths. " +
    "Now think of one way your work or your skills could be of use to someone this week. " +
    "Picture doing it with care and patience, without hurry or comparison... " +
    "Picture yourself looking at your spending and saving with calm curiosity, as a steward rather than a judge. " +
    "Notice one small, sensible step you could take: writing down what came in and went out, or asking for advice. " +
    "Let generosity and care sit together in your chest, steady and unforced. " + closing,
};

export const habitRehearsal: GuidedScript = {
  name: "Habit Rehearsal",
  minutes: 6,
  script: settle +
    "Choose one habit you are building. Make it tiny: two push-ups, one page, one glass of water. " +
    "Now choose the moment it follows, something you already do every day: after I pour my morning coffee... " +
    "In your mind, watch yourself finish that existing routine, and then, without a pause, do the tiny habit. " +
    "See the details: where you stand, what your hands do, how it feels to be finished... " +
    "Rehearse it twice more, slowly. After the coffee... the habit. After the coffee... the habit. " +
    "Now imagine a day when you do not feel like it. Notice the reluctance, and do the smallest version anyway. " +
    "Consistency is built on the days it is small. " + closing,
};

export const calmPresence: GuidedScript = {
  name: "Calm Presence",
  minutes: 5,
  script: settle +
    "Picture a conversation you have coming up: a meeting, a hard talk, a decision you must share. " +
    "See the room, and the people in it... Before you speak, feel your feet on the floor and take one slow breath. " +
    "Imagine listening fully, letting the other person finish, and repeating back what you heard. " +
    "Notice how your voice sounds when you are not rushing: lower, slower, clear... " +
    "Now imagine saying the difficult part plainly and kindly, then pausing and letting the silence be. " +
    "Leading well begins with steadiness in yourself. " + closing,
};

export const bodyScan: GuidedScript = {
  name: "Body Scan Recovery",
  minutes: 6,
  script: settle +
    "Bring your attention to your feet. Notice warmth, coolness, pressure, or nothing in particular... " +
    "Move slowly up through the ankles, the calves, the knees, letting each area soften as you notice it. " +
    "The thighs and hips... the lower back... the belly rising and falling with the breath... " +
    "The chest, the shoulders, down each arm to the fingertips... the neck, the face, the crown of the head. " +
    "If you find tension, breathe toward it, and let it be as it is. There is nothing to fix right now... " +
    "Picture tomorrow's movement: a walk, a stretch, a workout at an honest effort. See yourself enjoying it. " +
    "Rest is part of training. " + closing,
};

export const dailyReset: GuidedScript = {
  name: "Daily Reset",
  minutes: 7,
  script: settle +
    "Look back over the last day as if watching a short film. Notice one thing that went well, and why... " +
    "Notice one thing you would do differently, without blame. What would the first small change be? " +
    "Now look ahead to tomorrow. Choose one focus task, one habit, and one kind act for someone else... " +
    "See yourself doing each, at a particular time and place. " +
    "Breathe in steadiness, breathe out hurry. Let the plan be simple enough to keep. " + closing,
};
