import { Link } from 'react-router';
import type { Thread } from '@orbit/shared/outreach-contracts';
import { Card } from '../../../components/card.tsx';
import { relativeTimeLabel } from '../../../lib/relative-time.ts';

/** The caller's conversations, newest activity first, each with its unread count. */
export function ThreadList({ threads, now }: { threads: readonly Thread[]; now: Date }) {
  if (threads.length === 0) return <p className="text-sm text-slate-600">No conversations yet.</p>;
  return (
    <ul className="space-y-3">
      {threads.map((thread) => (
        <li key={thread._id}>
          <Card className="p-4">
            <Link
              to={`/inbox/threads/${thread._id}`}
              className="flex items-start justify-between gap-3 rounded hover:underline"
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold text-slate-900">{thread.with}</span>
                {thread.job && <span className="block truncate text-sm text-slate-600">{thread.job.title}</span>}
                <span className="block text-xs text-slate-500">
                  {thread.lastMessageAt
                    ? `Last message ${relativeTimeLabel(thread.lastMessageAt, now)}`
                    : 'No messages yet'}
                </span>
              </span>
              {thread.unread > 0 && (
                <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                  {thread.unread} unread
                </span>
              )}
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
