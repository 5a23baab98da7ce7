import { useState } from 'react';
import { usePublicConfig } from '../../lib/public-config';
import { BottomBar } from './bottom-bar';
import { ComparisonSection } from './comparison-section';
import { ContactSection } from './contact-section';
import { DemoDialog } from './demo-dialog';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PersonasSection } from './personas-section';
import { WalkthroughSection } from './walkthrough-section';

/** The public home page (spec 000 §2 Landing page): marketing copy, the walkthrough and the demo request. */
export default function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const config = usePublicConfig();
  const openDemo = () => setDemoOpen(true);
  return (
    <div className="min-h-dvh bg-surface">
      <LandingHeader />
      <main>
        <HeroSection onBookDemo={openDemo} />
        <ComparisonSection />
        <WalkthroughSection />
        <PersonasSection />
        <FeaturesSection />
        <ContactSection contact={config.data} loading={config.isPending} onBookDemo={openDemo} />
      </main>
      <LandingFooter contact={config.data} />
      <BottomBar onLearnMore={openDemo} />
      <DemoDialog open={demoOpen} onOpenChange={setDemoOpen} contact={config.data} />
    </div>
  );
}
