/**
 * A counter that moves on every sign-in and sign-out. Async work on the session (the background
 * user check, a sign-in finishing its writes) captures it first and stops if it moved meanwhile:
 * a late answer must never resurrect a session the user has just ended, or overwrite a newer one.
 */
let epoch = 0;

export function nextSessionEpoch(): number {
  epoch += 1;
  return epoch;
}

export function currentSessionEpoch(): number {
  return epoch;
}
