import { lazy, Suspense, useEffect, useState } from 'react';
import { BottomBar } from './bottom-bar';
import { ComparisonSection } from './comparison-section';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PersonasSection } from './personas-section';
import { useSupportContact } from './use-support-contact';
import { WalkthroughSection } from './walkthrough-section';

/** The demo form (its schema, form library and dialog) loads when a visitor first asks for it. */
const DemoDialog = lazy(() => import('./demo-dialog').then((m) => ({ default: m.DemoDialog })));
/** Inside the app the app's toast region shows the demo form's messages; on its own the page brings one. */
const Toaster = lazy(() => import('../../components/ui/toast').then((m) => ({ default: m.Toaster })));

type LandingPageProps = {
  /**
   * Started on its own (app/start-landing.tsx: the visitor opened `/`), without the router, the query
   * cache or the toast region; false when the app's router shows it after a navigation inside the app.
   */
  standalone?: boolean;
};

/**
 * Marks the document (`<html data-hydrated="true">`) once the page's script has taken over the HTML
 * made at build time: its buttons answer from then on, and a tap before that does nothing, so the
 * browser tests wait for the mark before they press anything. A parent's effects run after its
 * children's, so the walkthrough's timer is running by then too. (A hook, not a component: another
 * child would move every `useId` in the page away from the ids in the HTML.)
 */
function useMarkHydrated(standalone: boolean): void {
  useEffect(() => {
    if (standalone) document.documentElement.dataset.hydrated = 'true';
  }, [standalone]);
}

/**
 * The public home page (spec 000 §2 Landing page): marketing copy, the walkthrough and the demo request.
 * Issue 17: it ships only its own code (links are plain anchors, no router), so a phone on a slow
 * network downloads and runs a fraction of the app before the page shows.
 */
export default function LandingPage({ standalone = false }: LandingPageProps) {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoWanted, setDemoWanted] = useState(false);
  const { contact, loading } = useSupportContact();
  useMarkHydrated(standalone);
  const openDemo = () => {
    setDemoWanted(true);
    setDemoOpen(true);
  };
  return (
    <div className="min-h-dvh bg-surface">
      <LandingHeader />
      <main>
        <HeroSection onBookDemo={openDemo} />
        <ComparisonSection />
        <WalkthroughSection />
        <PersonasSection />
        <FeaturesSection />
        <ContactSection contact={contact} loading={loading} onBookDemo={openDemo} />
      </main>
      <LandingFooter contact={contact} />
      <BottomBar onLearnMore={openDemo} />
      {demoWanted && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} contact={contact} />
          {standalone && <Toaster />}
        </Suspense>
      )}
    </div>
  );
}
