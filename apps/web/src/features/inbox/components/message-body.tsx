import { messageParts } from '../utils/message-text.ts';

/**
 * A message's text as React text nodes (never HTML), its line breaks kept. A web address stays plain text, with its
 * domain spelled out beside it: nothing in a message is clickable.
 */
export function MessageBody({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm text-slate-800">
      {messageParts(body).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <span key={index} className="break-all">
            <span className="underline decoration-dotted">{part.text}</span>
            {part.domain && <span className="ml-1 text-xs font-semibold text-slate-600">[{part.domain}]</span>}
          </span>
        ),
      )}
    </p>
  );
}
