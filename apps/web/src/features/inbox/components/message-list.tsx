import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ThreadMessage } from '@orbit/shared/outreach-contracts';
import { Button } from '../../../components/button.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { relativeTimeLabel } from '../../../lib/relative-time.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { reportMessage } from '../api/inbox-api.ts';
import { MessageBody } from './message-body.tsx';

interface MessageListProps {
  threadId: string;
  messages: readonly ThreadMessage[];
  /** The other side's name, for their messages. */
  other: string;
  /** Seekers may report the company's messages. */
  canReport: boolean;
  now: Date;
}

/** The thread's messages, oldest first: the caller's on the right, a held one of theirs marked so. */
export function MessageList({ threadId, messages, other, canReport, now }: MessageListProps) {
  const { showToast } = useToasts();
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  const report = useMutation({
    mutationFn: (messageId: string) => reportMessage(threadId, messageId),
    onSuccess: (answer, messageId) => {
      setReported((ids) => new Set([...ids, messageId]));
      showToast(answer.message, 'success');
    },
    onError: (error) =>
      showToast(
        errorMessages(error, { fallback: 'The report failed.', unexpected: 'Orbit Jobs could not be reached.' })[0]!,
        'danger',
      ),
  });
  if (messages.length === 0) return <p className="text-sm text-slate-600">No messages yet. Say hello.</p>;
  return (
    <ol className="space-y-3" aria-label="Messages">
      {messages.map((message) => (
        <li key={message._id} className={`flex ${message.mine ? 'justify-end' : 'justify-start'}`}>
          <div
            className={`max-w-[85%] rounded-2xl px-4 py-3 ring-1 ${
              message.held
                ? 'bg-amber-50 ring-amber-300'
                : message.mine
                  ? 'bg-brand-50 ring-brand-100'
                  : 'bg-white ring-slate-200'
            }`}
          >
            <p className="mb-1 text-xs font-semibold text-slate-600">
              {/* A company is a team: its side's messages name the member who wrote them. */}
              {message.mine ? (message.author ?? 'You') : other} ·{' '}
              <time dateTime={message.createdAt}>{relativeTimeLabel(message.createdAt, now)}</time>
              {message.held && <span className="ml-2 text-amber-800">Held for review</span>}
            </p>
            <MessageBody body={message.body} />
            {canReport && !message.mine && (
              <div className="mt-2">
                {reported.has(message._id) ? (
                  <p className="text-xs text-slate-600">Reported. A moderator will read it.</p>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={report.isPending}
                    onClick={() => report.mutate(message._id)}
                  >
                    Report this message
                  </Button>
                )}
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
