import { House, MapPinOff } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { StatusScreen } from '../../components/status-screen';
import { Button } from '../../components/ui/button';

/** Any path the route table does not know (spec 000 §2). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StatusScreen
      icon={<MapPinOff aria-hidden="true" />}
      eyebrow="Error 404"
      title="Page Not Found"
      description={
        <>
          There is no page at{' '}
          <code className="rounded bg-canvas px-1.5 py-0.5 font-mono text-sm break-all text-ink">
            {pathname}
          </code>
          . Check the address, or head back to the home page.
        </>
      }
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
