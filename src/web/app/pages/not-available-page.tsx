import { HardHat, House } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { Button } from '../../components/ui/button';
import { useScreenName } from '../route-handle';

/** Stands in for a route whose screen is not built yet; the screen name comes from the route table. */
export default function NotAvailablePage() {
  const screen = useScreenName() ?? 'This';
  return (
    <StatusScreen
      icon={<HardHat aria-hidden="true" />}
      eyebrow={screen}
      title="This screen is not available yet"
      description={`The ${screen} screen is still under construction. Please check back soon.`}
      actions={
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      }
    />
  );
}
