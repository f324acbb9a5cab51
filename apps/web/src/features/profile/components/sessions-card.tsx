import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { messages } from '@orbit/shared/messages';
import type { SessionSummary } from '@orbit/shared/security-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { relativeTimeLabel } from '../../../lib/relative-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { endOtherSessionsRequest, endSessionRequest, fetchSessions, sessionsQueryKey } from '../api/security-api.ts';

const errorTexts = { fallback: messages.unexpectedErrorLater, unexpected: messages.unexpectedErrorLater };
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Where the account is signed in (the new-device e-mail links here, /profile#sessions): device and browser, where
 * each session was first used (partly masked), when it began and was last used; sign out of one, or of all but this.
 */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const { showToast, showToasts } = useToasts();
  const now = useNow();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const sessions = useQuery({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => fetchSessions(signal) });

  // Arriving from the new-device e-mail (#sessions) or a moderator's or employer's nudge (#security): bring the
  // section into view once the list is drawn, since the page grows above it while it loads.
  const loaded = sessions.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    if (location.hash === '#sessions') heading.current?.scrollIntoView({ block: 'start' });
    if (location.hash === '#security') document.getElementById('security')?.scrollIntoView({ block: 'start' });
  }, [loaded, location.hash]);

  const onEnded = ({ msg }: { msg: string }) => {
    showToast(msg, 'success');
    void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
  };
  const endOne = useMutation({
    mutationFn: endSessionRequest,
    onSuccess: onEnded,
    onError: (error) => showToasts(errorMessages(error, errorTexts)),
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessionsRequest,
    onSuccess: onEnded,
    onError: (error) => showToasts(errorMessages(error, errorTexts)),
  });

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <Card className="p-6 sm:p-8">
      <h3 id="sessions" ref={heading} className="scroll-mt-24 text-base font-semibold text-slate-900">
        Where you are signed in
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Sign out of a session you do not recognise, then change your password.
      </p>
      {sessions.isPending && (
        <div className="mt-4">
          <Spinner />
        </div>
      )}
      {sessions.isError && (
        <Notice tone="error" className="mt-4">
          {errorMessages(sessions.error, errorTexts)[0]}
        </Notice>
      )}
      {list.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200" aria-label="Sessions">
          {list.map((session) => (
            <SessionRow
              key={session._id}
              session={session}
              now={now}
              ending={endOne.isPending && endOne.variables === session._id}
              onEnd={() => endOne.mutate(session._id)}
            />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <Button variant="outline" className="mt-4" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
          {endOthers.isPending ? 'Signing out...' : 'Sign out of all other sessions'}
        </Button>
      )}
    </Card>
  );
}

function SessionRow({
  session,
  now,
  ending,
  onEnd,
}: {
  session: SessionSummary;
  now: Date;
  ending: boolean;
  onEnd: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700 ring-1 ring-green-200">
              This device
            </span>
          )}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          First used from {session.firstAddress || 'an unknown address'} · signed in{' '}
          {dateFormat.format(new Date(session.createdAt))} · last used{' '}
          {session.current ? 'now' : relativeTimeLabel(session.lastUsedAt, now)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          disabled={ending}
          onClick={onEnd}
          aria-label={`Sign out ${session.device}, first used from ${session.firstAddress}`}
        >
          {ending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
