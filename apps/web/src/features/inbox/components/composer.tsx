import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { inboxKey, postMessage } from '../api/inbox-api.ts';
import { charactersLeft } from '../utils/message-text.ts';

/** Writes a message: plain text with a counter to the limit; a held one is explained to its sender. */
export function Composer({ threadId }: { threadId: string }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const counter = charactersLeft(body);
  const send = useMutation({
    mutationFn: () => postMessage(threadId, body),
    onSuccess: async (answer) => {
      setBody('');
      setNotice(answer.notice ?? null);
      await queryClient.invalidateQueries({ queryKey: inboxKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '' || counter.over) return;
    setNotice(null);
    send.mutate();
  };
  return (
    <form onSubmit={submit} className="mt-6" noValidate>
      {notice && (
        <Notice tone="warning" className="mb-3">
          {notice}
        </Notice>
      )}
      <TextareaField
        label="Your message"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        hint={counter.label}
        error={
          counter.over
            ? counter.label
            : send.isError
              ? errorMessages(send.error, {
                  fallback: 'The message was not sent. Please try again.',
                  unexpected: 'Orbit Jobs could not be reached. Please try again.',
                }).join(' ')
              : undefined
        }
      />
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={send.isPending || body.trim() === '' || counter.over}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
