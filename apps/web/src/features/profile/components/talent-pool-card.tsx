import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { talentVisibilities, talentVisibilityLabels, type TalentVisibility } from '@orbit/shared/talent-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { updateProfileRequest } from '../api/profile-api.ts';
import {
  rebaseTalentPoolValues,
  talentCardPreview,
  talentPoolChanged,
  talentPoolPayload,
  talentPoolValues,
  type TalentPoolValues,
} from '../utils/talent-pool.ts';
import { currentEmployerSuggestion } from '../utils/current-employer.ts';
import { HiddenCompaniesField } from './hidden-companies-field.tsx';
import { TalentCardPreview } from './talent-card-preview.tsx';
import { TalentViewsList } from './talent-views-list.tsx';

const visibilityHints: Record<TalentVisibility, string> = {
  hidden: 'Employers cannot find you; only companies you apply to see your application.',
  'verified-employers':
    'Employers whose company we verified can find the card below; your contact details and resume only after you accept their request, or when you apply.',
  'all-employers':
    'Any employer on Orbit Jobs can find the card below; your contact details and resume only after you accept their request, or when you apply.',
};

/**
 * The seeker's place in the talent pool: who may find them, the companies that never may, the card those employers
 * get (drawn by the same shared function the server uses), and the companies that looked. Saved on its own with the
 * profile's PUT, so unsaved edits of the profile form above are neither sent nor lost.
 */
export function TalentPoolCard({ user }: { user: User }) {
  const { setUser } = useAuth();
  const { showToasts } = useToasts();
  const name = useId();
  const [values, setValues] = useState<TalentPoolValues>(() => talentPoolValues(user));
  const [saved, setSaved] = useState(false);
  const [seenUser, setSeenUser] = useState(user);
  if (seenUser !== user) {
    setSeenUser(user);
    setValues((current) => rebaseTalentPoolValues(current, seenUser, user));
  }

  const update = (patch: Partial<TalentPoolValues>) => {
    setSaved(false);
    setValues((current) => ({ ...current, ...patch }));
  };

  const save = useMutation({
    mutationFn: updateProfileRequest,
    onSuccess: (updated) => {
      setUser(updated);
      setValues(talentPoolValues(updated));
      setSaved(true);
    },
    onError: (error) =>
      showToasts(
        errorMessages(error, { fallback: messages.profileUpdateFailed, unexpected: messages.profileUpdateFailed }),
      ),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(talentPoolPayload(values));
  };

  return (
    <Card role="region" aria-labelledby={`${name}-heading`} className="p-6 sm:p-8">
      <h2 id={`${name}-heading`} className="text-base font-semibold text-slate-900">
        Talent pool
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Let employers find you without applying. They see a card without your full name, contact details, city, picture
        or resume, and may ask to contact you; you decide whether to accept.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Who can find you</legend>
          <div className="mt-2 grid gap-2">
            {talentVisibilities.map((visibility) => (
              <label
                key={visibility}
                className={`flex cursor-pointer items-start gap-3 rounded-lg p-3 text-sm ring-1 ${values.visibility === visibility ? 'bg-brand-50 ring-brand-500' : 'ring-slate-300'}`}
              >
                <input
                  type="radio"
                  name={`${name}-visibility`}
                  value={visibility}
                  checked={values.visibility === visibility}
                  onChange={() => update({ visibility })}
                  className="mt-0.5 accent-brand-600"
                />
                <span>
                  <span className="font-semibold text-slate-900">{talentVisibilityLabels[visibility]}</span>
                  <span className="block text-slate-600">{visibilityHints[visibility]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <HiddenCompaniesField
          value={values.hiddenFromCompanies}
          onChange={(hiddenFromCompanies) => update({ hiddenFromCompanies })}
          suggestion={currentEmployerSuggestion(user, values.hiddenFromCompanies)}
        />

        <section aria-labelledby={`${name}-preview`}>
          <h3 id={`${name}-preview`} className="text-sm font-semibold text-slate-900">
            Preview: the card employers see
          </h3>
          <p className="mt-1 mb-3 text-sm text-slate-600">
            {values.visibility === 'hidden'
              ? 'Nobody sees it while you are not visible. '
              : 'Employers ranking candidates for one of their jobs also see how well you match it. '}
            It shows your saved profile: save the form above to change it.
          </p>
          <TalentCardPreview card={talentCardPreview(user)} />
        </section>

        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={save.isPending || !talentPoolChanged(values, user)}>
            {save.isPending ? 'Saving...' : 'Save talent pool settings'}
          </Button>
          {/* Always present so the confirmation is announced when it appears. */}
          <p role="status" className="text-sm font-medium text-green-700">
            {saved ? messages.profileUpdated : ''}
          </p>
        </div>
      </form>

      <section aria-labelledby={`${name}-views`} className="mt-8 border-t border-slate-200 pt-6">
        <h3 id={`${name}-views`} className="text-sm font-semibold text-slate-900">
          Companies that looked at your profile
        </h3>
        <div className="mt-3">
          <TalentViewsList />
        </div>
      </section>
    </Card>
  );
}
