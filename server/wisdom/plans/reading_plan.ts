import { chaptersNamed, lotusSutraBook, planDays } from "../understanding/reading_plan.ts";
import { numbered, type PlanContext } from "./plan_context.ts";
import { shown } from "./passage_view.ts";

/** Days listed one by one up to two weeks, by the week up to two months, longer plans by the month: a readable list. */
const dailyUpTo = 14;
const weeklyUpTo = 60;

/**
 * A reading plan asked for ("the four Gospels in 30 days"): the chapters shared out evenly over the days, listed by
 * day or by week, with how much a day that is and what to do on a missed day.
 */
export function readingPlanPlan(context: PlanContext): string[] {
  const plan = context.analysis.readingPlan;
  if (!plan) return [];
  const days = planDays(plan);
  const total = plan.chapters.length;
  const perDay = total / days.length;
  const pace = perDay <= 1
    ? "one chapter a day"
    : Number.isInteger(perDay)
    ? `${perDay} chapters a day`
    : `${Math.floor(perDay)} or ${Math.ceil(perDay)} chapters a day`;
  const span = days.length <= dailyUpTo ? 1 : days.length <= weeklyUpTo ? 7 : 30;
  const lines = Array.from({ length: Math.ceil(days.length / span) }, (_, at) => {
    const first = at * span;
    const last = Math.min(days.length, first + span);
    const when = last === first + 1 ? `Day ${last}` : `Days ${first + 1}-${last}`;
    return `${when}: ${chaptersNamed(days.slice(first, last).flat())}`;
  });
  const early = plan.days - days.length;
  const shorter = early > 0 ? `; at that pace you finish ${early === 1 ? "a day" : `${early} days`} early` : "";
  const lotus = plan.chapters.some((chapter) => chapter.book === lotusSutraBook);
  // Its pace asked again: the pace, and the list already given.
  if (plan.again) {
    return [`For ${plan.name} in ${plan.days} days it is ${pace}${shorter}; the list above gives each day's chapters.`];
  }
  // Where it begins, shown as the library holds it: the first verse, or our summary of the first chapter.
  const [first] = plan.chapters;
  const opening = context.library.passage(
    lotus ? `${lotusSutraBook}, Chapter ${first.chapter}` : `${first.book} ${first.chapter}:1`,
  );
  return [
    `Here is a plan for ${plan.name} in ${plan.days} days: ${total} chapters, ${pace}${shorter}.`,
    numbered(lines),
    ...(opening ? [`It begins: ${shown(opening, context, 1)}`] : []),
    lotus
      ? "I hold each chapter of the Lotus Sutra as a summary of our own; ask for a chapter by its number and I will give it to you, or read a full translation alongside."
      : "If you miss a day, pick up where you left off rather than doubling up; reading a little with attention matters more than keeping pace.",
    context.choose.pick(context.choose.phrases.reflect.steps, "reflect"),
  ];
}
