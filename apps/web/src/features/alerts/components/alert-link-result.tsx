import { useMutation } from '@tanstack/react-query';
import type { AlertLinkResponse } from '@orbit/shared/alert-contracts';
import { messages } from '@orbit/shared/messages';
import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useLinkToken } from '../../../lib/use-link-token.ts';

const errorTexts = { fallback: messages.unexpectedErrorLater, unexpected: messages.unexpectedErrorLater };

interface AlertLinkResultProps {
  title: string;
  working: string;
  /** Sends the link's token once (the page is the one click). */
  send: (token: string) => Promise<AlertLinkResponse>;
}

/** A page opened from a link in an alert e-mail: it acts on the token once and says what happened. */
export function AlertLinkResult({ title, working, send }: AlertLinkResultProps) {
  const action = useMutation({ mutationFn: send });
  const token = useLinkToken(action.mutate);

  let body;
  if (!token) body = <Notice tone="error">This link is incomplete. Please open the full link from your e-mail.</Notice>;
  else if (action.isSuccess)
    body = (
      <Notice tone="success">
        <p>{action.data.msg}</p>
        {action.data.summary && <p className="mt-1 font-medium">Alert: {action.data.summary}</p>}
      </Notice>
    );
  else if (action.isError) body = <Notice tone="error">{errorMessages(action.error, errorTexts)[0]}</Notice>;
  else body = <Spinner label={working} showLabel />;

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <Card className="p-6 sm:p-8">
        <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {body}
        <ButtonLink to="/jobs" variant="outline" className="mt-6">
          Browse jobs
        </ButtonLink>
      </Card>
    </div>
  );
}
