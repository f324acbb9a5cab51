/**
 * Toasts belong to the page that raised them: one carried over to another page speaks of something no longer on screen.
 * A toast raised by the action that sends the visitor to another page (a refused sign-in that goes on to "check your
 * e-mail") is raised with `showToastOnNextPage` and stays for that next page only.
 */
export function toastsLeftBehind(shown: readonly string[], forNextPage: ReadonlySet<string>): string[] {
  return shown.filter((id) => !forNextPage.has(id));
}
