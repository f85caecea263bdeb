/** Arithmetic on natural-log probabilities, where likelihoods of long texts live (e^-5000 underflows). */

/** log(e^a + e^b), exact when one side is -Infinity. */
export function logSumExp(a: number, b: number): number {
  const high = Math.max(a, b);
  if (high === -Infinity) return -Infinity;
  return high + Math.log(Math.exp(a - high) + Math.exp(b - high));
}

/** The probability whose log-odds are `logOdds`. */
export function logistic(logOdds: number): number {
  return 1 / (1 + Math.exp(-logOdds));
}
