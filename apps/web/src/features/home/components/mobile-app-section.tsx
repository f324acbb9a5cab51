import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PhoneIcon } from '../../../components/icons.tsx';

// The waitlist form is opened by few visitors: it loads on the first hover, focus or click of its button instead of
// weighing on the home page's first load (the first visit's JavaScript budget).
const loadWaitlistModal = () => import('./waitlist-modal.tsx');
const WaitlistModal = lazy(() => loadWaitlistModal().then((module) => ({ default: module.WaitlistModal })));

const appFeatures = [
  'Job alerts as soon as a match is posted',
  'Track your applications on the go',
  'Autopilot status at a glance',
];

/** Spec "Home": the mobile app is coming soon, with a waitlist. */
export function MobileAppSection() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it runs its own close handling (focus back to the button).
  const [requested, setRequested] = useState(false);
  return (
    <section aria-labelledby="mobile-app-heading" className="bg-slate-900 py-14 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 md:grid-cols-[1fr_auto] lg:px-8">
        <div>
          <p className="w-fit rounded-full bg-white/10 px-3 py-1 text-xs font-bold tracking-wide uppercase">
            Coming soon
          </p>
          <h2 id="mobile-app-heading" className="mt-4 text-2xl font-bold sm:text-3xl">
            Orbit Jobs in your pocket
          </h2>
          <p className="mt-3 max-w-xl text-slate-300">
            Our iOS and Android app is on its way. Join the waitlist to hear when it launches.
          </p>
          <ul className="mt-5 space-y-2 text-slate-200">
            {appFeatures.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-100">
                  •
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <Button
            size="lg"
            variant="secondary"
            className="mt-8"
            onPointerEnter={() => void loadWaitlistModal()}
            onFocus={() => void loadWaitlistModal()}
            onClick={() => {
              setRequested(true);
              setOpen(true);
            }}
          >
            Join the Waitlist
          </Button>
        </div>
        <div
          aria-hidden="true"
          className="hidden h-56 w-32 items-center justify-center rounded-[2rem] bg-gradient-to-b from-brand-500 to-brand-900 ring-4 ring-white/10 md:flex"
        >
          <PhoneIcon className="h-12 w-12 text-white/80" />
        </div>
      </div>
      {requested && (
        <Suspense fallback={null}>
          <WaitlistModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
