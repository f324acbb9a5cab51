/**
 * Alerts belong to the page that raised them (issue 16: toasts no longer carry over between pages). The one
 * exception is an alert raised in the moment before the page changed — by the action that changed it, such as a
 * sign-in that sends the visitor on — which is shown on the page it led to.
 */
export const carryOverMs = 1000;

/** The ids of the alerts to dismiss when the page changes at `now`, given when each was raised. */
export function alertsLeftBehind(raisedAt: ReadonlyMap<string, number>, now: number): string[] {
  return [...raisedAt].filter(([, at]) => now - at > carryOverMs).map(([id]) => id);
}
