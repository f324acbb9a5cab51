import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { threadResponseSchema } from '@orbit/shared/conversation-contracts';
import { Button } from '../../../components/button.tsx';
import { MailIcon } from '../../../components/icons.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { errorMessages } from '../../../lib/api-error.ts';

/**
 * Opens the conversation with an applicant (the one thread between the company and them; opening it again finds the
 * same one) and goes there.
 */
export function MessageApplicantButton({ applicationId, name }: { applicationId: string; name: string }) {
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => apiClient.post(`/applications/${encodeURIComponent(applicationId)}/thread`, threadResponseSchema),
    onSuccess: ({ thread }) => void navigate(`/inbox/threads/${thread._id}`),
  });
  return (
    <div>
      <Button size="sm" variant="outline" disabled={open.isPending} onClick={() => open.mutate()}>
        <MailIcon className="h-4 w-4" />
        {open.isPending ? 'Opening...' : 'Message'}
        <span className="sr-only"> {name}</span>
      </Button>
      {open.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errorMessages(open.error, {
            fallback: 'The conversation could not be opened.',
            unexpected: 'Orbit Jobs could not be reached. Please try again.',
          }).join(' ')}
        </p>
      )}
    </div>
  );
}
