import { useMutation } from '@tanstack/react-query';
import { Download, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { can as roleMay } from '../../../../shared/roles';
import { waitsOnPhone } from '../api';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { downloadPdf } from '../api/download-docket-pdf';
import { EmailPdfDialog } from './email-pdf-dialog';
import { failureDetail } from './failure';
import type { Docket, Viewer } from './types';
import { editLink, showsEdit } from './viewer';

/**
 * Edit (owner, admin, office), Download PDF (foremen, with or without an account), Email PDF (signed
 * in); a docket not sent yet has Edit only.
 */
export function PreviewActions({ viewer, docket }: { viewer: Viewer; docket: Docket }) {
  const grant = viewer.kind === 'grant' ? viewer.grant : null;
  const download = useMutation({
    mutationFn: () => downloadPdf(docket.id, grant),
    onError: (error) =>
      toast({ title: 'Download failed', description: failureDetail(error), variant: 'destructive' }),
  });
  const edit = viewer.kind === 'user' && showsEdit(viewer, docket) ? editLink(viewer, docket) : null;
  // The PDF and e-mail are the server's: a docket still on the phone gets them once it is sent.
  const sent = !waitsOnPhone(docket);
  const pdf = sent && (viewer.kind === 'grant' || roleMay(viewer.user.role, 'dockets.pdfButton'));
  const email = sent && viewer.kind === 'user';
  if (!edit && !pdf && !email) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {edit && (
        <Link
          to={edit.to}
          onClick={edit.onOpen}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'min-h-10' })}
        >
          <Pencil aria-hidden="true" className="size-4!" />
          Edit
        </Link>
      )}
      {pdf && (
        <Button
          variant="outline"
          size="sm"
          className="h-10"
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending ? (
            <Spinner className="size-4!" />
          ) : (
            <Download aria-hidden="true" className="size-4!" />
          )}
          Download PDF
        </Button>
      )}
      {email && <EmailPdfDialog id={docket.id} />}
    </div>
  );
}
