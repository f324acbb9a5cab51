import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { ProfileUpdateInput, User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import type { DismissResumeSuggestionsInput, ResumeInsights } from '@orbit/shared/resume-contracts';
import { Button } from '../../../components/button.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { dismissResumeSuggestionsRequest, updateProfileRequest } from '../api/profile-api.ts';
import { experienceLabel, hasOpenSuggestions, mergeSkills } from '../utils/resume-suggestions.ts';

/** One click: accepting is an ordinary profile update of that field alone; dismissing has its own call. */
type SuggestionAction =
  | { kind: 'accept'; patch: ProfileUpdateInput; done: string }
  | { kind: 'dismiss'; input: DismissResumeSuggestionsInput; done: string };

const dismissFailed = 'The suggestion could not be dismissed. Please try again.';
const countSkills = (count: number) => (count === 1 ? '1 skill was' : `${count} skills were`);

function SuggestionRow(props: {
  label: string;
  value: string;
  current: string;
  acceptText: string;
  dismissLabel: string;
  busy: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-slate-200 p-4">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{props.label}</p>
        <p className="mt-1 font-semibold break-words text-slate-900">{props.value}</p>
        <p className="mt-0.5 text-xs text-slate-500">Your profile: {props.current || 'not set'}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={props.onAccept} disabled={props.busy}>
          {props.acceptText}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={props.onDismiss}
          disabled={props.busy}
          aria-label={props.dismissLabel}
        >
          Dismiss
        </Button>
      </div>
    </div>
  );
}

function SkillChip({
  skill,
  busy,
  onAdd,
  onDismiss,
}: {
  skill: string;
  busy: boolean;
  onAdd: () => void;
  onDismiss: () => void;
}) {
  return (
    <li className="inline-flex items-center rounded-full bg-white text-sm ring-1 ring-slate-300 ring-inset">
      <span className="py-1.5 pr-1 pl-3.5 text-slate-800">{skill}</span>
      <button
        type="button"
        onClick={onAdd}
        disabled={busy}
        aria-label={`Add ${skill} to your skills`}
        className="rounded-full px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        + Add
      </button>
      <button
        type="button"
        onClick={onDismiss}
        disabled={busy}
        aria-label={`Dismiss ${skill}`}
        className="mr-1 rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-60"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </li>
  );
}

/**
 * The open suggestions read from the resume. Accepting one sends only that field, built from the saved profile (not
 * from unsaved form edits, which the form keeps and merges itself). One action at a time: two quick "Add" clicks
 * would otherwise each send the saved skills plus one, and the second answer would drop the first skill.
 */
export function ResumeSuggestions({ user, suggestions }: { user: User; suggestions: ResumeInsights['suggestions'] }) {
  const { setUser } = useAuth();
  const { showToasts } = useToasts();
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const action = useMutation({
    mutationFn: (act: SuggestionAction) =>
      act.kind === 'accept' ? updateProfileRequest(act.patch) : dismissResumeSuggestionsRequest(act.input),
    onSuccess: (updated, act) => {
      setUser(updated);
      setStatus(act.done);
      // The control just used has gone with its suggestion: keep keyboard focus in the panel.
      heading.current?.focus();
    },
    onError: (error, act) => {
      const fallback = act.kind === 'accept' ? messages.profileUpdateFailed : dismissFailed;
      showToasts(errorMessages(error, { fallback, unexpected: fallback }));
    },
  });
  const busy = action.isPending;
  const run = (act: SuggestionAction) => {
    setStatus('');
    action.mutate(act);
  };

  const { skills, title, experience } = suggestions;
  const addSkills = (accepted: string[], done: string) =>
    run({ kind: 'accept', patch: { skills: mergeSkills(user.skills, accepted) }, done });

  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-slate-100 pt-5">
      <div>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-sm font-semibold text-slate-900">
          Suggestions for your profile
        </h3>
        {hasOpenSuggestions(suggestions) && (
          <p className="mt-1 text-sm text-slate-600">
            Add what fits you. Nothing in your profile changes until you click.
          </p>
        )}
      </div>

      {skills.length > 0 && (
        <div className="rounded-lg border border-slate-200 p-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Skills not in your profile</p>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => addSkills(skills, `${countSkills(skills.length)} added to your skills.`)}
              >
                Add all
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                aria-label="Dismiss all suggested skills"
                onClick={() =>
                  run({ kind: 'dismiss', input: { skills }, done: 'These skills will not be suggested again.' })
                }
              >
                Dismiss
              </Button>
            </div>
          </div>
          <ul aria-label="Suggested skills" className="mt-3 flex flex-wrap gap-2">
            {skills.map((skill) => (
              <SkillChip
                key={skill}
                skill={skill}
                busy={busy}
                onAdd={() => addSkills([skill], `${skill} was added to your skills.`)}
                onDismiss={() =>
                  run({ kind: 'dismiss', input: { skills: [skill] }, done: `${skill} will not be suggested again.` })
                }
              />
            ))}
          </ul>
        </div>
      )}

      {title !== null && (
        <SuggestionRow
          label="Job title"
          value={title}
          current={user.title}
          acceptText="Use this title"
          dismissLabel="Dismiss the suggested title"
          busy={busy}
          onAccept={() => run({ kind: 'accept', patch: { title }, done: `Your job title is now ${title}.` })}
          onDismiss={() =>
            run({ kind: 'dismiss', input: { title: true }, done: 'The suggested title will not be offered again.' })
          }
        />
      )}

      {experience !== null && (
        <SuggestionRow
          label="Years of experience"
          value={experienceLabel(experience)}
          current={user.experience ? experienceLabel(user.experience) : ''}
          acceptText="Use this"
          dismissLabel="Dismiss the suggested experience"
          busy={busy}
          onAccept={() =>
            run({
              kind: 'accept',
              patch: { experience },
              done: `Your experience is now ${experienceLabel(experience)}.`,
            })
          }
          onDismiss={() =>
            run({
              kind: 'dismiss',
              input: { experience: true },
              done: 'The suggested experience will not be offered again.',
            })
          }
        />
      )}

      {!hasOpenSuggestions(suggestions) && (
        <p className="text-sm text-slate-600">Your profile already has everything we found in your resume.</p>
      )}
      <p role="status" className="text-sm font-medium text-green-700">
        {status}
      </p>
    </section>
  );
}
